/**
 * The server's structured log: one JSON object per line (see docs/sync.md, "What the server logs").
 * Fields are typed so that no caller can hand it a token or a room's content: only short room
 * prefixes, counts, codes and fixed words.
 */
export interface LogFields {
  /** The first 8 characters of a room id: enough to follow one room, not to join it. */
  room?: string;
  mode?: 'read' | 'write';
  result?: string;
  reason?: string;
  bytes?: number;
  code?: number;
  port?: number;
  storage?: 'leveldb' | 'postgres';
  redis?: boolean;
  /** A remote address, logged only when it is refused (throttled). */
  address?: string;
  /** An error's message: from the server's own libraries, never carrying a token or a value. */
  message?: string;
}

export type LogLevel = 'info' | 'warn' | 'error';

/** Receives each finished line, without its newline. */
export type LogSink = (line: string) => void;

export interface Log {
  info(event: string, fields?: LogFields): void;
  warn(event: string, fields?: LogFields): void;
  error(event: string, fields?: LogFields): void;
}

export const stdoutSink: LogSink = (line) => {
  process.stdout.write(`${line}\n`);
};

export function createLog(sink: LogSink, now: () => number = Date.now): Log {
  const write = (level: LogLevel, event: string, fields: LogFields = {}) => {
    sink(JSON.stringify({ t: new Date(now()).toISOString(), level, event, ...fields }));
  };
  return {
    info: (event, fields) => {
      write('info', event, fields);
    },
    warn: (event, fields) => {
      write('warn', event, fields);
    },
    error: (event, fields) => {
      write('error', event, fields);
    },
  };
}

export const roomPrefix = (roomId: string): string => roomId.slice(0, 8);

export const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
