/**
 * The emulator serves the operation table it shares with the client (electron/operations): every operation of
 * the table has its route, every /v1 route serves an operation of the table, and a route the table does not
 * know stops the emulator from starting. Scopes and retirement then come from the table.
 */
import type { RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EmulatorHandle, ManualClock } from '../../../electron/emulator'
import { bindOperation, operationsServedBy } from '../../../electron/emulator/http/operation-routes'
import { operations, type OperationId } from '../../../electron/operations'
import { clientWithScopes, startTestEmulator } from '../../support/emulator'

let emulator: EmulatorHandle<ManualClock>

beforeAll(async () => {
  emulator = await startTestEmulator()
})
afterAll(() => emulator.close())

const apiRoutes = () =>
  emulator.routes().filter((route) => route.url.startsWith('/v1/') && route.method !== 'HEAD')

describe('the emulator and the operation table', () => {
  it('serves every operation of the table, and every /v1 route serves one', () => {
    const served = new Set(apiRoutes().flatMap((route) => operationsServedBy(route.method, route.url)))
    expect((Object.keys(operations) as OperationId[]).filter((id) => !served.has(id))).toEqual([])
    expect(apiRoutes().filter((route) => !operationsServedBy(route.method, route.url).length)).toEqual([])
  })

  it('matches a route to the operations at its method and path, several where a parameter covers them', () => {
    expect(operationsServedBy('GET', '/v1/albums/:id')).toEqual(['albums.getAlbum'])
    expect(operationsServedBy('HEAD', '/v1/albums/:id')).toEqual(['albums.getAlbum'])
    expect(operationsServedBy('GET', '/v1/me/top/:type')).toEqual([
      'personalization.getTopArtists',
      'personalization.getTopTracks',
    ])
    expect(operationsServedBy('PUT', '/v1/playlists/:playlist_id/items')).toEqual([
      'playlists.reorderItems',
      'playlists.replaceItems',
    ])
    expect(operationsServedBy('POST', '/v1/albums/:id')).toEqual([])
  })

  it('refuses to register a /v1 route the table does not know, and names the table', () => {
    const route = { method: 'GET', url: '/v1/podcasts/:id', handler: () => undefined } as RouteOptions
    expect(() => bindOperation(route)).toThrow(/GET \/v1\/podcasts\/:id serves no operation of the table/)
  })

  it('asks for the table’s scopes: a token without the operation’s scope gets 403 naming it', async () => {
    const api = clientWithScopes(emulator, ['user-library-read'])
    const refused = await api.get('/me/top/artists')
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual({
      error: { status: 403, message: 'Insufficient client scope: this operation needs user-top-read' },
    })
    expect((await api.get('/me/tracks')).status).toBe(200)
  })
})
