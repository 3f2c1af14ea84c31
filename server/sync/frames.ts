import * as decoding from 'lib0/decoding';
import * as Y from 'yjs';

/** Hocuspocus's message types (its MessageType enum), the ones a client may send. */
const SYNC = 0;
const AWARENESS = 1;
const AUTH = 2;
const QUERY_AWARENESS = 3;
const SYNC_REPLY = 4;
const CLOSE = 7;
/** y-protocols' sync steps. */
const SYNC_STEP_1 = 0;
const SYNC_STEP_2 = 1;
const SYNC_UPDATE = 2;
/** Hocuspocus's auth sub-type for "here is my token". */
const AUTH_TOKEN = 0;

export type FrameKind =
  'auth' | 'state-vector' | 'update' | 'awareness' | 'query-awareness' | 'close';

export type Frame =
  | {
      valid: true;
      room: string;
      kind: FrameKind;
      /** Bytes of a Yjs update, else 0. */ updateBytes: number;
    }
  | { valid: false };

const INVALID: Frame = { valid: false };

/**
 * Decodes a whole client frame before Hocuspocus sees it, so that a malformed one closes the
 * socket instead of reaching the room (see docs/sync.md, "Limits"). Stateless messages, which the
 * app does not use and Hocuspocus would relay to every reader, are refused too.
 */
export function readFrame(data: Uint8Array): Frame {
  try {
    const decoder = decoding.createDecoder(data);
    const room = decoding.readVarString(decoder);
    const { kind, updateBytes } = readBody(decoder);
    if (decoding.hasContent(decoder)) return INVALID;
    return { valid: true, room, kind, updateBytes };
  } catch {
    // lib0 and Yjs throw on truncated or corrupt input; that is the answer, not a fault.
    return INVALID;
  }
}

function readBody(decoder: decoding.Decoder): { kind: FrameKind; updateBytes: number } {
  const type = decoding.readVarUint(decoder);
  switch (type) {
    case SYNC:
    case SYNC_REPLY:
      return readSync(decoder);
    case AWARENESS:
      readAwareness(decoding.readVarUint8Array(decoder));
      return { kind: 'awareness', updateBytes: 0 };
    case AUTH:
      if (decoding.readVarUint(decoder) !== AUTH_TOKEN) throw new RangeError('auth sub-type');
      decoding.readVarString(decoder);
      return { kind: 'auth', updateBytes: 0 };
    case QUERY_AWARENESS:
      return { kind: 'query-awareness', updateBytes: 0 };
    case CLOSE:
      return { kind: 'close', updateBytes: 0 };
    default:
      throw new RangeError('message type');
  }
}

function readSync(decoder: decoding.Decoder): { kind: FrameKind; updateBytes: number } {
  const step = decoding.readVarUint(decoder);
  const payload = decoding.readVarUint8Array(decoder);
  if (step === SYNC_STEP_1) {
    Y.decodeStateVector(payload);
    return { kind: 'state-vector', updateBytes: 0 };
  }
  if (step === SYNC_STEP_2 || step === SYNC_UPDATE) {
    Y.decodeUpdate(payload);
    return { kind: 'update', updateBytes: payload.byteLength };
  }
  throw new RangeError('sync step');
}

/** y-protocols' awareness update: entries of client id, clock and a JSON state. */
function readAwareness(update: Uint8Array): void {
  const decoder = decoding.createDecoder(update);
  const entries = decoding.readVarUint(decoder);
  for (let index = 0; index < entries; index += 1) {
    decoding.readVarUint(decoder);
    decoding.readVarUint(decoder);
    JSON.parse(decoding.readVarString(decoder));
  }
  if (decoding.hasContent(decoder)) throw new RangeError('awareness trailing bytes');
}
