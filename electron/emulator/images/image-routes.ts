import type { FastifyInstance } from 'fastify'
import { IMAGE_SIZES, isImageKind } from '../present/images'
import { coverArt } from './cover-art'

const CACHE_ENTRIES = 256

/**
 * GET /images/{kind}/{id}/{size}.png: the generated covers, portraits and icons every object's `images` point
 * to. No token is needed (the real service serves images from a public CDN). Rendered on first request and
 * kept in a small LRU cache.
 */
export function registerImageRoutes(app: FastifyInstance): void {
  const cache = new Map<string, Buffer>()
  app.get<{ Params: { kind: string; id: string; file: string } }>(
    '/images/:kind/:id/:file',
    async (request, reply) => {
      const { kind, id, file } = request.params
      const size = /^(\d{1,4})\.png$/.exec(file)?.[1]
      const sizes: readonly number[] = isImageKind(kind) ? IMAGE_SIZES[kind] : []
      if (size === undefined || !sizes.includes(Number(size)) || !/^[\w.-]{1,64}$/.test(id)) {
        return reply.code(404).send({ error: { status: 404, message: 'Image not found' } })
      }
      const key = `${kind}/${id}/${size}`
      let png = cache.get(key)
      if (png) cache.delete(key)
      else png = coverArt(kind, id, Number(size))
      cache.set(key, png)
      if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value as string)
      return (
        reply
          .header('content-type', 'image/png')
          .header('cache-control', 'public, max-age=31536000, immutable')
          // As a public CDN does: a page may read the pixels (the mini player takes its accent from the cover).
          .header('access-control-allow-origin', '*')
          .send(png)
      )
    },
  )
}
