import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';

/**
 * scripts/serve.mjs serving `distDir` on `port`, as `npm start` does: for specs that deploy one
 * build after another at the same origin. Resolves once it answers.
 */
export async function serveDist(
  distDir: string,
  port: number,
): Promise<{ origin: string; stop(): Promise<void> }> {
  const origin = `http://localhost:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { ...process.env, PORT: String(port), DIST_DIR: distDir },
    stdio: 'ignore',
  });
  const exited = once(server, 'exit');
  const deadline = Date.now() + 15_000;
  for (;;) {
    const up = await fetch(origin).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (server.exitCode !== null || Date.now() > deadline)
      throw new Error(`scripts/serve.mjs did not start on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    async stop() {
      server.kill();
      await exited;
    },
  };
}
