/**
 * Runs `body` with the process in another time zone, so a test can tell the visitor's calendar day
 * from UTC's (the machines that run the tests are usually on UTC, where the two agree).
 */
export function inTimeZone<T>(zone: string, body: () => T): T {
  const before = process.env.TZ;
  process.env.TZ = zone;
  try {
    return body();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}
