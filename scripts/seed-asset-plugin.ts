/**
 * The seed data (seeds/) as a JSON file next to the built app, not as a JavaScript chunk: it is
 * fetched only when some table is empty (the first visit), parsing JSON is cheaper than parsing
 * and compiling the same data as code, and the first page's JavaScript stays within its budget
 * (docs/performance.md). `import seedDataUrl from 'virtual:seed-data-url'` gives its URL:
 * an emitted, content-hashed asset in a build; a route of the dev server in `npm run dev`.
 */
import { fileURLToPath } from 'node:url';

import { type Plugin, runnerImport } from 'vite';

import type { SeedData } from '../src/db/seeding/fill-empty';

const MODULE_ID = 'virtual:seed-data-url';
const RESOLVED_ID = `\0${MODULE_ID}`;
const DEV_PATH = '/@alphascout/seed-data.json';
const SEEDS_MODULE = fileURLToPath(new URL('../seeds/index.ts', import.meta.url));

/** The seeds as JSON, read fresh each time (the seeds are TypeScript modules). */
async function seedJson(): Promise<string> {
  const { module } = await runnerImport<{ seedData: SeedData }>(SEEDS_MODULE, {
    configFile: false,
    logLevel: 'silent',
  });
  return JSON.stringify(module.seedData);
}

export function seedAssetPlugin(): Plugin {
  let building = false;
  return {
    name: 'alphascout:seed-asset',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : null;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return null;
      if (!building) return `export default ${JSON.stringify(DEV_PATH)};`;
      const reference = this.emitFile({
        type: 'asset',
        name: 'seed-data.json',
        source: await seedJson(),
      });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
    configureServer(server) {
      server.middlewares.use(DEV_PATH, (_request, response, next) => {
        seedJson().then((json) => {
          response.setHeader('Content-Type', 'application/json');
          response.end(json);
        }, next);
      });
    },
  };
}
