/**
 * The light/dark switch in the header (docs/decisions/021). The system setting
 * (prefers-color-scheme) is the default; pressing the switch stores the visitor's own choice
 * for this browser, which the boot script applies before the next page's first paint.
 */
import { useEffect, useRef, useState } from 'react';
import { useBrowserLayoutEffect } from '../../shared/ui/use-browser-layout-effect';
import { useMessages } from '../i18n/language';

export const THEME_KEY = 'siteTheme';
type Theme = 'light' | 'dark';

function systemTheme(): Theme {
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

function appliedTheme(): Theme {
  const chosen = document.documentElement.getAttribute('data-theme');
  return chosen === 'dark' || chosen === 'light' ? chosen : systemTheme();
}

export function ThemeToggle() {
  const t = useMessages();
  // Unknown until mounted: the prerendered HTML cannot know the visitor's scheme.
  const [theme, setTheme] = useState<Theme | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  // A press before the page turned interactive was answered by the boot script (site/boot/boot.ts):
  // the applied scheme already says so. From the commit that attaches this component's handler
  // on, it answers the switch alone (one owner at a time, docs/decisions/074).
  useBrowserLayoutEffect(() => {
    button.current?.setAttribute('data-live', '');
  }, []);
  useEffect(() => {
    setTheme(appliedTheme());
    const media = window.matchMedia?.('(prefers-color-scheme: dark)');
    const onChange = () => setTheme(appliedTheme());
    media?.addEventListener('change', onChange);
    return () => media?.removeEventListener('change', onChange);
  }, []);

  const toggle = () => {
    const next: Theme = appliedTheme() === 'dark' ? 'light' : 'dark';
    document.documentElement.setAttribute('data-theme', next);
    try {
      window.localStorage.setItem(THEME_KEY, next);
    } catch {
      // Not remembered when storage is blocked; this page still switches.
    }
    setTheme(next);
  };

  return (
    <button
      ref={button}
      type="button"
      className="theme-toggle"
      aria-pressed={theme === 'dark'}
      onClick={toggle}
      title={t.theme.title}
    >
      <span className="theme-toggle__icon" aria-hidden="true" />
      <span className="theme-toggle__label">{t.theme.label}</span>
    </button>
  );
}
