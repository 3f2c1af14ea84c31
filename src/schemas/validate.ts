/** Turns valibot issues into plain problems a screen can show: a field path and a message. */
import * as v from 'valibot';
import { collectionSchemas, type CollectionName, type RecordOf } from './registry';

export interface Problem {
  /** Dotted path into the record, e.g. `indicators.2.sentiment`; empty for the record itself. */
  path: string;
  message: string;
}

export type Validated<T> = { ok: true; value: T } | { ok: false; problems: Problem[] };

export function toProblems(issues: readonly v.BaseIssue<unknown>[]): Problem[] {
  return issues.map((issue) => ({
    path: v.getDotPath(issue) ?? '',
    message: issue.message,
  }));
}

export function validateWith<T>(schema: v.GenericSchema<unknown, T>, input: unknown): Validated<T> {
  const result = v.safeParse(schema, input);
  return result.success ? { ok: true, value: result.output } : { ok: false, problems: toProblems(result.issues) };
}

export function validateRecord<C extends CollectionName>(collection: C, input: unknown): Validated<RecordOf<C>> {
  return validateWith(collectionSchemas[collection], input);
}

export function describeProblem(problem: Problem): string {
  return problem.path ? `${problem.path}: ${problem.message}` : problem.message;
}
