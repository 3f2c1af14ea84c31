import { type Frame, readFrame } from './frames';
import { MAX_FRAMES_BEFORE_GRANT } from './options';

type ValidFrame = Extract<Frame, { valid: true }>;

/** Close codes a client may see (see docs/sync.md, "Limits"); 1009 comes from ws itself. */
export const CLOSE = {
  malformed: 4400,
  notOpened: 4408,
  roomFull: 4413,
} as const;

export type Refusal = 'malformed' | 'second-room' | 'too-early' | 'not-opened' | 'room-full';

export interface GuardedSocket {
  close(code: number, reason: string): void;
}

export interface GuardLimits {
  maxRoomBytes: number;
  authTimeoutMs: number;
}

/**
 * One WebSocket's rules, checked on every frame before Hocuspocus sees it: a frame must decode
 * whole, a socket serves one room, few frames may come before its token is accepted, and a writer's
 * update may not grow the room past its limit. Any breach closes the socket, never the room.
 */
export class SocketGuard {
  room: string | undefined;
  mode: 'read' | 'write' | undefined;
  private framesBeforeGrant = 0;
  private closing = false;
  // Hocuspocus replays frames it queued during authentication: each is decoded once.
  private readonly decoded = new WeakMap<object, ValidFrame>();
  private readonly openTimer: NodeJS.Timeout;

  constructor(
    private readonly socket: GuardedSocket,
    private readonly limits: GuardLimits,
    private readonly roomBytes: (room: string) => number | undefined,
    private readonly onRefused: (refusal: Refusal, code: number, room: string | undefined) => void,
  ) {
    this.openTimer = setTimeout(() => {
      this.refuse('not-opened', CLOSE.notOpened);
    }, limits.authTimeoutMs);
  }

  /** The token was accepted: from here on the socket's updates count against the room. */
  granted(mode: 'read' | 'write'): void {
    this.mode = mode;
  }

  /** The room is loaded and the socket joined it. */
  opened(): void {
    clearTimeout(this.openTimer);
  }

  /** The socket's only room connection ended, so the socket has nothing left to do. */
  roomClosed(): void {
    this.closing = true;
    this.socket.close(1000, '');
  }

  dispose(): void {
    this.closing = true;
    clearTimeout(this.openTimer);
  }

  screen(data: unknown, isBinary: unknown): boolean {
    if (this.closing) return false;
    if (!(data instanceof Uint8Array)) return this.refuse('malformed', CLOSE.malformed);
    const frame = this.decoded.get(data) ?? this.firstSight(data, isBinary);
    if (!frame) return false;
    if (frame.kind !== 'update' || this.mode !== 'write') return true;
    const bytes = this.roomBytes(frame.room);
    if (bytes !== undefined && bytes + frame.updateBytes > this.limits.maxRoomBytes) {
      return this.refuse('room-full', CLOSE.roomFull);
    }
    return true;
  }

  private firstSight(data: Uint8Array, isBinary: unknown): ValidFrame | undefined {
    const frame = isBinary === true ? readFrame(data) : { valid: false as const };
    if (!frame.valid) {
      this.refuse('malformed', CLOSE.malformed);
      return undefined;
    }
    this.room ??= frame.room;
    if (frame.room !== this.room) {
      this.refuse('second-room', CLOSE.malformed);
      return undefined;
    }
    if (this.mode === undefined && ++this.framesBeforeGrant > MAX_FRAMES_BEFORE_GRANT) {
      this.refuse('too-early', CLOSE.malformed);
      return undefined;
    }
    this.decoded.set(data, frame);
    return frame;
  }

  private refuse(refusal: Refusal, code: number): false {
    if (!this.closing) {
      this.closing = true;
      clearTimeout(this.openTimer);
      this.onRefused(refusal, code, this.room);
      this.socket.close(code, refusal);
    }
    return false;
  }
}
