/**
 * The life cycle every studio form shares (docs/product.md §2 "Admin forms", §8): add or edit mode,
 * "Could not find ...", validation with the spec's texts, save through the store (which
 * applies every cross-link rule) with the item as loaded as its base, conflicts with
 * another editor, success banner then redirect, delete after a confirmation, drafts that
 * survive a reload, and a prompt before unsaved input is discarded.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { EntityKind, EntityMap } from '../content/model/model';
import { ENTITY_LABELS } from '../content/model/model';
import { isNewId } from '../content/edit/operations';
import { notFoundMessage, saveErrorMessage, validators, MESSAGES } from '../content/model/validation';
import { ConflictError } from '../store/store';
import { useStore } from '../ui/content-context';
import { DELETE_REDIRECT_MS, SAVE_REDIRECT_MS } from '../content/model/constants';
import { createDraftStore, draftKey } from './drafts';
import { useStudioHost } from './host';
import { rememberSaved } from './lists/recently-saved';
import { capitalize, listPath } from './paths';

export type Banner = { tone: 'success' | 'error'; text: string } | null;

export interface Conflict<T> {
  /** What storage holds now (undefined: another editor deleted it). */
  current: T | undefined;
}

const drafts = createDraftStore();
export const DISCARD_PROMPT = 'You have unsaved changes. Leave this form and discard them?';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export interface EntityFormOptions<K extends EntityKind> {
  kind: K;
  /** The item's id, or "new" (default: the route's :id, absent on an Add route). */
  id?: string;
  /** A blank item for add mode. */
  blank: () => EntityMap[K];
  /** Turns a stored item into form values (e.g. legacy job types mapped). */
  prepare?: (item: EntityMap[K]) => EntityMap[K];
  /** Where the form goes after a save (default: its list). */
  afterSave?: string;
  /** Extra check before the shared validator (e.g. an upload still running). */
  check?: (values: EntityMap[K]) => string | null;
}

