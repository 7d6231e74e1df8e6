/**
 * Saved shows, episodes and audiobooks: GET /me/shows, /me/episodes, /me/audiobooks in both generations;
 * saving, removing and checking through PUT / DELETE /me/{shows,episodes,audiobooks} and …/contains (classic;
 * 403 Forbidden in 2026) or /me/library with show, episode and audiobook URIs (2026, and every mode). Each
 * answer is checked against the OpenAPI description.
 */
import { describe, expect, it } from 'vitest'
import { clientWithScopes, type PagingBody } from '../../support/emulator'
import { warnIfOpenApiMissing } from '../../support/openapi-conformance'
import { expectError, expectNoContent } from '../user-state-support'
import {
  GENERATIONS,
  expectConforming,
  getConforming,
  type EpisodeBody,
  type Service,
  type ShowBody,
  servicesPerGeneration,
} from '../spoken-support'

warnIfOpenApiMissing()

const services = servicesPerGeneration()

type Kind = 'shows' | 'episodes' | 'audiobooks'
const KINDS: readonly Kind[] = ['shows', 'episodes', 'audiobooks']
const singular = { shows: 'show', episodes: 'episode', audiobooks: 'audiobook' } as const

/** An item of each kind the demo user has not saved. */
function unsaved(service: Service, kind: Kind): string {
  const { catalog, state } = service.emulator
  const saved = state.spokenOf(service.emulator.user.id)[kind]
  const records =
    kind === 'shows'
      ? catalog.spoken.shows
      : kind === 'episodes'
        ? catalog.spoken.episodes
        : catalog.spoken.audiobooks
  const record = records.find((candidate) => !saved.has(candidate.id))
  if (!record) throw new Error(`every ${kind} is saved`)
  return record.id
}

const listed = async (service: Service, kind: Kind) => {
  const page = await getConforming<PagingBody<Record<string, { id: string }>>>(
    service,
    `/me/${kind}?limit=50`,
  )
  return page.items.map((item) => item[singular[kind]]!.id)
}

describe.each(GENERATIONS)('%s', (generation) => {
  const service = () => services[generation]

  it('lists the seeded library newest first, with added_at', async () => {
    const { emulator } = service()
    const seed = emulator.catalog.spoken.librarySeed
    expect(await listed(service(), 'shows')).toEqual(seed.savedShows.map((item) => item.id))
    expect(await listed(service(), 'episodes')).toEqual(seed.savedEpisodes.map((item) => item.id))
    expect(await listed(service(), 'audiobooks')).toEqual(seed.savedAudiobooks.map((item) => item.id))
    const shows = await getConforming<PagingBody<{ added_at: string; show: ShowBody }>>(
      service(),
      '/me/shows?limit=1',
    )
    expect(shows.items[0]).toEqual({
      added_at: seed.savedShows[0]!.addedAt,
      show: expect.objectContaining({ type: 'show' }),
    })
    expect(shows.items[0]!.show).not.toHaveProperty('episodes')
    expect(shows.next).toEqual(expect.stringContaining('offset=1'))
  })

  it('saved episodes carry their show, and their resume points under user-read-playback-position only', async () => {
    const { emulator, withoutPosition } = service()
    const seeded = emulator.catalog.spoken.librarySeed
    const heard = seeded.resumePoints.find(([id]) => seeded.savedEpisodes.some((saved) => saved.id === id))
    const page = await getConforming<PagingBody<{ episode: EpisodeBody }>>(
      service(),
      '/me/episodes?limit=50&market=US',
    )
    for (const { episode } of page.items) {
      expect(episode.show?.type).toBe('show')
      expect(episode.resume_point).toEqual(expect.objectContaining({ fully_played: expect.any(Boolean) }))
    }
    if (heard) {
      const entry = page.items.find((item) => item.episode.id === heard[0])
      expect(entry?.episode.resume_point).toEqual({
        fully_played: heard[1].fullyPlayed,
        resume_position_ms: heard[1].positionMs,
      })
    }
    const without = await getConforming<PagingBody<{ episode: EpisodeBody }>>(
      service(),
      '/me/episodes',
      withoutPosition,
    )
    expect(without.items.some((item) => 'resume_point' in item.episode)).toBe(false)
  })

  it('the lists need user-library-read', async () => {
    const client = clientWithScopes(service().emulator, ['user-read-playback-position'])
    for (const kind of KINDS) {
      expectError(await client.get(`/me/${kind}`), 403, { message: /user-library-read/ })
    }
  })

  it('saves and removes through /me/library by URI (offered in every mode); contains answers in order', async () => {
    const { api } = service()
    const ids = Object.fromEntries(KINDS.map((kind) => [kind, unsaved(service(), kind)])) as Record<
      Kind,
      string
    >
    const uris = KINDS.map((kind) => `spotify:${singular[kind]}:${ids[kind]}`).join(',')
    const contains = async () => {
      const response = await api.get<boolean[]>(`/me/library/contains?uris=${uris}`)
      expectConforming(service(), 'GET', '/me/library/contains', response)
      return response.body
    }
    expect(await contains()).toEqual([false, false, false])
    const saved = await api.request('PUT', `/me/library?uris=${uris}`)
    expectNoContent(saved, 200)
    expectConforming(service(), 'PUT', '/me/library', saved)
    expect(await contains()).toEqual([true, true, true])
    for (const kind of KINDS) expect((await listed(service(), kind))[0]).toBe(ids[kind])
    expectNoContent(await api.request('DELETE', `/me/library?uris=${uris}`), 200)
    expect(await contains()).toEqual([false, false, false])
    expectError(await api.request('PUT', '/me/library?uris=spotify:show:0000000000000000000000'), 404, {
      message: /no show/,
    })
  })

  it('/me/library needs user-library-modify for shows, episodes and audiobooks', async () => {
    const client = clientWithScopes(service().emulator, ['user-library-read'])
    const uri = `spotify:show:${unsaved(service(), 'shows')}`
    expectError(await client.request('PUT', `/me/library?uris=${uri}`), 403, {
      message: /user-library-modify/,
    })
  })

  it.each(KINDS)(
    'PUT, DELETE and contains of /me/%s: classic answers them, 2026 403 Forbidden',
    async (kind) => {
      const { api } = service()
      const id = unsaved(service(), kind)
      const save = await api.request('PUT', `/me/${kind}?ids=${id}`)
      const check = await api.get<boolean[]>(`/me/${kind}/contains?ids=${id},${id}`)
      const remove = await api.request('DELETE', `/me/${kind}?ids=${id}`)
      if (generation === '2026') {
        for (const refused of [save, check, remove]) {
          expect(refused.status).toBe(403)
          expect(refused.body).toEqual({ error: { status: 403, message: 'Forbidden' } })
        }
        expect(await listed(service(), kind)).not.toContain(id)
        return
      }
      expectConforming(service(), 'PUT', `/me/${kind}`, save)
      expectConforming(service(), 'GET', `/me/${kind}/contains`, check)
      expect(check.body).toEqual([true, true])
      expectConforming(service(), 'DELETE', `/me/${kind}`, remove)
      expect(await listed(service(), kind)).not.toContain(id)
      expectError(await api.request('PUT', `/me/${kind}?ids=0000000000000000000000`), 404, {
        message: new RegExp(`no ${singular[kind]}`),
      })
      expectError(await api.request('PUT', `/me/${kind}`), 400, { message: /ids is required/ })
    },
  )
})
