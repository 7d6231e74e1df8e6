/** Shows or hides the page, as the browser does when its tab or window is hidden (`visibilitychange`). */
export function setVisibility(state: 'visible' | 'hidden'): void {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
  document.dispatchEvent(new Event('visibilitychange'))
}
