/**
 * fake-indexeddb behind the read-only fallback. Imported only dynamically (memory-fallback.ts),
 * so that this module and the library form one chunk that only a visitor whose browser refuses
 * IndexedDB downloads.
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';

import type { IdbBackend } from './memory-fallback';

/** A fresh, empty in-memory IndexedDB. */
export function createMemoryBackend(): IdbBackend {
  return { factory: new IDBFactory(), keyRange: IDBKeyRange };
}
