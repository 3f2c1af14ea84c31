/** Turns valibot issues into plain problems a screen can show: a field path and a message. */
import * as v from 'valibot';

import { collectionSchemas } from './collection-schemas';
import type { CollectionName, RecordOf } from './registry';

export interface Problem {
  /** Dotted path into the record, e.g. `indicators.2.sentiment`; empty for the record itself. */
  path: string;
  message: string;
}

export type Validated<T> = { ok: true; value: T } | { ok: false; problems: Problem[] };

/** What valibot's `expected` names, in words. */
const EXPECTED_IN_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  Array: 'a list',
  Object: 'an object',
};

/**
 * Our schemas word their own messages ("must be between 0 and 100"); valibot's two generic ones
 * read like a stack trace ('Invalid key: Expected "type" but received undefined'), so those are
 * put in plain words: "is missing", "must be a number, not "5%"". A long value is cut short, never
 * inside a character: half an emoji shows as "�".
 */
function plainMessage(issue: v.BaseIssue<unknown>): string {
  if (issue.type === 'max_length' && issue.message.startsWith('Invalid length: '))
    return lengthInWords(issue);
  if (issue.kind !== 'schema' || !/^Invalid (key|type): /.test(issue.message)) return issue.message;
  if (issue.received === 'undefined') return 'is missing';
  const expected = issue.expected === null ? undefined : EXPECTED_IN_WORDS[issue.expected];
  const received =
    issue.received.length > 40
      ? `${issue.received.slice(0, 39).replace(/[\uD800-\uDBFF]$/, '')}…`
      : issue.received;
  return expected ? `must be ${expected}, not ${received}` : issue.message;
}

/** valibot's 'Invalid length: Expected <=20000 but received 20971520', in words. */
function lengthInWords(issue: v.BaseIssue<unknown>): string {
  const limit = Number((issue as { requirement?: unknown }).requirement);
  const actual = Number(issue.received);
  const unit = typeof issue.input === 'string' ? 'characters' : 'items';
  return `must be at most ${limit.toLocaleString('en')} ${unit} long, not ${actual.toLocaleString('en')}`;
}

export function toProblems(issues: readonly v.BaseIssue<unknown>[]): Problem[] {
  return issues.map((issue) => ({
    path: v.getDotPath(issue) ?? '',
    message: plainMessage(issue),
  }));
}

export function validateWith<T>(schema: v.GenericSchema<unknown, T>, input: unknown): Validated<T> {
  const result = v.safeParse(schema, input);
  return result.success
    ? { ok: true, value: result.output }
    : { ok: false, problems: toProblems(result.issues) };
}

export function validateRecord<C extends CollectionName>(
  collection: C,
  input: unknown,
): Validated<RecordOf<C>> {
  return validateWith(collectionSchemas[collection], input);
}

export function describeProblem(problem: Problem): string {
  return problem.path ? `${problem.path}: ${problem.message}` : problem.message;
}
