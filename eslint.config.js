// The linter encodes docs/architecture.md ("Who may import whom"). A rule is changed here,
// with a one-line reason, never silenced in place.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import prettierConfig from 'eslint-config-prettier';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TS = ['**/*.ts', '**/*.tsx', '**/*.mts'];
const BROWSER_CODE = ['src/**', 'workers/**', 'seeds/**'];
const NODE_CODE = ['scripts/**', 'bench/**', 'tests/**', 'server/**', '*.config.ts', '*.config.js'];

/** Layers (folders), most specific first: a file belongs to the first that holds it. */
const elements = [
  { type: 'schemas', pattern: 'src/schemas' },
  { type: 'lib', pattern: 'src/lib' },
  { type: 'db', pattern: 'src/db' },
  { type: 'worker-client', pattern: 'src/worker' },
  { type: 'ui', pattern: 'src/ui' },
  { type: 'hooks', pattern: 'src/hooks' },
  { type: 'tracking', pattern: 'src/tracking' },
  { type: 'sync', pattern: 'src/sync' },
  { type: 'kit', pattern: 'src/features/kit' },
  { type: 'feature', pattern: 'src/features/*', capture: ['area'] },
  { type: 'app', pattern: 'src/app' },
  { type: 'service-worker', pattern: 'src/sw' },
  // main.tsx and the ambient module declarations.
  { type: 'entry', pattern: 'src' },
  { type: 'workers', pattern: 'workers' },
  { type: 'seeds', pattern: 'seeds' },
  { type: 'server', pattern: 'server' },
].map((element) => ({ ...element, partialMatch: false }));

const to = (...types) => ({ to: { element: { types } } });
const typesOnly = (...types) => ({ to: { element: { types } }, dependency: { kind: 'type' } });

/** Who may import whom; anything not allowed here is refused. */
const layerPolicies = [
  { from: { element: { type: 'schemas' } }, allow: [to('schemas')] },
  { from: { element: { type: 'lib' } }, allow: [to('lib')] },
  { from: { element: { type: 'db' } }, allow: [to('db', 'schemas', 'lib')] },
  { from: { element: { type: 'workers' } }, allow: [to('workers', 'db', 'schemas', 'lib')] },
  // The client holds the worker; it knows the worker only through the contract's types (workers/api.ts, see below).
  {
    from: { element: { type: 'worker-client' } },
    allow: [to('worker-client', 'lib'), typesOnly('workers', 'schemas')],
  },
  { from: { element: { type: 'ui' } }, allow: [to('ui', 'lib'), typesOnly('schemas')] },
  // React's view of db (live reads, the session): below everything that draws data.
  { from: { element: { type: 'hooks' } }, allow: [to('hooks', 'db', 'schemas', 'lib')] },
  // The tracker is shared by many features' detail pages and by the kit, so it sits below both.
  {
    from: { element: { type: 'tracking' } },
    allow: [to('tracking', 'hooks', 'db', 'worker-client', 'ui', 'schemas', 'lib', 'sync')],
  },
  // Sync (codes, keys, entries, the merge, the engine) reads and writes rows through db; no React: the panel reaches it through tracking.
  { from: { element: { type: 'sync' } }, allow: [to('sync', 'db', 'schemas', 'lib')] },
  {
    from: { element: { type: 'kit' } },
    allow: [to('kit', 'tracking', 'hooks', 'db', 'worker-client', 'ui', 'schemas', 'lib')],
  },
  {
    from: { element: { type: 'feature' } },
    allow: [
      to('kit', 'tracking', 'hooks', 'db', 'worker-client', 'ui', 'schemas', 'lib'),
      // Its own folder only: a sibling feature's internals are not an API (promote shared pieces to the kit, tracking, hooks, ui or lib).
      {
        to: {
          element: { type: 'feature', captured: { area: '{{ from.element.captured.area }}' } },
        },
      },
    ],
  },
  // The shell composes features; it reads the session and data status from db like any screen.
  {
    from: { element: { type: 'app' } },
    allow: [
      to(
        'app',
        'feature',
        'kit',
        'tracking',
        'hooks',
        'db',
        'worker-client',
        'ui',
        'schemas',
        'lib',
      ),
    ],
  },
  {
    from: { element: { type: 'entry' } },
    allow: [to('entry', 'app', 'db', 'worker-client', 'ui', 'schemas', 'lib')],
  },
  { from: { element: { type: 'service-worker' } }, allow: [to('service-worker', 'lib')] },
  { from: { element: { type: 'seeds' } }, allow: [to('seeds', 'schemas')] },
  // The sync server is a separate program: it shares no code with the app, either way.
  { from: { element: { type: 'server' } }, allow: [to('server')] },
];

