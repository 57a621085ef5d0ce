/**
 * The header's search box: a plain GET form to /search, so it works before the page's script
 * runs; with script it navigates in the app. "/" anywhere outside a text field focuses it, and
 * the first focus starts loading the search code (docs/decisions/021).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router-dom';
import { useMessages } from '../i18n/language';

export const loadSearchEngine = () => import('../search/engine');

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

export function SiteSearchBox({ onSearch }: { onSearch?: () => void }) {
  const t = useMessages();
  // In the page's language: the router's basename carries its prefix.
  const action = useHref('/search/');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [value, setValue] = useState('');

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      // On /search the page's own box is the one to type in.
      const target = document.querySelector<HTMLInputElement>('[data-search-page-input]') ?? input.current;
      if (!target) return;
      event.preventDefault();
      if (target.offsetParent === null) {
        // Hidden (the closed mobile menu): the search page has a visible box.
        void navigate('/search/');
        return;
      }
      target.focus();
      target.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navigate]);

  // The /search page has its own box; the header's empties once a search is made. On the first
  // render it keeps what a visitor typed before the page's script ran (the box was already there).
  const firstPath = useRef(true);
  useEffect(() => {
    if (firstPath.current) {
      firstPath.current = false;
      const typed = input.current?.value ?? '';
      if (typed) setValue(typed);
      return;
    }
    setValue('');
  }, [pathname]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // What the box shows, which is also what was typed before the script took the form over.
    const query = (input.current?.value ?? value).trim();
    void navigate(query ? `/search/?q=${encodeURIComponent(query)}` : '/search/');
    onSearch?.();
  };

  return (
    <form
      role="search"
      aria-label={t.search.label}
      action={action}
      method="get"
      className="header-search"
      onSubmit={submit}
    >
      {/* Named "Find" so it is never mistaken for a page's own "Search" filter box. */}
      <label htmlFor={id} className="visually-hidden">
        {t.search.findOnSite}
      </label>
      <input
        ref={input}
        id={id}
        type="search"
        name="q"
        className="header-search__input"
        placeholder={t.search.find}
        autoComplete="off"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onFocus={() => void loadSearchEngine()}
        aria-keyshortcuts="/"
      />
      <kbd className="header-search__key" aria-hidden="true">
        /
      </kbd>
      {/* Enter submits; the button is there for those who look for one, and shows when focused. */}
      <button type="submit" className="header-search__submit">
        {t.search.find}
      </button>
    </form>
  );
}
