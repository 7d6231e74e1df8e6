import type { PlaylistState } from '../state/playlist-store'
import { imagesOf } from './images'
import type { ImageObject } from './present-context'
import type { ServiceUrls } from './service-urls'

/** Where an uploaded cover is served (no token, like every image): see images/uploaded-cover-route.ts. */
export function uploadedCoverUrl(urls: ServiceUrls, playlistId: string, version: number): string {
  return `${urls.origin}/images/uploads/${encodeURIComponent(playlistId)}/${version}.jpg`
}

/** A playlist's `images`: its uploaded cover when it has one, else the generated ones. */
export function playlistImages(urls: ServiceUrls, playlist: PlaylistState): ImageObject[] {
  const cover = playlist.cover
  if (!cover) return imagesOf(urls, 'playlist', playlist.id)
  return [
    { url: uploadedCoverUrl(urls, playlist.id, cover.version), width: cover.width, height: cover.height },
  ]
}
