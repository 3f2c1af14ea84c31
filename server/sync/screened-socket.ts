import { WebSocket } from 'ws';

/** Says, before any listener runs, whether a received message is delivered at all. */
export type MessageScreen = (data: unknown, isBinary: unknown) => boolean;

/**
 * A ws WebSocket whose 'message' events pass a screen first. Hocuspocus listens to 'message'
 * itself and would apply or queue whatever arrives; refusing a frame has to happen before that.
 */
export class ScreenedWebSocket extends WebSocket {
  screen: MessageScreen | undefined;

  override emit(event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'message' && this.screen && !this.screen(args[0], args[1])) return false;
    return super.emit(event, ...args);
  }
}
