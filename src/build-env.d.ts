/** Build-time switches read through `import.meta.env` (Vite exposes `VITE_*` variables). */
interface ImportMetaEnv {
  /** `off` builds the service worker kill switch (scripts/pwa-plugin.ts; docs/offline.md, "The kill switch"). */
  readonly VITE_SERVICE_WORKER?: string;
}
