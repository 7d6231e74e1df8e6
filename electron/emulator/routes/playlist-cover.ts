import { ApiError, badRequest } from '../http/api-error'
import { grantOf } from '../http/request-grant'
import { checkJpegBase64, decodeBase64Strict } from '../images/jpeg'
import { assertOwner, playlistOf, playlistParams, playlistVisibility } from './playlist-access'
import type { RouteModule } from './route-module'

/** The real service's limit on a cover: 256 KB of JPEG (decoded). */
export const MAX_COVER_BYTES = 256 * 1024
/** The body is base64 text, a third larger than the JPEG; leave room so an oversized cover gets our 413. */
const BODY_LIMIT = 4 * 1024 * 1024

/**
 * PUT /playlists/{id}/images: `Content-Type: image/jpeg`, the body a base64-encoded JPEG (at most 256 KB
 * decoded, else 413). Answers 202; the playlist's `images` (and GET …/images) then show it, and the playlist
 * gets a new snapshot_id. Needs ugc-image-upload plus the modify scope of the playlist's visibility.
 */
export const playlistCoverRoutes: RouteModule = (app, ctx) => {
  app.addContentTypeParser(
    'image/jpeg',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_request, body, done) => done(null, body),
  )

  app.put(
    '/playlists/:playlist_id/images',
    {
      schema: { params: playlistParams },
      // An unknown playlist still needs ugc-image-upload and either modify scope before its 404.
      config: { scopeVariant: (request) => playlistVisibility(ctx.state.playlists)(request) ?? {} },
      bodyLimit: BODY_LIMIT,
    },
    async (request, reply) => {
      const playlist = playlistOf(ctx.state.playlists, request.params.playlist_id)
      assertOwner(playlist, grantOf(request).userId, 'cover image')
      const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase()
      if (type !== 'image/jpeg') throw badRequest('Content-Type must be image/jpeg (a base64-encoded JPEG)')
      const text = typeof request.body === 'string' ? request.body : ''
      const bytes = decodeBase64Strict(text)
      if (!bytes) throw badRequest('The body must be a base64-encoded JPEG image')
      if (bytes.length > MAX_COVER_BYTES) {
        throw new ApiError(413, `The image is ${bytes.length} bytes; a cover may be at most 256 KB`)
      }
      const jpeg = checkJpegBase64(text)
      if (!jpeg.ok) throw badRequest('The body decodes to something that is not a JPEG image')
      ctx.state.playlists.touch(playlist)
      playlist.cover = {
        jpegBase64: jpeg.bytes.toString('base64'),
        width: jpeg.width,
        height: jpeg.height,
        version: playlist.version,
      }
      return reply.code(202).send()
    },
  )
}
