// Runs every benchmark and leaves JSON results in bench/results/. Pure-code benchmarks run
// under Vitest's bench mode (which prints the table); each writes its own JSON file.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';

mkdirSync('bench/results', { recursive: true });
const stamp = new Date().toISOString().slice(0, 10);
const run = spawnSync('npx', ['vitest', 'bench', '--run', '--dir', 'bench', `--outputJson=bench/results/vitest-bench-${stamp}.json`], {
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
