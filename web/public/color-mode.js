// Colour mode before first paint: the stored choice, else the system preference. A file of its
// own, not an inline script: the server's content security policy runs scripts from the app's
// origin only.
(function () {
  try {
    var stored = localStorage.getItem('color-mode');
    var mode = stored === 'dark' || stored === 'light'
      ? stored
      : window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    document.documentElement.setAttribute('data-color-mode', mode);
  } catch (e) {}
})();
