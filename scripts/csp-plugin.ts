/**
 * The Content-Security-Policy of the built app, as a `<meta http-equiv>` tag: a static host
 * cannot be relied on to send headers. Build only (`apply: 'build'`): the dev server needs inline
 * scripts for hot reload and `npm run dev` must keep working.
 *
 * Why each directive is as it is (verified in Chromium by tests/e2e/csp.spec.ts):
 * - `script-src 'self'`: the built index.html has only `<script type="module" src>`; Vite's
 *   module-preload polyfill and preload helper live inside the entry chunk, not inline. No eval.
 * - `style-src 'self'`: all CSS is the built stylesheet (UnoCSS and the reset are extracted at
 *   build time). React writes `style={{…}}` props through the CSSOM (`element.style.x = …`),
 *   which CSP does not govern, so no 'unsafe-inline' is needed; only `<style>` elements and
 *   style attributes created by the HTML parser would be blocked, and we create neither (article
 *   markup loses `style` in DOMPurify).
 * - `img-src 'self' data: https:`: seed images are local, team avatars are inline `data:`
 *   images, and records may point at any https image.
 * - `worker-src 'self'`: the app worker is a same-origin module script.
 * - `frame-ancestors` cannot be delivered by a meta tag (browsers ignore it there), so it is not
 *   listed; a host that can send headers should add `frame-ancestors 'none'`.
 * - Trusted Types: only three policies may exist. `dompurify` is DOMPurify's own (it turns its
 *   sanitised output into TrustedHTML, src/lib/markdown.ts), `alphascout` vouches for the
 *   worker's same-origin script URL (src/worker/client.ts), `alphascout-sw` for the service
 *   worker's, /sw.js (src/worker/service-worker.ts). Any other string reaching an HTML or script
 *   sink (innerHTML, script.src, eval, new Worker, serviceWorker.register…) throws.
 */
import { createRequire } from 'node:module';

import type { Plugin } from 'vite';

const CONTENT_SECURITY_POLICY: Readonly<Record<string, string>> = {
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self'",
  'img-src': "'self' data: https:",
  'font-src': "'self'",
  'connect-src': "'self'",
  'worker-src': "'self'",
  'manifest-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
  'require-trusted-types-for': "'script'",
  'trusted-types': 'alphascout alphascout-sw dompurify',
};

/**
 * The origin a build with sync may connect to beyond its own (`ALPHASCOUT_SYNC_URL`, docs/sync.md):
 * exactly that origin, and only a WebSocket one. Anything else stops the build with a line saying
 * why, rather than ship a policy that blocks the sync or opens more than it needs.
 */
export function syncOrigin(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`ALPHASCOUT_SYNC_URL is not a URL: ${url}`);
  }
  if (parsed.protocol !== 'ws:' && parsed.protocol !== 'wss:')
    throw new Error(
      `ALPHASCOUT_SYNC_URL must start with ws:// or wss://, not ${parsed.protocol}//`,
    );
  return parsed.origin;
}

/** The policy as one header/meta value; with a sync server's URL, its origin may be connected to. */
export function contentSecurityPolicy(syncUrl = ''): string {
  return Object.entries(CONTENT_SECURITY_POLICY)
    .map(([directive, value]) =>
      directive === 'connect-src' && syncUrl !== ''
        ? `${directive} ${value} ${syncOrigin(syncUrl)}`
        : `${directive} ${value}`,
    )
    .join('; ');
}

/** Adds the policy to `<head>` of the built index.html, before any script or stylesheet. */
function contentSecurityPolicyPlugin(): Plugin {
  return {
    name: 'alphascout:content-security-policy',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (/<script(?![^>]*\bsrc=)[^>]*>/i.test(html)) {
          throw new Error(
            "index.html has an inline <script>; the Content-Security-Policy (script-src 'self') would block it",
          );
        }
        const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(process.env.ALPHASCOUT_SYNC_URL ?? '')}" />`;
        // Right after the charset (which must stay first), before any script or stylesheet.
        const charset = /<meta\s+charset=[^>]*>/i;
        if (!charset.test(html))
          throw new Error('index.html has no <meta charset>; the CSP meta tag goes right after it');
        return html.replace(charset, (tag) => `${tag}\n    ${meta}`);
      },
    },
  };
}

/**
 * micromark decodes named character references (`&amp;`, `&copy;`) through
 * `decode-named-character-reference`, whose "browser" build assigns `'&' + name + ';'` to an
 * element's `innerHTML`. Under `require-trusted-types-for 'script'` that assignment throws, and an
 * article containing `&amp;` would fail to render. Its default build looks the name up in a table
 * instead (no DOM, a few kB more), so resolve to that one everywhere. Dev and build alike, so both
 * run the same code.
 */
export function trustedTypesCompatPlugin(): Plugin {
  const tableDecoder = createRequire(import.meta.url).resolve('decode-named-character-reference');
  return {
    name: 'alphascout:trusted-types-compat',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [{ find: /^decode-named-character-reference$/, replacement: tableDecoder }],
      },
    }),
  };
}

/** Everything the policy needs, for `plugins` in vite.config.ts. */
export function securityPlugins(): Plugin[] {
  return [trustedTypesCompatPlugin(), contentSecurityPolicyPlugin()];
}
