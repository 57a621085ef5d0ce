// Applies the visitor's own light/dark choice before the first paint, so a page never flashes
// in the other scheme (docs/decisions/021). Without a stored choice the system setting rules,
// through CSS alone. An external file because the Content-Security-Policy forbids inline script.
(function () {
  try {
    var theme = window.localStorage.getItem('siteTheme');
    if (theme === 'dark' || theme === 'light') document.documentElement.setAttribute('data-theme', theme);
  } catch {
    // Storage may be blocked (privacy settings); the system setting then applies.
  }
})();
