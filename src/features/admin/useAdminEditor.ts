import { useCallback, useEffect, useRef, useState } from 'react';

import { getSession } from '../../db/accounts/app-session';
import { isAdmin } from '../../db/accounts/session';
import type { EditorKey } from '../../db/admin/editor-queries';
import { signOutIfAccountGone } from '../../db/connection/app-db';
import { useSession } from '../../hooks/useSession';
import { askBeforeLeaving, currentAddress } from '../../lib/navigation';
import { type AnyRecord, COLLECTION_LABELS, type CollectionName } from '../../schemas/registry';
import { normalEmail, type Session, type User } from '../../schemas/user';
import { newRecordTemplate, removeRecords, saveRecords, undoChange } from './admin-actions';
import {
  describeFailure,
  type EditorTarget,
  keyList,
  keysOf,
  parseEditorText,
  plural,
  savedStatus,
  toJson,
  UndoConflictError,
  type UndoEntry,
} from './editor-model';

export interface EditorState {
  target: EditorTarget;
  text: string;
  /** The text as opened or last saved: typing that differs from it is asked about before it goes. */
  opened: string;
  problems: string[];
  /** The text the problems were found in: once it is edited they are the last check's, not the text's. */
  checked: string;
  /** Which opening of the editor this is: a save keeps it, so the caret and the scroll follow an open, not a save. */
  opening: number;
}

/** Asked before the editor's typed, unsaved text is thrown away. */
export const DISCARD_CONFIRMATION = 'Discard the changes you typed in the editor?';

/** Asked before a save gives the signed-in account another email, which signs it out. */
export const OWN_EMAIL_CONFIRMATION =
  'This gives the account you are signed in with another email, so you will be signed out. Save anyway?';

/** Asked before an undo would replace what another tab has since written to its records. */
export function undoOverwriteConfirmation(keys: readonly EditorKey[]): string {
  return `Another tab has changed ${keyList(keys)} since this change. Undo it anyway, replacing that tab's changes?`;
}

/**
 * Typed, unsaved text whose screen went because the admin's rights did: another tab signed out,
 * and the screen gave way to 403. Kept in this tab's memory until the page is closed, it is back
 * when the same account is signed in again. Any other way of leaving keeps nothing.
 */
let keptDraft: { collection: CollectionName; editor: EditorState; owner: string } | null = null;

/** The draft kept for the account signed in now, if any. */
function keptDraftFor(session: Session | null): typeof keptDraft {
  return session && keptDraft?.owner === session.id ? keptDraft : null;
}

/** The collection of a draft kept from a screen taken away, for the screen to open on. */
export function keptDraftCollection(): CollectionName | null {
  return keptDraftFor(getSession())?.collection ?? null;
}

/** Said when a kept draft is back in the editor. */
const DRAFT_BACK_STATUS =
  'The text you typed before you were signed out is back. It is not saved yet.';

/** The last action's outcome, and whether a save gave it: said beside Save, as on a phone the screen's status line is far above it. */
interface Status {
  text: string;
  ofSave: boolean;
}

/** Undo steps kept in memory for this visit (most recent last). */
const UNDO_LIMIT = 20;

/**
 * The editor's state and actions: what is open, the problems of the last save attempt, the
 * undo stack and a status line. Collection changes reset everything but the undo stack, which
 * remembers each change's own collection.
 */
