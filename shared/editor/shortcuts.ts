/**
 * Keyboard shortcuts of the studio: Ctrl/Cmd+S saves a form, Escape cancels it, Alt+N
 * opens a new item from a list. Listed in README and shown as a hint on each screen.
 */
import { useEffect, useRef } from 'react';

export interface ShortcutHandlers {
  save?: () => void;
  cancel?: () => void;
  create?: () => void;
}

export function shortcutOf(event: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): keyof ShortcutHandlers | null {
  const key = event.key.toLowerCase();
  if ((event.ctrlKey || event.metaKey) && !event.altKey && key === 's') return 'save';
  if (event.altKey && !event.ctrlKey && !event.metaKey && (event.code === 'KeyN' || key === 'n')) return 'create';
  if (key === 'escape' && !event.ctrlKey && !event.metaKey && !event.altKey && !event.shiftKey) return 'cancel';
  return null;
}

export function useShortcuts(handlers: ShortcutHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const action = shortcutOf(event);
      const handler = action ? latest.current[action] : undefined;
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
