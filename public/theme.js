// Runs before the first paint, from the page's head. An external file because the
// Content-Security-Policy forbids inline script.
//
// 1. Applies the visitor's own light/dark choice, so a page never flashes in the other scheme
//    (docs/decisions/021). Without a stored choice the system setting rules, through CSS alone.
// 2. A tap on Menu before the page's script has taken over still opens the menu: the page reads
//    the menu's state from the button when it starts (site/layout/site-nav.tsx), and from then on
//    the page alone answers the button.
(function () {
  try {
    var theme = window.localStorage.getItem('siteTheme');
    if (theme === 'dark' || theme === 'light') document.documentElement.setAttribute('data-theme', theme);
  } catch {
    // Storage may be blocked (privacy settings); the system setting then applies.
  }
  document.addEventListener('click', function (event) {
    var target = event.target;
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