export function useAdminEditor(
  collection: CollectionName,
  onChanged: (name: CollectionName) => void,
) {
  const { session } = useSession();
  const [kept] = useState(() => {
    const draft = keptDraftFor(session);
    return draft?.collection === collection ? draft : null;
  });
  const [editor, setEditor] = useState<EditorState | null>(kept?.editor ?? null);
  const [undoStack, setUndoStack] = useState<UndoEntry[]>([]);
  const [status, setStatus] = useState<Status>({
    text: kept ? DRAFT_BACK_STATUS : '',
    ofSave: false,
  });
  const say = (text: string, ofSave = false) => setStatus({ text, ofSave });
  const [busy, setBusy] = useState(false);
  /** The signed-in account's id when this collection holds it (the alpha login has none). */
  const ownId = collection === 'users' && session && !session.alpha ? session.id : null;
  /** A change to the signed-in account's own row may leave the session as no one's (see signOutIfAccountGone). */
  const checkOwnAccount = useCallback(
    async (changed: CollectionName, keys: readonly EditorKey[]) => {
      if (changed === 'users' && session && !session.alpha && keys.includes(session.id))
        await signOutIfAccountGone();
    },
    [session],
  );

  const pushUndo = (entry: UndoEntry) =>
    setUndoStack((stack) => [...stack.slice(-(UNDO_LIMIT - 1)), entry]);

  const dirty = editor !== null && editor.text !== editor.opened;
  /** Whether the editor's content may go: nothing typed since it was opened or saved, or the admin says so. */
  const mayDiscard = useCallback(() => !dirty || window.confirm(DISCARD_CONFIRMATION), [dirty]);
  const unmounting = useRef({
    collection,
    editor,
    owner: session?.id ?? null,
    leftOnPurpose: false,
  });
  useEffect(() => {
    Object.assign(unmounting.current, {
      collection,
      editor,
      owner: session?.id ?? null,
      leftOnPurpose: false,
    });
  }, [collection, editor, session]);
  useEffect(() => {
    keptDraft = null;
    const state = unmounting.current;
    return () => {
      // Kept only when the screen went because the admin's rights did (signed out elsewhere), not
      // on a navigation the admin agreed to or could not be asked about (Back with no recent click).
      const { editor: left, owner } = state;
      if (
        left &&
        left.text !== left.opened &&
        owner !== null &&
        !state.leftOnPurpose &&
        !isAdmin(getSession())
      )
        keptDraft = { collection: state.collection, editor: left, owner };
    };
  }, []);
  useEffect(() => {
    if (!dirty) return undefined;
    const editorAddress = currentAddress();
    return askBeforeLeaving(() => {
      // Agreed to once, a second click while the next screen loads (the editor still shown, the
      // address already the next one's) is not asked about again; Back to the editor is.
      if (unmounting.current.leftOnPurpose && currentAddress() !== editorAddress) return true;
      unmounting.current.leftOnPurpose = window.confirm(DISCARD_CONFIRMATION);
      return unmounting.current.leftOnPurpose;
    });
  }, [dirty]);
  const openings = useRef(kept?.editor.opening ?? 0);
  /** Shows `text` as opened: nothing typed, no problems. A new opening, unless a save keeps its own. */
  const show = (target: EditorTarget, text: string, opening = ++openings.current) =>
    setEditor({ target, text, opened: text, problems: [], checked: text, opening });

  const openRecord = useCallback(
    (record: AnyRecord) => {
      if (!mayDiscard()) return;
      show({ kind: 'record', key: record.id }, toJson(record));
      say('');
    },
    [mayDiscard],
  );

  const openPage = useCallback(
    (records: AnyRecord[]) => {
      if (!mayDiscard()) return;
      show({ kind: 'page', keys: keysOf(records) }, toJson(records));
      say('');
    },
    [mayDiscard],
  );

  const openNew = useCallback(async () => {
    if (!mayDiscard()) return;
    const template = await newRecordTemplate(collection);
    show({ kind: 'new' }, toJson(template));
    say('');
  }, [collection, mayDiscard]);

  /** Closes the editor unless the admin keeps typed text; true when it closed. */
  const close = useCallback(() => {
    if (!mayDiscard()) return false;
    setEditor(null);
    return true;
  }, [mayDiscard]);
  const setText = useCallback(
    (text: string) => setEditor((old) => (old ? { ...old, text } : old)),
    [],
  );

  const save = useCallback(async () => {
    if (!editor || busy) return;
    const parsed = parseEditorText(editor.text, editor.target);
    // A save's outcome replaces the last one's: "Saved 1 record." stayed beside a refused save.
    say('');
    if (!parsed.ok) {
      setEditor({ ...editor, problems: parsed.problems, checked: editor.text });
      return;
    }
    // Asked only of a valid save that can write the account's own row: one the editor opened. A
    // new record, or another's id typed in, is refused for its id without the question.
    const opensOwnRow =
      ownId !== null &&
      (editor.target.kind === 'record'
        ? editor.target.key === ownId
        : editor.target.kind === 'page' && editor.target.keys.includes(ownId));
    const mayWrite = (valid: readonly AnyRecord[]) => {
      const own = opensOwnRow
        ? (valid as readonly User[]).find((user) => user.id === ownId)
        : undefined;
      return (
        !own ||
        !session ||
        normalEmail(own.email) === normalEmail(session.email) ||
        window.confirm(OWN_EMAIL_CONFIRMATION)
      );
    };
    setBusy(true);
    try {
      const result = await saveRecords(
        collection,
        parsed.records,
        editor.target,
        editor.opened,
        mayWrite,
      );
      if (!result) return;
      const { saved, undo } = result;
      pushUndo(undo);
      await checkOwnAccount(collection, keysOf(saved));
      const target: EditorTarget =
        editor.target.kind === 'page'
          ? { kind: 'page', keys: keysOf(saved) }
          : { kind: 'record', key: saved[0]?.id ?? '' };
      show(target, toJson(editor.target.kind === 'page' ? saved : saved[0]), editor.opening);
      say(savedStatus(editor.target, keysOf(saved), undo.remove), true);
      onChanged(collection);
    } catch (error) {
      setEditor({
        ...editor,
        problems: describeFailure(error, editor.target),
        checked: editor.text,
      });
    } finally {
      setBusy(false);
    }
  }, [busy, checkOwnAccount, collection, editor, onChanged, ownId, session]);

  const remove = useCallback(
    async (keys: readonly EditorKey[]) => {
      if (keys.length === 0 || busy) return false;
      // Signing out leaves the screen, and the undo history with it.
      const after =
        ownId !== null && keys.includes(ownId)
          ? 'It includes the account you are signed in with, so you will be signed out.'
          : 'You can undo this until you leave the page.';
      if (
        !window.confirm(
          `Delete ${plural(keys.length, 'record')} from ${COLLECTION_LABELS[collection]}? ${after}`,
        )
      )
        return false;
      setBusy(true);
      try {
        const entry = await removeRecords(collection, keys);
        // Counts what was there to delete: another tab may have deleted some since they were ticked.
        if (entry.put.length > 0) pushUndo(entry);
        await checkOwnAccount(collection, keys);
        say(
          entry.put.length > 0
            ? `Deleted ${plural(entry.put.length, 'record')}.`
            : 'Nothing deleted: those records were already gone.',
        );
        if (editor?.target.kind === 'record' && keys.includes(editor.target.key)) setEditor(null);
        onChanged(collection);
        return true;
      } catch (error) {
        say(`Delete failed: ${error instanceof Error ? error.message : String(error)}`);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [busy, checkOwnAccount, collection, editor, onChanged, ownId],
  );

  const undo = useCallback(async () => {
    const entry = undoStack[undoStack.length - 1];
    if (!entry || busy || !mayDiscard()) return;
    setBusy(true);
    try {
      await undoChange(entry).catch((error: unknown) => {
        if (!(error instanceof UndoConflictError)) throw error;
        if (!window.confirm(undoOverwriteConfirmation(error.keys))) throw error;
        return undoChange(entry, true);
      });
      setUndoStack((stack) => stack.slice(0, -1));
      await checkOwnAccount(entry.collection, [...keysOf(entry.put), ...entry.remove]);
      say(`Undid the ${entry.label} in ${COLLECTION_LABELS[entry.collection]}.`);
      setEditor(null);
      onChanged(entry.collection);
    } catch (error) {
      if (error instanceof UndoConflictError)
        say(`Not undone: another tab has changed ${keyList(error.keys)} since.`);
      else say(`Undo failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setBusy(false);
    }
  }, [busy, checkOwnAccount, mayDiscard, onChanged, undoStack]);

  return {
    editor,
    status: status.ofSave ? '' : status.text,
    saveOutcome: status.ofSave ? status.text : '',
    busy,
    lastUndo: undoStack[undoStack.length - 1],
    openRecord,
    openPage,
    openNew,
    close,
    setText,
    save,
    remove,
    undo,
  };
}