export function useEntityForm<K extends EntityKind>(options: EntityFormOptions<K>) {
  const { kind } = options;
  const params = useParams();
  const id = 'id' in options ? options.id : params.id;
  const store = useStore();
  const host = useStudioHost();
  const navigate = useNavigate();
  const isNew = isNewId(id);
  const key = draftKey(kind, isNew ? 'new' : id!);
  const label = ENTITY_LABELS[kind].singular;

  const [start] = useState(() => {
    const stored = isNew ? undefined : store.getById(kind, id!);
    const loaded = stored ? (options.prepare ? options.prepare(stored) : stored) : isNew ? options.blank() : null;
    const draft = loaded ? drafts.read<EntityMap[K]>(key) : null;
    const restored = Boolean(draft && !same(draft.values, loaded));
    return { stored: stored ?? null, loaded, values: restored ? draft!.values : loaded, base: (restored ? draft!.base : stored) ?? null, restored };
  });
  const [values, setValues] = useState<EntityMap[K] | null>(start.values);
  const [initial, setInitial] = useState<EntityMap[K] | null>(start.loaded);
  const [base, setBase] = useState<EntityMap[K] | null>(start.base);
  const [restored, setRestored] = useState(start.restored);
  const [banner, setBanner] = useState<Banner>(start.loaded ? null : { tone: 'error', text: notFoundMessage(kind, id ?? '') });
  const [conflict, setConflict] = useState<Conflict<EntityMap[K]> | null>(null);
  const [busy, setBusy] = useState(false);
  const done = useRef(false);
  const dirty = values !== null && initial !== null && !same(values, initial);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  // Keep typing safe across an accidental reload.
  useEffect(() => {
    if (done.current || values === null) return;
    if (dirty) drafts.write(key, { values, base });
    else drafts.clear(key);
  }, [values, base, dirty, key]);

  const blocker = host.useLeaveGuard(
    ({ currentLocation, nextLocation }) => dirtyRef.current && !done.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let active = true;
    void host.confirm(DISCARD_PROMPT).then((leave) => {
      if (!active) return;
      if (leave) {
        drafts.clear(key);
        done.current = true;
        blocker.proceed();
      } else blocker.reset();
    });
    return () => {
      active = false;
    };
  }, [blocker, host, key]);

  const set = useCallback(<F extends keyof EntityMap[K]>(field: F, value: EntityMap[K][F]) => {
    setValues((current) => (current ? { ...current, [field]: value } : current));
  }, []);

  const finish = useCallback(
    (text: string, to: string, delay: number) => {
      done.current = true;
      drafts.clear(key);
      // The site tab shows the stored item now: a preview of a new one (id "new") would show it twice.
      host.preview?.(null);
      setBanner({ tone: 'success', text });
      window.setTimeout(() => navigate(to), delay);
    },
    [key, navigate, host],
  );

  // Live preview: the site tab shows what the form holds while it is open (the side panel).
  const preview = host.preview;
  useEffect(() => {
    if (!preview || values === null || done.current) return;
    preview(dirty ? { kind, item: values as EntityMap[EntityKind] } : null);
  }, [preview, values, dirty, kind]);
  useEffect(() => () => preview?.(null), [preview]);

  const save = useCallback(
    async (useBase: EntityMap[K] | null = base) => {
      if (!values || busy || done.current) return;
      const message = options.check?.(values) ?? (validators[kind] as (item: EntityMap[K]) => string | null)(values);
      if (message) {
        setBanner({ tone: 'error', text: message });
        return;
      }
      setBusy(true);
      try {
        const saved = store.save(kind, values, { base: isNew ? null : useBase });
        // Nothing says "saved" until the storage behind the store has the change.
        const ack = await store.acknowledged();
        if (!ack.ok) {
          if (ack.reason === 'conflict') {
            setConflict({ current: store.getById(kind, saved.id) ?? store.getById(kind, values.id) });
            setBanner(null);
          } else {
            setBanner({ tone: 'error', text: ack.message });
          }
          return;
        }
        rememberSaved(kind, saved.id);
        setConflict(null);
        preview?.(null);
        finish(`${capitalize(label)} saved successfully!`, options.afterSave ?? listPath(kind), SAVE_REDIRECT_MS);
      } catch (error) {
        if (error instanceof ConflictError) {
          setConflict({ current: error.current as EntityMap[K] | undefined });
          setBanner(null);
          return;
        }
        // SaveError: the store has already shown the spec's storage alert; the input stays.
        console.warn(`Saving the ${label} failed`, error);
        setBanner({ tone: 'error', text: saveErrorMessage(kind) });
      } finally {
        setBusy(false);
      }
    },
    [values, busy, options, kind, store, isNew, base, finish, label, preview],
  );

  const remove = useCallback(async () => {
    if (isNew || !id) {
      setBanner({ tone: 'error', text: MESSAGES.noIdToDelete });
      return;
    }
    if (!(await host.confirm(`Are you sure you want to delete this ${label}?`))) return;
    setBusy(true);
    try {
      store.remove(kind, id);
      const ack = await store.acknowledged();
      if (!ack.ok) {
        setBanner({ tone: 'error', text: ack.message });
        return;
      }
      finish(`${capitalize(label)} deleted successfully!`, listPath(kind), DELETE_REDIRECT_MS);
    } catch (error) {
      console.warn(`Deleting the ${label} failed`, error);
      setBanner({ tone: 'error', text: saveErrorMessage(kind) });
    } finally {
      setBusy(false);
    }
  }, [isNew, id, host, label, store, kind, finish]);

  const resolveConflict = useCallback(
    (choice: 'theirs' | 'mine') => {
      if (!conflict) return;
      const current = conflict.current ?? null;
      if (choice === 'theirs') {
        if (current) {
          const prepared = options.prepare ? options.prepare(current) : current;
          setValues(prepared);
          setInitial(prepared);
        }
        setBase(current);
        setConflict(null);
        drafts.clear(key);
        return;
      }
      setBase(current);
      void save(current);
    },
    [conflict, options, key, save],
  );

  const discardDraft = useCallback(() => {
    drafts.clear(key);
    setValues(initial);
    setBase(start.stored);
    setRestored(false);
  }, [key, initial, start.stored]);

  const cancel = useCallback(() => navigate(listPath(kind)), [navigate, kind]);

  return useMemo(
    () => ({ kind, isNew, label, values, set, setValues, banner, setBanner, save: () => void save(), remove, cancel, conflict, resolveConflict, restored, discardDraft, dirty, busy, setBusy, id: values?.id ?? id }),
    [kind, isNew, label, values, set, banner, save, remove, cancel, conflict, resolveConflict, restored, discardDraft, dirty, busy, id],
  );
}

export type EntityForm<K extends EntityKind> = ReturnType<typeof useEntityForm<K>>;
