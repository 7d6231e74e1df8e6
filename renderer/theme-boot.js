// @ts-check
/* global document, location, localStorage, matchMedia, URLSearchParams */
/*
 * The theme before the first paint. The page's own script runs only after it is parsed and the bridge has read
 * the settings (a few hundred milliseconds); this small classic script runs first, in <head>, and sets
 * `data-theme` on <html> from what the page knew last time, so the first frame is already in the right theme.
 * The Content Security Policy allows it as any script of the page's own origin (no inline script).
 *
 * Where the choice is known, first found wins: `?theme=` in the page's address (a shell may say it), the page's
 * local storage (the desktop windows: one origin, kept), a cookie (browser mode: cookies are not scoped by
 * port, so a new port still finds it). "system" follows the system's colour scheme; with nothing known, the
 * app's default theme: dark. useAppliedTheme writes the storage and the cookie whenever the theme applies.
 */
;(function () {
  /** @param {unknown} value */
  function known(value) {
    return value === 'light' || value === 'dark' || value === 'system' ? value : null
  }
  var choice = null
  try {
    choice = known(new URLSearchParams(location.search).get('theme'))
  } catch {
    /* no address to read */
  }
  if (!choice) {
    try {
      choice = known(localStorage.getItem('encore.theme'))
    } catch {
      /* storage refused: the cookie or the default */
    }
  }
  if (!choice) {
    var found = /(?:^|;\s*)encore-theme=(\w+)/.exec(document.cookie)
    choice = known(found && found[1])
  }
  var dark = choice === 'system' ? matchMedia('(prefers-color-scheme: dark)').matches : choice !== 'light'
  document.documentElement.setAttribute('data-theme', dark ? 'dark' : 'light')
})()
