/**
 * The public site's navigator (docs/decisions/056): the browser history, driven the way the
 * pages need it. A navigation first prepares the next page (its code and its data), and only
 * then changes the address and the page together, so the current page stays on screen while the
 * next one loads. A leave guard (an unsaved form in the studio) can hold a navigation until the
 * editor answers. It is the part of a data router the site uses, without the data router.
 */
import type { BlockerFunction, Location, Navigator, To } from 'react-router-dom';
import { createPath, parsePath } from 'react-router-dom';

export type Action = 'POP' | 'PUSH' | 'REPLACE';

/** A leave guard: `check` says whether a navigation must wait; `held` receives it when it does. */
export interface LeaveGuard {
  check: BlockerFunction;
  held: (location: Location, proceed: () => void) => void;
}

export interface SiteHistory<T> {
  /** For `<Router navigator>`: push, replace and go, as the router's links and hooks call them. */
  navigator: Navigator;
  /** The address shown and the prepared page that goes with it. */
  current(): { location: Location; action: Action; prepared: T };
  /** Called after each committed navigation. */
  listen(listener: () => void): () => void;
  /** Prepares the current address again (the page's code arrived late) without a new entry. */
  refresh(): void;
  block(guard: LeaveGuard): () => void;
  /** Stops listening to the browser's back and forward buttons. */
  dispose(): void;
}

interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

function entryOf(value: unknown): EntryState | null {
  const state = value as Partial<EntryState> | null;
  return state && typeof state.key === 'string' && typeof state.idx === 'number' ? (state as EntryState) : null;
}

function windowLocation(): Location {
  const { pathname, search, hash } = window.location;
  const entry = entryOf(window.history.state);
  return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
}

function toLocation(to: To, state: unknown): Location {
  const path = typeof to === 'string' ? parsePath(to) : to;
  return {
    pathname: path.pathname ?? window.location.pathname,
    search: path.search ?? '',
    hash: path.hash ?? '',
    state: state ?? null,
    key: newKey(),
  };
}

/**
 * `prepare` gives what goes with a location (its page); it may answer at once, or later. A
 * navigation that a newer one overtakes while it prepares is dropped.
 */
export function createSiteHistory<T>(prepare: (location: Location) => T | Promise<T>, initial: T): SiteHistory<T> {
  // The entry the page starts on gets an index, so back and forward know how far they went.
  const startEntry = entryOf(window.history.state);
  let index = startEntry?.idx ?? 0;
  if (!startEntry) window.history.replaceState({ usr: window.history.state ?? null, key: 'default', idx: 0 }, '');
  let committed = { location: windowLocation(), action: 'POP' as Action, prepared: initial };
  const listeners = new Set<() => void>();
  const guards = new Set<LeaveGuard>();
  let sequence = 0;
  // Back/forward that a guard held: the browser was moved back; the next pop is ours.
  let ignorePop = false;
  let passPop = false;

  const commit = (location: Location, action: Action, prepared: T) => {
    committed = { location, action, prepared };
    for (const listener of listeners) listener();
  };

  /** Prepares `location`, then shows it (writing the history entry through `write`). */
  const transition = (location: Location, action: Action, write: () => void) => {
    const id = ++sequence;
    const finish = (prepared: T) => {
      if (id !== sequence) return;
      write();
      commit(location, action, prepared);
    };
    const result = prepare(location);
    if (result instanceof Promise) void result.then(finish);
    else finish(result);
  };

  /** The guard that holds a navigation from the current location to `next`, if any. */
  const holder = (next: Location, action: Action) =>
    [...guards].find((guard) =>
      guard.check({ currentLocation: committed.location, nextLocation: next, historyAction: action as never }),
    );

  const go = (to: To, state: unknown, replace: boolean) => {
    const location = toLocation(to, state);
    const action: Action = replace ? 'REPLACE' : 'PUSH';
    const run = () =>
      transition(location, action, () => {
        const href = createPath(location);
        if (replace) window.history.replaceState({ usr: location.state, key: location.key, idx: index }, '', href);
        else {
          index += 1;
          window.history.pushState({ usr: location.state, key: location.key, idx: index }, '', href);
        }
      });
    const guard = holder(location, action);
    if (guard) guard.held(location, run);
    else run();
  };

  const onPop = () => {
    if (ignorePop) {
      ignorePop = false;
      return;
    }
    const location = windowLocation();
    const target = entryOf(window.history.state)?.idx ?? 0;
    const delta = target - index;
    const guard = passPop ? undefined : holder(location, 'POP');
    passPop = false;
    if (guard && delta !== 0) {
      // Put the browser back where it was; go there for real if the editor agrees.
      ignorePop = true;
      window.history.go(-delta);
      guard.held(location, () => {
        passPop = true;
        window.history.go(delta);
      });
      return;
    }
    index = target;
    transition(location, 'POP', () => undefined);
  };
  window.addEventListener('popstate', onPop);

  return {
    navigator: {
      createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
      push: (to, state) => go(to, state, false),
      replace: (to, state) => go(to, state, true),
      go: (delta) => window.history.go(delta),
    },
    current: () => committed,
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refresh() {
      const id = sequence;
      const { location, action } = committed;
      void Promise.resolve(prepare(location)).then((prepared) => {
        // A navigation started meanwhile has the last word.
        if (id === sequence && committed.location === location) commit(location, action, prepared);
      });
    },
    block(guard) {
      guards.add(guard);
      return () => guards.delete(guard);
    },
    dispose() {
      window.removeEventListener('popstate', onPop);
    },
  };
}
