// Dexie code in unit tests runs on fake-indexeddb (a real IndexedDB implementation in memory).
import 'fake-indexeddb/auto';
