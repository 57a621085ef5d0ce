/**
 * The person the change history names for changes made while someone is signed in to GitHub
 * ("by Ada Lovelace (@ada)"). Kept for the browser session only, like the GitHub token it comes
 * from: sessionStorage where there is one, memory otherwise. Signing out (forgetting the
 * token) clears it, and changes are then recorded without a name.
 */
export const HISTORY_PERSON_KEY = 'lab-site-history-person';
const MAX_LENGTH = 200;

let remembered: string | null = null;

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Names the person behind the changes that follow; null: nobody is signed in. */
export function setHistoryPerson(name: string | null): void {
  const value = name?.trim().slice(0, MAX_LENGTH) || null;
  remembered = value;
  try {
    if (value) session()?.setItem(HISTORY_PERSON_KEY, value);
    else session()?.removeItem(HISTORY_PERSON_KEY);
  } catch {
    // Storage refused: the name stays in memory for this page.
  }
}

/** Who is signed in, as the history names them, or null. */
export function historyPerson(): string | null {
  try {
    const stored = session()?.getItem(HISTORY_PERSON_KEY);
    if (stored !== undefined && stored !== null) return stored.slice(0, MAX_LENGTH) || null;
  } catch {
    // Fall back to memory.
  }
  return remembered;
}
