import type { FastifyInstance } from 'fastify'
import type { PlaylistStore } from '../state/playlist-store'

/**
 * GET /images/uploads/{playlistId}/{version}.jpg: a cover uploaded with PUT /v1/playlists/{id}/images. No token
 * (images are public, as on the real service's CDN). Only the current upload answers; an older version is gone.
 */
export function registerUploadedCoverRoute(app: FastifyInstance, playlists: PlaylistStore): void {
  app.get<{ Params: { id: string; file: string } }>('/images/uploads/:id/:file', async (request, reply) => {
    const cover = playlists.get(request.params.id)?.cover
    if (!cover || request.params.file !== `${cover.version}.jpg`) {
      return reply.code(404).send({ error: { status: 404, message: 'Image not found' } })
    }
    return reply
      .header('content-type', 'image/jpeg')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('access-control-allow-origin', '*')
      .send(Buffer.from(cover.jpegBase64, 'base64'))
  })
}
