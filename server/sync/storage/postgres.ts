import pg from 'pg';
import * as Y from 'yjs';

import type { RoomRecord, SyncStorage } from './storage';

/** Any constant: it names the lock that keeps two instances from creating the table at once. */
const SCHEMA_LOCK = 52_0001;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS sync_rooms (
    id text PRIMARY KEY,
    write_hash text NOT NULL,
    read_hash text NOT NULL,
    created_at timestamptz NOT NULL,
    state bytea
  )`;

interface RoomRow {
  write_hash: string;
  read_hash: string;
  created_at: Date;
}

const toRecord = (row: RoomRow): RoomRecord => ({
  writeHash: row.write_hash,
  readHash: row.read_hash,
  createdAt: row.created_at.toISOString(),
});

/**
 * PostgreSQL, which several server instances may share (behind Redis): registering is one
 * INSERT … ON CONFLICT, and a stored state is merged with the one already there.
 */
export async function openPostgresStorage(
  connectionString: string,
  onIdleError: (error: Error) => void,
): Promise<SyncStorage> {
  const pool = new pg.Pool({ connectionString, max: 4 });
  // An idle client that loses its connection emits here; unheard, it would end the process.
  pool.on('error', onIdleError);
  try {
    await inTransaction(pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
      await client.query(SCHEMA);
    });
  } catch (error) {
    await pool.end();
    throw error;
  }

  const getRoom = async (roomId: string) => {
    const { rows } = await pool.query<RoomRow>(
      'SELECT write_hash, read_hash, created_at FROM sync_rooms WHERE id = $1',
      [roomId],
    );
    return rows[0] && toRecord(rows[0]);
  };

  return {
    kind: 'postgres',
    getRoom,
    async registerRoom(roomId, record) {
      const { rowCount } = await pool.query(
        `INSERT INTO sync_rooms (id, write_hash, read_hash, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (id) DO NOTHING`,
        [roomId, record.writeHash, record.readHash, record.createdAt],
      );
      if (rowCount === 1) return { stored: record, created: true };
      const stored = await getRoom(roomId);
      // Rooms are never deleted, so the one that won the conflict is still there.
      if (!stored) throw new Error('A registered room is missing');
      return { stored, created: false };
    },
    async loadState(roomId) {
      const { rows } = await pool.query<{ state: Buffer | null }>(
        'SELECT state FROM sync_rooms WHERE id = $1',
        [roomId],
      );
      const state = rows[0]?.state;
      return state ? new Uint8Array(state) : undefined;
    },
    storeState: (roomId, state) =>
      inTransaction(pool, async (client) => {
        const { rows } = await client.query<{ state: Buffer | null }>(
          'SELECT state FROM sync_rooms WHERE id = $1 FOR UPDATE',
          [roomId],
        );
        const stored = rows[0]?.state;
        // The new state first: where both hold a struct, Yjs keeps the first one's, and the new
        // state has the garbage-collected form of what was deleted since.
        const merged = stored ? Y.mergeUpdates([state, new Uint8Array(stored)]) : state;
        await client.query('UPDATE sync_rooms SET state = $2 WHERE id = $1', [
          roomId,
          Buffer.from(merged),
        ]);
      }),
    close: () => pool.end(),
  };
}

async function inTransaction(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<void>,
): Promise<void> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    await work(client);
    await client.query('COMMIT');
  } catch (error) {
    // The first error is the one to report; a client that cannot roll back is thrown away.
    await client.query('ROLLBACK').catch((rollbackError: unknown) => {
      broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
    });
    throw error;
  } finally {
    client.release(broken);
  }
}