/** `no-restricted-imports` entry: the package may be imported only where the message says. */
const only = (name, where) => ({
  name,
  message: `Only ${where} may import '${name}' (docs/architecture.md).`,
});
const DEXIE = only('dexie', 'src/db and workers/');
const DEXIE_HOOKS = only('dexie-react-hooks', 'src/hooks, src/tracking and src/features/kit');
const COMLINK = only('comlink', 'src/worker/client.ts and workers/');
const DOMPURIFY = only('dompurify', 'src/lib/markdown.ts');
const MICROMARK = only('micromark', 'src/lib/markdown.ts');
// Navigation is wrapped once (docs/architecture.md): everything else imports src/lib/navigation.
const WOUTER = [
  only('wouter', 'src/lib/navigation.ts'),
  only('wouter/use-browser-location', 'src/lib/navigation.ts'),
];
// Wallet addresses, secrets and sync codes are handled with audited codecs, in two places to audit.
const WALLET_CODECS = ['@noble/hashes', '@scure/base', '@scure/bip39'].map((name) => ({
  group: [name, `${name}/*`],
  message: `Only src/schemas and src/sync may import '${name}' (docs/architecture.md).`,
}));
// CSV is written in one place (src/lib/csv.ts), which also neutralises formulas.
const PAPAPARSE = only('papaparse', 'src/lib/csv.ts');
const REACT_FREE = ['react', 'react-dom', 'react-dom/client', 'dexie-react-hooks'].map((name) => ({
  name,
  message: 'Workers, db, schemas and lib are React-free (docs/architecture.md).',
}));
const NO_NODE_BUILTINS = {
  group: ['node:*'],
  message: 'Browser code: Node built-ins do not exist here.',
};

/** The packages a file may not import: every guarded one except those named in `allowed`. */
function restrictedImports({ allowed = [], reactFree = false } = {}) {
  const guarded = [DEXIE, DEXIE_HOOKS, COMLINK, DOMPURIFY, MICROMARK, PAPAPARSE, ...WOUTER].filter(
    (entry) => !allowed.includes(entry.name),
  );
  const guardedGroups = WALLET_CODECS.filter((entry) => !allowed.includes(entry.group[0]));
  return [
    'error',
    {
      paths: reactFree
        ? [...guarded.filter((entry) => entry.name !== 'dexie-react-hooks'), ...REACT_FREE]
        : guarded,
      patterns: [NO_NODE_BUILTINS, ...guardedGroups],
    },
  ];
}

const RAW_HTML = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: 'Only src/ui/Markdown.tsx sets HTML (it renders sanitised markdown).',
  },
  {
    selector:
      'AssignmentExpression > MemberExpression.left[property.name=/^(innerHTML|outerHTML)$/]',
    message: 'Only src/lib/markdown.ts produces HTML.',
  },
  {
    selector: "CallExpression[callee.property.name='insertAdjacentHTML']",
    message: 'Only src/lib/markdown.ts produces HTML.',
  },
];

