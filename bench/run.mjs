// Runs every benchmark and leaves JSON results in bench/results/: the pure-code Vitest benches
// (which print their own table) and the TypeScript benchmark scripts run through tsx.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';

mkdirSync('bench/results', { recursive: true });
const stamp = new Date().toISOString().slice(0, 10);
const steps = [
  ['npx', ['vitest', 'bench', '--run', '--dir', 'bench', `--outputJson=bench/results/vitest-bench-${stamp}.json`]],
  ['node', ['--expose-gc', '--import', 'tsx', 'bench/search.ts']],
];
let failed = false;
for (const [command, args] of steps) {
  const run = spawnSync(command, args, { stdio: 'inherit' });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
