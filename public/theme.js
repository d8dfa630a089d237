// Applies the theme before the first paint (a classic script in <head>: the CSP admits
// 'self' scripts, never inline ones). The device's choice is localStorage 'da-theme':
// 'light', 'dark' or absent/'system' (follow the system). It sets <html data-theme> and
// color-scheme, and the theme-color metas; it re-applies when the system scheme changes
// and on a 'storage' event (another tab, or App settings in this one). It also marks a visit
// that starts at / (<html data-landing>), whose first paint is index.html's landing top.
(function () {
  var KEY = 'da-theme';
  var COLORS = { light: '#4338ca', dark: '#1a1d27' };
  var query = window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null;

  function choice() {
    try {
      var stored = window.localStorage.getItem(KEY);
      return stored === 'light' || stored === 'dark' ? stored : 'system';
    } catch {
      return 'system';
    }
  }

  function apply() {
    var chosen = choice();
    var theme = chosen === 'system' ? (query && query.matches ? 'dark' : 'light') : chosen;
    var root = document.documentElement;
    root.setAttribute('data-theme', theme);
    root.style.colorScheme = theme;
    var metas = document.querySelectorAll('meta[name="theme-color"]');
    for (var i = 0; i < metas.length; i++) {
      var media = metas[i].getAttribute('media') || '';
      var own = media.indexOf('dark') >= 0 ? 'dark' : 'light';
      metas[i].setAttribute('content', COLORS[chosen === 'system' ? own : theme]);
    }
  }

  apply();
  // A visit that starts at / shows index.html's copy of the landing's top (landing-header.css).
  if (window.location.pathname === '/') document.documentElement.setAttribute('data-landing', '');
  if (query && query.addEventListener) query.addEventListener('change', apply);
  window.addEventListener('storage', function (event) {
    if (event.key === null || event.key === KEY) apply();
  });
})();
