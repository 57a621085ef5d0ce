// Runs before the first paint, from the page's head. An external file because the
// Content-Security-Policy forbids inline script.
//
// 1. Applies the visitor's own light/dark choice, so a page never flashes in the other scheme
//    (docs/decisions/021). Without a stored choice the system setting rules, through CSS alone.
// 2. A tap on Menu or on the dark-mode switch before the page's script has taken over still
//    works: the page reads their state when it starts (site/layout/site-nav.tsx, theme-toggle.tsx)
//    and marks them data-live; from then on the page alone answers them.
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
    var open = toggle.getAttribute('aria-expanded') !== 'true';
    toggle.setAttribute('aria-expanded', String(open));
    var menu = document.getElementById(toggle.getAttribute('aria-controls') || '');
    var icon = toggle.querySelector('.menu-toggle__icon');
    if (menu) menu.setAttribute('data-open', String(open));
    if (icon) icon.setAttribute('data-open', String(open));
  });
})();
