// `npm run sync-server`: reads the environment, starts the server, stops it on a signal.
import { optionsFromEnv } from './env';
import { createLog, errorMessage, stdoutSink } from './log';
import { startSyncServer } from './server';

const log = createLog(stdoutSink);

// A rejection nobody awaited (a library's timer) is logged; the rooms and sockets carry on.
process.on('unhandledRejection', (reason) => {
  log.error('unhandled-rejection', { message: errorMessage(reason) });
});

try {
  const server = await startSyncServer(optionsFromEnv(process.env));
  const stop = () => {
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error('stop-failed', { message: errorMessage(error) });
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  log.error('start-failed', { message: errorMessage(error) });
  process.exitCode = 1;
}
