import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';

import { Redis } from '@hocuspocus/extension-redis';
import { type Extension, Hocuspocus } from '@hocuspocus/server';
import IORedis from 'ioredis';
import { WebSocketServer } from 'ws';

import { createLog, errorMessage, type Log, roomPrefix, stdoutSink } from './log';
import { DEFAULT_LIMITS, type StorageOptions, type SyncServerOptions } from './options';
import { AddressRateLimit, remoteAddress } from './rate-limit';
import { createRooms, type SocketContext } from './rooms';
import { ScreenedWebSocket } from './screened-socket';
import { SocketGuard } from './socket-guard';
import { openLevelStorage } from './storage/level';
import { openPostgresStorage } from './storage/postgres';
import type { SyncStorage } from './storage/storage';

export interface SyncServer {
  port: number;
  /** Closes every connection, stores every open room, and closes the storage. */
  stop(): Promise<void>;
}

/** Loopback only: TLS and the public address belong to the reverse proxy (see docs/sync.md). */
const HOST = '127.0.0.1';
const MINUTE = 60_000;

export async function startSyncServer(options: SyncServerOptions): Promise<SyncServer> {
  const now = options.now ?? Date.now;
  const log = createLog(options.logger ?? stdoutSink, now);
  const limits = {
    maxMessageBytes: options.maxMessageBytes ?? DEFAULT_LIMITS.maxMessageBytes,
    maxRoomBytes: options.maxRoomBytes ?? DEFAULT_LIMITS.maxRoomBytes,
    authTimeoutMs: options.authTimeoutMs ?? DEFAULT_LIMITS.authTimeoutMs,
  };
  const rateLimit = new AddressRateLimit(
    options.maxConnectionsPerMinute ?? DEFAULT_LIMITS.maxConnectionsPerMinute,
    now,
  );

  const storage = await openStorage(options.storage, log);
  const rooms = createRooms(storage, log, now);
  const idle = idleWatch();
  const extensions: Extension[] = [rooms.extension, idle.extension];
  if (options.redisUrl) extensions.push(redisExtension(options.redisUrl, log));
  const hocuspocus = new Hocuspocus({ quiet: true, extensions });

  const webSockets = new WebSocketServer({
    noServer: true,
    maxPayload: limits.maxMessageBytes,
    WebSocket: ScreenedWebSocket,
  });

  const connect = (socket: ScreenedWebSocket, request: IncomingMessage) => {
    const guard = new SocketGuard(socket, limits, rooms.bytes, (refusal, code, room) => {
      log.warn('refused', { reason: refusal, code, ...(room && { room: roomPrefix(room) }) });
    });
    socket.screen = (data, isBinary) => guard.screen(data, isBinary);
    socket.on('error', (error: Error & { code?: string }) => {
      const room = guard.room && roomPrefix(guard.room);
      if (error.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH') {
        log.warn('refused', { reason: 'too-big', code: 1009, ...(room && { room }) });
      } else {
        log.warn('socket-error', { message: errorMessage(error), ...(room && { room }) });
      }
    });
    socket.once('close', () => {
      guard.dispose();
    });
    hocuspocus.handleConnection(socket, request, { guard } satisfies SocketContext);
  };

  const http = createServer(answerHttp);
  http.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const address = remoteAddress(
      request.socket.remoteAddress,
      request.headers['x-forwarded-for'],
      options.trustProxy ?? false,
    );
    if (!rateLimit.take(address)) {
      log.warn('throttled', { address });
      refuseUpgrade(socket);
      return;
    }
    webSockets.handleUpgrade(request, socket, head, connect);
  });
  const sweep = setInterval(() => {
    rateLimit.sweep();
  }, MINUTE);
  sweep.unref();

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port, HOST, () => {
      http.off('error', reject);
      resolve();
    });
  });
  const { port } = http.address() as AddressInfo;
  log.info('listening', { port, storage: storage.kind, redis: Boolean(options.redisUrl) });

  return {
    port,
    async stop() {
      clearInterval(sweep);
      const closed = new Promise((resolve) => http.close(resolve));
      for (const socket of webSockets.clients) socket.terminate();
      await idle.whenIdle(hocuspocus);
      await hocuspocus.hooks('onDestroy', { instance: hocuspocus });
      await storage.close();
      http.closeAllConnections();
      await closed;
      log.info('stopped', { port });
    },
  };
}

function answerHttp(request: IncomingMessage, response: ServerResponse): void {
  const path = request.url?.split('?')[0];
  if (request.method === 'GET' && path === '/health') {
    response.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
  } else {
    response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
  }
}

function refuseUpgrade(socket: Duplex): void {
  socket.on('error', () => socket.destroy());
  socket.end('HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
}

function openStorage(storage: StorageOptions, log: Log): Promise<SyncStorage> {
  return storage.kind === 'leveldb'
    ? openLevelStorage(storage.directory)
    : openPostgresStorage(storage.url, (error) => {
        log.error('storage-failed', { message: errorMessage(error) });
      });
}

/**
 * The Redis extension locks each store in Redis and skips the store when another instance holds
 * the lock; the other instance's state may predate the change, which then stays unstored. The
 * shared storage merges every store under a row lock instead, so no store is skipped.
 */
class UnlockedRedis extends Redis {
  override onStoreDocument(): Promise<void> {
    return Promise.resolve();
  }

  override afterStoreDocument(): Promise<void> {
    return Promise.resolve();
  }
}

function redisExtension(url: string, log: Log): Extension {
  return new UnlockedRedis({
    prefix: 'alphascout-sync',
    createClient: () => {
      const client = new IORedis(url);
      client.on('error', (error: Error) => {
        log.error('redis-failed', { message: errorMessage(error) });
      });
      return client;
    },
  });
}

/** Resolves once Hocuspocus holds no room: every room was stored and unloaded. */
function idleWatch() {
  const waiting = new Set<() => void>();
  const isIdle = (instance: Hocuspocus) =>
    instance.getDocumentsCount() === 0 && instance.loadingDocuments.size === 0;
  const extension: Extension = {
    afterUnloadDocument({ instance }) {
      if (isIdle(instance)) {
        for (const resolve of waiting) resolve();
        waiting.clear();
      }
      return Promise.resolve();
    },
  };
  const whenIdle = (instance: Hocuspocus) =>
    new Promise<void>((resolve) => {
      if (isIdle(instance)) resolve();
      else waiting.add(resolve);
    });
  return { extension, whenIdle };
}
