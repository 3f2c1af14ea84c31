import { describe, expect, it } from 'vitest';

import {
  EXPORT_FAILED,
  exportFailureMessage,
} from '../../../../src/features/backup/backup-actions';
import { RateLimitError } from '../../../../src/lib/rate-limit';

/** What Comlink hands back for an error thrown in the worker: an Error with its name and message kept. */
const fromWorker = (error: Error): Error =>
  Object.assign(new Error(error.message), { name: error.name });

describe('the export failure alert', () => {
  it("names the rate limit after the spec's text", () => {
    expect(exportFailureMessage(fromWorker(new RateLimitError()))).toBe(
      `${EXPORT_FAILED}\n\nRate limit exceeded. Please try again later.`,
    );
  });

  it("is the spec's text alone for any other error", () => {
    expect(exportFailureMessage(new Error('DatabaseClosedError: closed'))).toBe(EXPORT_FAILED);
    expect(exportFailureMessage('odd')).toBe(EXPORT_FAILED);
  });
});
