// @ts-check
/**
 * Stands in for axios's `follow-redirects` in the compiled app (electron.vite.config.ts): every request of
 * Encore's goes with `maxRedirects: 0` (the update check follows its feed's redirects itself), so axios sends
 * through Node's http and https, and the package was only held in memory.
 */
const refuse = () => {
  throw new Error(
    'Encore follows no redirects through axios (maxRedirects: 0; follow-redirects is left out).',
  )
}
export default { http: { request: refuse }, https: { request: refuse } }
