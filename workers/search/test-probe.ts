/**
 * What this worker's index answers, for end-to-end tests only (docs/testing.md, "Asking the search
 * worker"). A test that must act only once the index has heard another tab's save (a search left
 * in a closed menu, say) polls this instead of sleeping for a guess at how long that takes.
 *
 * It lives in the worker's global scope, which only code inside the worker reaches (Playwright's
 * `worker.evaluate`): the page and its scripts cannot call it, and it adds no origin and no eval.
 */
import type { SearchService } from './search-service';

export interface SearchProbeScope {
  alphascoutIndexedTitles?: (query: string) => Promise<string[]>;
}

export function exposeSearchProbe(service: SearchService): void {
  (globalThis as SearchProbeScope).alphascoutIndexedTitles = async (query) =>
    (await service.search(query)).hits.map((hit) => hit.title);
}
