import { execFileSync } from 'node:child_process';

/** `npm run build` into `outDir` with extra environment (another build id, a sync server). */
export function buildApp(outDir: string, env: Record<string, string>): void {
  execFileSync(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { env: { ...process.env, ...env }, stdio: 'inherit' },
  );
}
