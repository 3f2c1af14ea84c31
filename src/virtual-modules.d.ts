/** Provided by scripts/seed-asset-plugin.ts: where the seed data JSON is served. */
declare module 'virtual:seed-data-url' {
  const url: string;
  export default url;
}
