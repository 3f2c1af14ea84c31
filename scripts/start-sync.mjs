// `npm run start:sync`: builds the app with the local sync server's URL (docs/sync.md), then runs
// the sync server and the static server together; either one stopping stops the other.
import { spawn, spawnSync } from 'node:child_process';

const syncPort = process.env.SYNC_PORT ?? '8787';
const env = { ...process.env, ALPHASCOUT_SYNC_URL: `ws://127.0.0.1:${syncPort}` };

const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit', env });
if (build.status !== 0) process.exit(build.status ?? 1);

const children = [
  spawn('node', ['--import', 'tsx', 'server/sync/main.ts'], { stdio: 'inherit', env }),
  spawn('node', ['scripts/serve.mjs'], { stdio: 'inherit', env }),
];
const stopAll = (signal) => {
  for (const child of children) if (child.exitCode === null) child.kill(signal);
};
for (const child of children)
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exitCode ||= code ?? 0;
  });
process.once('SIGINT', () => stopAll('SIGINT'));
process.once('SIGTERM', () => stopAll('SIGTERM'));
