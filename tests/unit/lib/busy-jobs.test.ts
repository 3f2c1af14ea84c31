import { describe, expect, it } from 'vitest';

import { isJobRunning, subscribeJobs, trackJob } from '../../../src/lib/busy-jobs';

function deferred(): {
  promise: Promise<string>;
  resolve(value: string): void;
  reject(error: Error): void;
} {
  let resolve!: (value: string) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<string>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('busy jobs (what the update banner waits for)', () => {
  it('counts a job as running until it settles, and returns its result unchanged', async () => {
    const job = deferred();
    const tracked = trackJob(job.promise);
    expect(isJobRunning()).toBe(true);
    job.resolve('exported');
    await expect(tracked).resolves.toBe('exported');
    expect(isJobRunning()).toBe(false);
  });

  it('stays busy while any of two overlapping jobs runs', async () => {
    const first = deferred();
    const second = deferred();
    const trackedFirst = trackJob(first.promise);
    const trackedSecond = trackJob(second.promise);
    first.resolve('one');
    await trackedFirst;
    expect(isJobRunning()).toBe(true);
    second.resolve('two');
    await trackedSecond;
    expect(isJobRunning()).toBe(false);
  });

  it('ends a job that fails too, and passes its error on', async () => {
    const job = deferred();
    const tracked = trackJob(job.promise);
    job.reject(new Error('the file is not a backup'));
    await expect(tracked).rejects.toThrow('the file is not a backup');
    expect(isJobRunning()).toBe(false);
  });

  it('tells subscribers when a job starts and ends, until they unsubscribe', async () => {
    const seen: boolean[] = [];
    const unsubscribe = subscribeJobs(() => seen.push(isJobRunning()));
    const job = deferred();
    const tracked = trackJob(job.promise);
    job.resolve('done');
    await tracked;
    unsubscribe();
    await trackJob(Promise.resolve('unseen'));
    expect(seen).toEqual([true, false]);
  });
});
