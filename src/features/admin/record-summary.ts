import type { AnyRecord } from '../../schemas/registry';

/** A record's human label in the list: its name, title, project name or email, whichever it has. */
export function recordLabel(record: AnyRecord): string {
  for (const field of ['name', 'title', 'projectName', 'email', 'username', 'slug'] as const) {
    const value: unknown = (record as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return '';
}
