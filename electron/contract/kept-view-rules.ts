/** The kept view's limits, for the page (no schema library) and core's schema alike. */

/** A route the page can be reopened on: a hash path of the router (`/library/tracks`, `/playlist/abc?x=1`). */
export const KEPT_ROUTE_PATTERN = /^\/(?!\/)[\w\-./~%!$&'()*+,;=:@?]*$/
export const KEPT_ROUTE_MAX = 300
/** Rows ticked in a list that are kept (a playlist's "Remove selected"); more are not. */
export const KEPT_SELECTED_MAX = 500

/** Whether the page may ask core to keep this route (the router's full path). */
export function isKeptRoute(route: string): boolean {
  return route.length <= KEPT_ROUTE_MAX && KEPT_ROUTE_PATTERN.test(route)
}
