/*
 * How the library's cache file keeps image addresses; apart from cache-format.ts so the file's parts
 * (spoken-cache.ts) use it without importing the format that includes them.
 */

/** Turns image addresses on the service's host into `~/…` and back. */
export interface UrlCodec {
  pack(url: string): string
  unpack(url: string): string
}

export function urlCodecFor(origin: string | null): UrlCodec {
  return {
    pack: (url) => (origin && url.startsWith(`${origin}/`) ? `~${url.slice(origin.length)}` : url),
    unpack: (url) => (origin && url.startsWith('~/') ? `${origin}${url.slice(1)}` : url),
  }
}
