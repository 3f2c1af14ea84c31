/**
 * Storage names. DO NOT CHANGE THESE WITHOUT ADDING MIGRATION LOGIC: visitors' data lives
 * under them, and older builds read the same keys.
 */
import type { CollectionName } from '../../schemas/registry';

export const DB_NAME = 'alphascout';
export const SESSION_KEY = 'alphascout:session';

export const envelopeKey = (collection: CollectionName): string => `alphascout:${collection}`;
export const backupKey = (collection: CollectionName): string => `alphascout:${collection}:backup`;

/** The day the due notice was dismissed, per tracker owner. */
export const dueNoticeKey = (owner: string): string => `alphascout:due-notice:${owner}`;
/** "on" once the visitor asked for reminders, per tracker owner. */
export const remindersKey = (owner: string): string => `alphascout:reminders:${owner}`;
