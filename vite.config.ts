import react from '@vitejs/plugin-react';
import UnoCSS from 'unocss/vite';
import { defineConfig } from 'vitest/config';

import { securityPlugins } from './scripts/csp-plugin.js';
import { pwaPlugins } from './scripts/pwa-plugin.js';
import { seedAssetPlugin } from './scripts/seed-asset-plugin.js';

export default defineConfig({
  plugins: [UnoCSS(), react(), ...securityPlugins(), seedAssetPlugin(), ...pwaPlugins()],
  worker: { format: 'es' },
  // ALPHASCOUT_SYNC_URL builds the app with sync (docs/sync.md), as a literal the minifier folds.
  define: { __ALPHASCOUT_SYNC_URL__: JSON.stringify(process.env.ALPHASCOUT_SYNC_URL ?? '') },
  build: {
    target: 'es2022',
    sourcemap: true,
    // No modulepreload polyfill: every browser the es2022 target runs in preloads modules itself but
    // Safari before 17, which then fetches a route's modules one after another, as without hints.
    modulePreload: { polyfill: false },
    // Everything the entry imports statically is one chunk. Left to itself, Rolldown split it into
    // six (Dexie and the data layer, React's runtime, valibot, …), each compressed apart and each a
    // request: one chunk made every first page 3-4 KB gzip lighter (bench/results/app.json).
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } },
    },
  },
  preview: { port: 4173, strictPort: true },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    setupFiles: ['tests/unit/setup.ts'],
    environment: 'node',
    // Not a speed check (those are benchmarks): the room a CPU-bound test (password hashing,
    // property runs) needs to finish on a shared 2-core machine while a browser runs beside it.
    testTimeout: 20_000,
  },
});
