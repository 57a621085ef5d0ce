/**
 * The site's boot script, run from every page's head before the first paint. An external file
 * because the Content-Security-Policy forbids inline script; the build bundles this module and
 * what it imports into `boot.js` (scripts/vite-paint-first.ts), the development server serves it
 * at the same address.
 *
 * 1. Applies the visitor's own light/dark choice, so a page never flashes in the other scheme
 *    (docs/decisions/021). Without a stored choice the system setting rules, through CSS alone.
 * 2. Answers Menu and the dark-mode switch until the page's script has taken them over
 *    (`data-live`; ./menu-owner.ts says how the menu changes hands).
 * 3. Starts the page's own script once the prerendered page has painted (docs/decisions/061):
 *    the page is whole without it, so its text and main image get the connection first. The
 *    build names the script and what it imports (data-entry, data-modules), the prerenderer the
 *    page's data (data-page-data). Which pages start at once instead is decided in
 *    ./start-rules.ts, which the page's entry reads too.
 */
import { desktopWidth, LIVE, menuShownOpen, showMenu } from './menu-owner';
import { pageStart, startsAtOnce } from './start-rules';

const THEME_KEY = 'siteTheme';

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage may be blocked (privacy settings).
    return null;
  }
}

const storage = localStorageOrNull();
try {
  const theme = storage?.getItem(THEME_KEY);
  if (theme === 'dark' || theme === 'light') document.documentElement.setAttribute('data-theme', theme);
} catch {
  // The system setting then applies.
}

function switchTheme(button: Element): void {
  const root = document.documentElement;
  let current = root.getAttribute('data-theme');
  if (current !== 'dark' && current !== 'light')
    current = window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  const next = current === 'dark' ? 'light' : 'dark';
  root.setAttribute('data-theme', next);
  button.setAttribute('aria-pressed', String(next === 'dark'));
  try {
    storage?.setItem(THEME_KEY, next);
  } catch {
    // Not remembered when storage is blocked; this page still switches.
  }
}

const closest = (target: EventTarget | null, selector: string): Element | null =>
  target instanceof Element ? target.closest(selector) : null;

/** The menu's toggle while this script still owns it (null once the page's script does). */
function ownedToggle(): Element | null {
  const toggle = document.querySelector('.menu-toggle');
  return toggle && !toggle.hasAttribute(LIVE) ? toggle : null;
}

document.addEventListener('click', (event) => {
  const themeButton = closest(event.target, '.theme-toggle');
  if (themeButton && !themeButton.hasAttribute(LIVE)) return switchTheme(themeButton);
  const toggle = closest(event.target, '.menu-toggle');
  if (toggle && !toggle.hasAttribute(LIVE)) showMenu(toggle, !menuShownOpen(toggle));
});

/** Closes the menu this script owns, if it is open. */
function closeMenu(): void {
  const toggle = ownedToggle();
  if (toggle && menuShownOpen(toggle)) showMenu(toggle, false);
}

// What closes the menu once the page's script owns it closes it before, too.
document.addEventListener('pointerdown', (event) => {
  const header = ownedToggle()?.closest('.site-header');
  if (header && !(event.target instanceof Node && header.contains(event.target))) closeMenu();
});
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape') closeMenu();
});
window.addEventListener('resize', () => {
  if (desktopWidth(window.innerWidth)) closeMenu();
});

const boot = document.currentScript;
const entry = boot?.getAttribute('data-entry');
// The development server adds its own module script.
if (boot && entry) startPage(boot, entry);

function startPage(boot: Element, entry: string): void {
  const list = (name: string) => (boot.getAttribute(name) ?? '').split(' ').filter(Boolean);
  // An address's path below the site's base path ("/lab-site/team/" -> "/team/").
  const path = () => window.location.pathname.slice((boot.getAttribute('data-base') ?? '/').length - 1) || '/';
  let appended = false;

  const append = (tag: string, attributes: Record<string, string>) => {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    document.head.appendChild(element);
  };
  // What the page's script needs, fetched side by side.
  const fetchAhead = () => {
    if (appended) return;
    appended = true;
    for (const href of list('data-modules')) append('link', { rel: 'modulepreload', href, crossorigin: '' });
    for (const href of list('data-page-data')) append('link', { rel: 'preload', href, as: 'fetch', crossorigin: '' });
  };
  const start = () => {
    fetchAhead();
    append('script', { type: 'module', src: entry, crossorigin: '' });
  };
  const facts = (root: HTMLElement | null) => ({
    path: path(),
    lang: document.documentElement.lang,
    made: root?.getAttribute('data-prerendered'),
    storage,
    keys: list('data-local'),
  });

  // Once the page's first content is painted (the browser's paint timing says so). Where it
  // cannot tell, after the next frame; and a page whose first paint has no content waits a second
  // at most.
  const afterPaint = () => {
    let started = false;
    const go = () => {
      if (started) return;
      started = true;
      window.setTimeout(start, 0);
    };
    let timed = false;
    try {
      new PerformanceObserver((entries) => {
        if (entries.getEntriesByName('first-contentful-paint').length) go();
      }).observe({ type: 'paint', buffered: true });
      timed = (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
    } catch {
      // No paint timing in this browser.
    }
    if (timed) window.setTimeout(go, 1000);
    else window.requestAnimationFrame(go);
  };

  const whenParsed = () => {
    const root = document.getElementById('root');
    if (appended || !root || startsAtOnce(pageStart(facts(root)), document.visibilityState === 'hidden'))
      return start();
    // The page's main image (the one it fetches first) is part of its first view: the script
    // waits for it, up to a second, then for the page's first paint.
    const image = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
    if (!image || image.complete) return afterPaint();
    let done = false;
    const next = () => {
      if (done) return;
      done = true;
      afterPaint();
    };
    image.addEventListener('load', next);
    image.addEventListener('error', next);
    window.setTimeout(next, 1000);
  };

  // An editor's code and data are fetched while the page is still being read.
  if (pageStart(facts(null)).editing) fetchAhead();
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenParsed);
  else whenParsed();
}
