/** What the server keeps of a room: who may join it, and its Yjs state (see docs/sync.md). */
export interface RoomRecord {
  /** sha256 of the write token, lowercase hex. */
  writeHash: string;
  /** sha256 of the read token, lowercase hex. */
  readHash: string;
  /** When the room was registered, ISO 8601. */
  createdAt: string;
}

/** The room registry and the Y.Doc states, behind one interface for LevelDB and PostgreSQL. */
export interface SyncStorage {
  readonly kind: 'leveldb' | 'postgres';
  getRoom(roomId: string): Promise<RoomRecord | undefined>;
  /**
   * Registers the room unless it is already known, and returns the record stored now: the
   * caller's (`created`) or the one someone registered first.
   */
  registerRoom(
    roomId: string,
    record: RoomRecord,
  ): Promise<{ stored: RoomRecord; created: boolean }>;
  /** The stored `Y.encodeStateAsUpdate` of the room, if any was stored. */
  loadState(roomId: string): Promise<Uint8Array | undefined>;
  /**
   * Stores the room's state. A store that several server instances share merges it with what is
   * there, since another instance may have stored changes this one has not received yet.
   */
  storeState(roomId: string, state: Uint8Array): Promise<void>;
  close(): Promise<void>;
}
