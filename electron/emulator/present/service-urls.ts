/**
 * Absolute URLs of this emulator instance. The port is known only once the server listens, so the origin is
 * set then; nothing is presented before.
 */
export class ServiceUrls {
  private currentOrigin = 'http://127.0.0.1:0'

  setOrigin(origin: string): void {
    this.currentOrigin = origin
  }

  get origin(): string {
    return this.currentOrigin
  }

  get api(): string {
    return `${this.currentOrigin}/v1`
  }

  /** `https://…/v1/{collection}/{id}` as in every object's `href`. */
  href(
    collection:
      | 'albums'
      | 'artists'
      | 'tracks'
      | 'playlists'
      | 'users'
      | 'audio-analysis'
      | 'audio-features'
      | 'shows'
      | 'episodes'
      | 'audiobooks'
      | 'chapters',
    id: string,
  ): string {
    return `${this.api}/${collection}/${encodeURIComponent(id)}`
  }

  /** The `external_urls.spotify` web-player link, as the real service gives it. */
  openUrl(
    type: 'album' | 'artist' | 'track' | 'playlist' | 'user' | 'show' | 'episode' | 'audiobook',
    id: string,
  ): string {
    return `https://open.spotify.com/${type}/${encodeURIComponent(id)}`
  }

  /** A generated image served by this emulator (see images/). */
  image(kind: string, id: string, size: number): string {
    return `${this.currentOrigin}/images/${kind}/${encodeURIComponent(id)}/${size}.png`
  }
}
