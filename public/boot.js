// The site's boot script, run from every page's head before the first paint. An external file
// because the Content-Security-Policy forbids inline script.
//
// 1. Applies the visitor's own light/dark choice, so a page never flashes in the other scheme
//    (docs/decisions/021). Without a stored choice the system setting rules, through CSS alone.
// 2. A tap on Menu or on the dark-mode switch before the page's script has taken over still
//    works: the page reads their state when it starts (site/layout/site-nav.tsx, theme-toggle.tsx)
//    and marks them data-live; from then on the page alone answers them.
// 3. Starts the page's own script once the prerendered page has painted (docs/decisions/061):
//    the page is whole without it, so its text and main image get the connection first. The
//    build names the script and what it imports (data-entry, data-modules), the prerenderer the
//    page's data (data-page-data). Studio pages, which have nothing to paint first, and a browser
//    holding an editor's unpublished content (data-local: the store's keys) start it at once.
(function () {
  try {
    var theme = window.localStorage.getItem('siteTheme');
    if (theme === 'dark' || theme === 'light') document.documentElement.setAttribute('data-theme', theme);
  } catch {
    // Storage may be blocked (privacy settings); the system setting then applies.
  }
  function switchTheme(button) {
    var root = document.documentElement;
    var current = root.getAttribute('data-theme');
    if (current !== 'dark' && current !== 'light') current = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    var next = current === 'dark' ? 'light' : 'dark';
    root.setAttribute('data-theme', next);
    button.setAttribute('aria-pressed', String(next === 'dark'));
    try {
      window.localStorage.setItem('siteTheme', next);
    } catch {
      // Not remembered when storage is blocked; this page still switches.
    }
  }
  document.addEventListener('click', function (event) {
    var target = event.target;
    var themeButton = target && target.closest ? target.closest('.theme-toggle') : null;
    if (themeButton && !themeButton.hasAttribute('data-live')) return switchTheme(themeButton);
    var toggle = target && target.closest ? target.closest('.menu-toggle') : null;
    if (!toggle || toggle.hasAttribute('data-live')) return;
    setMenu(toggle, toggle.getAttribute('aria-expanded') !== 'true');
  });
  function setMenu(toggle, open) {
    toggle.setAttribute('aria-expanded', String(open));
    var menu = document.getElementById(toggle.getAttribute('aria-controls') || '');
    var icon = toggle.querySelector('.menu-toggle__icon');
    if (menu) menu.setAttribute('data-open', String(open));
    if (icon) icon.setAttribute('data-open', String(open));
  }
  // A press outside the header closes the open menu, as the page does once it has taken over.
  document.addEventListener('pointerdown', function (event) {
    var toggle = document.querySelector('.menu-toggle[aria-expanded="true"]:not([data-live])');
    var header = toggle && toggle.closest('.site-header');
    if (header && !header.contains(event.target)) setMenu(toggle, false);
  });
  var boot = document.currentScript;
  var entry = boot && boot.getAttribute('data-entry');
  // The development server adds its own module script.
  if (!entry) return;
  // An address's path below the site's base path ("/lab-site/team/" -> "/team/").
  var baseLength = (boot.getAttribute('data-base') || '/').length - 1;
  var attribute = function (name) {
    return (boot.getAttribute(name) || '').split(' ').filter(Boolean);
  };
  var appended = false;
  function append(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    document.head.appendChild(element);
  }
  // What the page's script needs, fetched side by side.
  function fetchAhead() {
    if (appended) return;
    appended = true;
    attribute('data-modules').forEach(function (href) {
      append('link', { rel: 'modulepreload', href: href, crossorigin: '' });
    });
    attribute('data-page-data').forEach(function (href) {
      append('link', { rel: 'preload', href: href, as: 'fetch', crossorigin: '' });
    });
  }
  function start() {
    fetchAhead();
    append('script', { type: 'module', src: entry, crossorigin: '' });
  }
  function editing() {
    if (/\/admin(\/|$)/.test(window.location.pathname.slice(baseLength))) return true;
    try {
      return attribute('data-local').some(function (key) {
        return window.localStorage.getItem(key) !== null;
      });
    } catch {
      return false;
    }
  }
  // Once the page's first content is painted (the browser's paint timing says so). Where it cannot
  // tell, after the next frame; and a page whose first paint has no content waits a second at most.
  function afterPaint() {
    var started = false;
    var go = function () {
      if (started) return;
      started = true;
      window.setTimeout(start, 0);
    };
    var timed = false;
    try {
      new PerformanceObserver(function (list) {
        if (list.getEntriesByName('first-contentful-paint').length) go();
      }).observe({ type: 'paint', buffered: true });
      timed = (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') !== -1;
    } catch {
      // No paint timing in this browser.
    }
    if (timed) window.setTimeout(go, 1000);
    else window.requestAnimationFrame(go);
  }
  // Whether the page's HTML was made for this address ("/team" for /team/ and /nb/team/); 404.html
  // answers any unknown one, and such a page is rendered afresh as soon as its script runs.
  function ownPage(root) {
    var trim = function (path) {
      return path.length > 1 ? path.replace(/\/+$/, '') : path;
    };
    var made = trim(root.getAttribute('data-prerendered') || '');
    var raw = window.location.pathname;
    var paths = [raw];
    try {
      paths.push(decodeURI(raw));
    } catch {
      // A malformed address is compared as it is.
    }
    return paths.some(function (address) {
      var path = trim(address.slice(baseLength) || '/');
      return path === made || path === trim('/' + document.documentElement.lang + made);
    });
  }
  function whenParsed() {
    var root = document.getElementById('root');
    // A hidden page paints nothing (a tab opened in the background); an empty root has nothing to
    // paint; a page made for another address is replaced as soon as its script runs.
    if (appended || document.visibilityState === 'hidden' || !root || !root.hasAttribute('data-prerendered') || !ownPage(root)) return start();
    // The page's main image (the one it fetches first) is part of its first view: the script
    // waits for it, up to a second, then for the page's first paint.
    var image = document.querySelector('#root img[fetchpriority="high"]');
    if (!image || image.complete) return afterPaint();
    var done = false;
    var next = function () {
      if (done) return;
      done = true;
      afterPaint();
    };
    image.addEventListener('load', next);
    image.addEventListener('error', next);
    window.setTimeout(next, 1000);
  }
  if (editing()) fetchAhead();
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenParsed);
  else whenParsed();
})();
