/**
 * The contract between the main thread and the app worker: types only, shared by both sides (the
 * linter refuses any value import or runtime statement here). The worker checks its
 * implementation against it with `satisfies`; the main thread reaches it only through
 * src/worker/client.ts, where every call can also reject with WorkerUnavailableError when the
 * worker cannot start.
 *
 * The rate limiter (60 calls per operation name per minute; docs/security.md, "Rate limit") counts `search`,
 * `exportAll` and `importBackup`, and nothing else: `ping`, `searchStatus`, `watchSearchIndex`
 * and `cancelImport` are free. `searchPage` counts as a `search`, in the same 60, when it has to
 * rank its query; another page or kind of the answer last ranked, at the same index version, is
 * read from it for free. Over the limit, `search` and `searchPage` answer
 * `{ status: 'rate-limited' }` and never reject; `exportAll` and `importBackup` reject with the limiter's RateLimitError (message
 * "Rate limit exceeded. Please try again later."). Each member says what else makes it reject.
 */
import type { CollectionName, SearchCollection } from '../src/schemas/registry';

/** One search result, enough to show it and to open it. */
export interface SearchHit {
  collection: SearchCollection;
  /** The kind of item shown to the visitor: Signal, Airdrop, NFT, Course, Link… */
  type: string;
  id: string | number;
  /** Name or title. */
  title: string;
  symbol?: string;
  image: string;
  /** Courses and blog posts open by slug. */
  slug?: string;
  /** Link-directory entries open their own site. */
  url?: string;
}

/** How many results of each kind a query has (kinds without any are left out). */
export type SearchCounts = Partial<Record<SearchCollection, number>>;

/**
 * A search's outcome: hits and the version of the index that gave them (see `watchSearchIndex`;
 * null when the search failed, with no hits), or the rate limiter's refusal with the text to show.
 */
export type SearchResponse =
  /** `indexing`: some records are not yet in the relevance tier (descriptions), so an answer asked for later may hold more. */
  | { status: 'ok'; hits: SearchHit[]; indexVersion: number | null; indexing: boolean }
  | { status: 'rate-limited'; message: string };

/** One window of a query's results, all kinds or one: `offset` from 0, at most 100 hits. */
export interface SearchPageRequest {
  collection?: SearchCollection;
  offset: number;
  limit: number;
}

/**
 * A window of results, as `search` answers (`indexVersion`, `indexing`), with how many the kind
 * asked for has in all (`total`), the count of every kind (`counts`), and whether the query had
 * more than the 2,000 that are counted and listed (`capped`).
 */
export type SearchPageResponse =
  | {
      status: 'ok';
      hits: SearchHit[];
      total: number;
      counts: SearchCounts;
      capped: boolean;
      indexVersion: number | null;
      indexing: boolean;
    }
  | { status: 'rate-limited'; message: string };

export interface SearchStatus {
  /** Records the index knows. */
  documents: number;
  /** Records still waiting for the relevance tier (names already answer for them). */
  pending: number;
  ready: boolean;
}

/** Where an import has got: bytes of the file while checking it, records while writing them. */
export interface ImportProgress {
  phase: 'checking' | 'writing';
  done: number;
  total: number;
}

/** Records written to the export file so far. */
export interface ExportProgress {
  done: number;
  total: number;
}

/**
 * An import's outcome: nothing is written unless the whole file is valid. `envelopes` holds, for
 * each collection the import replaced, its localStorage envelope ready to store (null when over
 * budget). `problems` are up to five lines naming collection, index, field and problem (or what
 * else went wrong).
 */
export type ImportResult =
  | { ok: true; written: number; envelopes: Map<CollectionName, string | null> }
  | { ok: false; problems: string[]; cancelled?: boolean };

export interface AppWorkerApi {
  /** Answers once the worker runs; the client uses it to tell a worker that cannot start. Not rate-limited; never rejects. */
  ping(): Promise<'pong'>;
  /**
   * Ranked search over every content collection (docs/product.md, "Search"): exact name, then names
   * that start with the query, then the rest by relevance; at most 20 hits. Queries under 2
   * characters give no hits. Rate-limited: over the limit it answers `rate-limited`. Never
   * rejects: a failure gives no hits.
   */
  search(query: string): Promise<SearchResponse>;
  /**
   * The results page (docs/product.md, "Search"): the same ranking as `search`, past its 20 hits,
   * up to the best 2,000, read a window at a time, all kinds or one (`request.collection`), with
   * the count of each kind. Rate-limited as described above; never rejects: a failure gives no
   * hits.
   */
  searchPage(query: string, request: SearchPageRequest): Promise<SearchPageResponse>;
  /** How far the index has got (for diagnostics and the benchmark). Not rate-limited; never rejects. */
  searchStatus(): Promise<SearchStatus>;
  /**
   * Calls `onChange` with the index's new version each time what a search can answer has changed
   * (a collection read again after an import or another tab's edit, descriptions indexed, a record
   * edited), so an answer on screen from an older version can be asked for again. For the life
   * of the worker. Not rate-limited; never rejects.
   */
  watchSearchIndex(onChange: (version: number) => void): Promise<void>;
  /**
   * Every collection as one JSON file keyed by collection name (docs/data.md, "Backups"), read in
   * one consistent snapshot and built page by page. `onProgress` is called as pages are added.
   * Rate-limited: rejects with RateLimitError over the limit, and with the database's error if
   * reading fails (e.g. the connection was closed by a newer tab's upgrade).
   */
  exportAll(onProgress?: (progress: ExportProgress) => void): Promise<Blob>;
  /**
   * Reads a backup file of any size in the worker, streamed: refused at once if larger than the
   * free storage; nesting checked, JSON object only, array values per collection key, every record
   * validated; then the file is read again into one strict-durability transaction that replaces
   * each collection present. Never rejects for a bad file: the result says what was wrong.
   * Rate-limited: rejects with RateLimitError over the limit.
   */
  importBackup(file: Blob, onProgress?: (progress: ImportProgress) => void): Promise<ImportResult>;
  /**
   * Stops the running import and rolls back what it wrote, unless it has begun to commit; then it
   * completes. Not rate-limited (a cancel must always get through); never rejects.
   */
  cancelImport(): Promise<void>;
}
