import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { openPostgresStorage } from '../../../server/sync/storage/postgres';
import type { SyncStorage } from '../../../server/sync/storage/storage';
import { acknowledged, closeClients, connect } from './clients';
import { startTestServer } from './harness';
import { findPostgresBin, type Service, startPostgres } from './services';
import { newSpace } from './space';
import { read, stateWith, storageContract } from './storage-contract';

const bin = findPostgresBin();
const failOnIdleError = (error: Error) => {
  throw error;
};

describe.skipIf(!bin)(
  'sync storage: PostgreSQL (skipped: no initdb; apt-get install postgresql)',
  () => {
    let postgres: Service;
    let databases = 0;
    beforeAll(async () => {
      postgres = await startPostgres(bin!);
    }, 120_000);
    afterAll(async () => {
      await postgres.stop();
    });

    /** A database of its own per test: the contract's room ids repeat. */
    async function freshDatabase(): Promise<string> {
      databases += 1;
      const name = `sync_test_${databases}`;
      const admin = new pg.Client({ connectionString: postgres.url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      return postgres.url.replace(/\/postgres$/, `/${name}`);
    }

    storageContract(async () => {
      const url = await freshDatabase();
      const storage = await openPostgresStorage(url, failOnIdleError);
      return {
        storage,
        reopen: async () => {
          await storage.close();
          return openPostgresStorage(url, failOnIdleError);
        },
      };
    });

    describe('shared by several instances', () => {
      const opened: SyncStorage[] = [];
      afterEach(async () => {
        await Promise.all(opened.splice(0).map((storage) => storage.close()));
      });

      it('sets its table up once when two instances start together', async () => {
        const url = await freshDatabase();
        opened.push(
          ...(await Promise.all([
            openPostgresStorage(url, failOnIdleError),
            openPostgresStorage(url, failOnIdleError),
          ])),
        );
        const [first, second] = opened;
        await first!.registerRoom('a'.repeat(32), {
          writeHash: '1'.repeat(64),
          readHash: '2'.repeat(64),
          createdAt: '2026-01-02T03:04:05.000Z',
        });
        await expect(second!.getRoom('a'.repeat(32))).resolves.toMatchObject({
          readHash: '2'.repeat(64),
        });
      });

      it('merges a stored state with the one there: what another instance stored stays', async () => {
        const url = await freshDatabase();
        const storage = await openPostgresStorage(url, failOnIdleError);
        opened.push(storage);
        const room = 'b'.repeat(32);
        await storage.registerRoom(room, {
          writeHash: '1'.repeat(64),
          readHash: '2'.repeat(64),
          createdAt: '2026-01-02T03:04:05.000Z',
        });
        await storage.storeState(room, stateWith('from-a', 'A'));
        await storage.storeState(room, stateWith('from-b', 'B'));
        expect(read(await storage.loadState(room))).toEqual({ 'from-a': 'A', 'from-b': 'B' });
      });
    });

    describe('under the server', () => {
      afterEach(closeClients);

      it('loses nothing across a restart', async () => {
        const storage = { kind: 'postgres', url: await freshDatabase() } as const;
        const space = newSpace();
        const first = await startTestServer({ storage });
        const writer = connect(first.port, space.room, space.create);
        await writer.synced;
        writer.entries.set('a', 'kept');
        await acknowledged(writer);
        closeClients();
        await first.stop();

        const second = await startTestServer({ storage });
        const reader = connect(second.port, space.room, space.read);
        await expect(reader.outcome).resolves.toEqual({ ok: true, scope: 'readonly' });
        await reader.synced;
        expect(reader.entries.toJSON()).toEqual({ a: 'kept' });
        expect(second.logs).toContainEqual(
          expect.objectContaining({ event: 'listening', storage: 'postgres' }),
        );
        closeClients();
        await second.stop();
      });
    });
  },
);