export default defineConfig([
  globalIgnores([
    'dist/',
    'dist-sync/',
    'coverage/',
    'playwright-report/',
    'test-results/',
    'bench/results/',
    'node_modules/',
  ]),

  js.configs.recommended,

  // Import order is one rule everywhere, fixed by `eslint --fix`; layout is Prettier's (`npm run format`).
  {
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: { 'simple-import-sort/imports': 'error', 'simple-import-sort/exports': 'error' },
  },

  // Type-checked strict and stylistic rules for all TypeScript, through the per-environment tsconfigs.
  {
    files: TS,
    extends: [tseslint.configs.strictTypeChecked, tseslint.configs.stylisticTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'inline-type-imports' },
      ],
      '@typescript-eslint/no-import-type-side-effects': 'error',
      // Numbers and booleans in messages read fine; objects and undefined are still refused.
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        { allowNumber: true, allowBoolean: true },
      ],
      // TrustedHTML stringifies to its markup; the DOM lib does not declare its toString.
      '@typescript-eslint/no-base-to-string': [
        'error',
        { ignoredTypeNames: ['TrustedHTML', 'Error', 'RegExp', 'URL', 'URLSearchParams'] },
      ],
      // `void promise` marks a deliberate fire-and-forget (the codebase's existing convention).
      '@typescript-eslint/no-confusing-void-expression': [
        'error',
        { ignoreArrowShorthand: true, ignoreVoidOperator: true },
      ],
      // Unused values are already a type error (noUnusedLocals/Parameters); `_`-prefixed ones are deliberate.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // It counts a type parameter's uses in the signature only: a collection's type parameter that
      // pairs it with its records inside the body (RecordOf<C>, KeyOf<C>) is what avoids casts.
      '@typescript-eslint/no-unnecessary-type-parameters': 'off',
    },
  },

  // Plain JavaScript (configs, Node scripts): no type information.
  { files: ['**/*.js', '**/*.mjs'], extends: [tseslint.configs.disableTypeChecked] },

  // Browser code: no Node globals.
  { files: BROWSER_CODE, languageOptions: { globals: { ...globals.browser } } },
  { files: ['workers/**'], languageOptions: { globals: { ...globals.worker } } },
  { files: ['src/sw/**'], languageOptions: { globals: { ...globals.serviceworker } } },
  { files: NODE_CODE, languageOptions: { globals: { ...globals.node } } },

  // React: hooks rules wherever components and hooks live.
  { files: ['src/**/*.{ts,tsx}'], extends: [reactHooks.configs.flat.recommended] },

  // Layers.
  {
    files: ['src/**', 'workers/**', 'seeds/**', 'server/**'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['src/**', 'workers/**', 'seeds/**', 'server/**'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: layerPolicies }],
    },
  },
  {
    files: ['src/**', 'workers/**', 'seeds/**'],
    rules: {
      'no-restricted-imports': restrictedImports(),
      'no-restricted-syntax': ['error', ...RAW_HTML],
    },
  },
  {
    files: ['src/db/**'],
    rules: { 'no-restricted-imports': restrictedImports({ allowed: ['dexie'], reactFree: true }) },
  },
  {
    files: ['src/schemas/**'],
    rules: {
      'no-restricted-imports': restrictedImports({
        allowed: ['@noble/hashes', '@scure/base', '@scure/bip39'],
        reactFree: true,
      }),
    },
  },
  {
    files: ['src/lib/**'],
    rules: { 'no-restricted-imports': restrictedImports({ reactFree: true }) },
  },
  {
    files: ['src/sync/**'],
    rules: {
      'no-restricted-imports': restrictedImports({
        allowed: ['@noble/hashes', '@scure/base'],
        reactFree: true,
      }),
    },
  },
  {
    files: ['src/lib/csv.ts'],
    rules: {
      'no-restricted-imports': restrictedImports({ allowed: ['papaparse'], reactFree: true }),
    },
  },
  {
    files: ['src/lib/navigation.ts'],
    rules: {
      'no-restricted-imports': restrictedImports({
        allowed: ['wouter', 'wouter/use-browser-location'],
      }),
    },
  },
  {
    files: ['src/lib/markdown.ts'],
    rules: {
      'no-restricted-imports': restrictedImports({
        allowed: ['dompurify', 'micromark'],
        reactFree: true,
      }),
    },
  },
  {
    files: ['workers/**'],
    rules: {
      'no-restricted-imports': restrictedImports({
        allowed: ['dexie', 'comlink'],
        reactFree: true,
      }),
    },
  },
  {
    files: ['src/worker/client.ts'],
    rules: { 'no-restricted-imports': restrictedImports({ allowed: ['comlink'] }) },
  },
  {
    files: ['src/hooks/**', 'src/tracking/**', 'src/features/kit/**'],
    rules: { 'no-restricted-imports': restrictedImports({ allowed: ['dexie-react-hooks'] }) },
  },
  {
    files: ['src/ui/Markdown.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...RAW_HTML.slice(1)] },
  },

  // The worker contract is types only: no value import, no runtime statement.
  {
    files: ['workers/api.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.\\./src/schemas/)',
              message:
                'workers/api.ts names only schema types: it imports no implementation module.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        ...RAW_HTML,
        {
          selector:
            "ImportDeclaration[importKind='value'] > :matches(ImportDefaultSpecifier, ImportNamespaceSpecifier, ImportSpecifier[importKind='value'])",
          message: 'workers/api.ts is types only: use `import type`.',
        },
        {
          selector: "ImportDeclaration[importKind='value'][specifiers.length=0]",
          message: 'workers/api.ts is types only: no side-effect imports.',
        },
        {
          selector:
            'Program > :not(ImportDeclaration, ExportNamedDeclaration, TSInterfaceDeclaration, TSTypeAliasDeclaration)',
          message: 'workers/api.ts is types only: no runtime code.',
        },
        {
          selector: 'ExportNamedDeclaration > :not(TSInterfaceDeclaration, TSTypeAliasDeclaration)',
          message: 'workers/api.ts is types only: export types.',
        },
        {
          selector: 'ExportNamedDeclaration[source]',
          message: 'workers/api.ts is types only: no re-exports.',
        },
      ],
    },
  },

  // Tests, benchmarks and scripts: Node code that may reach into any layer to test or measure it.
  {
    files: ['tests/**', 'bench/**', 'scripts/**'],
    rules: {
      // A test states what it just built (`hits[0]!.id`); a wrong guess fails the test anyway.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Page scripts reject with IndexedDB's own `request.error` (a DOMException, null only after success).
      '@typescript-eslint/prefer-promise-reject-errors': 'off',
      // Fakes stand in for async APIs with `async () => value`.
      '@typescript-eslint/require-await': 'off',
      // Oracles for URL sanitising spell out the control characters browsers ignore.
      'no-control-regex': 'off',
      // Spies and fakes stand in for typed APIs (Dexie tables, IndexedDB stores, Comlink proxies,
      // ical.js's untyped parse tree): they are handled as the API they replace.
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // A proxied callback (Comlink) returns a promise although its declared type says void.
      '@typescript-eslint/await-thenable': 'off',
      // Playwright's waitForFunction takes a returned Promise for a truthy value and resolves at
      // once: a benchmark "waited" for the search index that way and measured it half built.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='waitForFunction'] > :function[async=true]",
          message:
            'waitForFunction does not await a Promise: it counts as truthy. Poll with expect.poll(() => page.evaluate(check)) or a loop instead.',
        },
        {
          selector:
            "CallExpression[callee.property.name='waitForFunction'] > :function ReturnStatement > NewExpression[callee.name='Promise']",
          message:
            'waitForFunction does not await a Promise: it counts as truthy. Poll with expect.poll(() => page.evaluate(check)) or a loop instead.',
        },
      ],
    },
  },
  {
    files: ['tests/e2e/**'],
    rules: {
      // A helper crosses page.evaluate only as source, so the page compiles it with `new Function`.
      '@typescript-eslint/no-implied-eval': 'off',
    },
  },
  // Last: switches off the stylistic rules the formatter owns.
  prettierConfig,
]);
