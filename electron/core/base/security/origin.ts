/**
 * `scheme://host[:port]` of a URL, or undefined when it does not parse. Node's `URL.origin` is "null" for
 * schemes it does not know (our `app:`), while Chromium treats a registered standard scheme as a real origin;
 * comparing this form works for both.
 */
export function originOf(raw: string): string | undefined {
  try {
    const url = new URL(raw)
    if (!url.host) return undefined
    return `${url.protocol}//${url.host}`
  } catch {
    return undefined
  }
}
