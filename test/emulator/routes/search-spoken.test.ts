/**
 * Search types `show`, `episode` and `audiobook` in both generations: names and makers by word prefix, whole
 * names first, field filters leave these types empty, audiobooks only where sold; answers conform to the
 * OpenAPI description.
 */
import { describe, expect, it } from 'vitest'
import { type PagingBody } from '../../support/emulator'
import { warnIfOpenApiMissing } from '../../support/openapi-conformance'
import { expectError } from '../user-state-support'
import { GENERATIONS, getConforming, type EpisodeBody, servicesPerGeneration } from '../spoken-support'

warnIfOpenApiMissing()

interface SpokenResults {
  shows?: PagingBody<{ id: string; name: string }>
  episodes?: PagingBody<EpisodeBody>
  audiobooks?: PagingBody<{ id: string; name: string }>
}

const services = servicesPerGeneration()

const q = (text: string) => encodeURIComponent(text)

describe.each(GENERATIONS)('%s', (generation) => {
  const service = () => services[generation]

  it('finds a show by its name and publisher, an episode by its name, a book by its author', async () => {
    const { catalog } = service().emulator
    const show = catalog.spoken.shows[0]!
    const episode = catalog.spoken.episodesOf(show)[0]!
    const book = catalog.spoken.audiobooks[0]!
    const byName = await getConforming<SpokenResults>(
      service(),
      `/search?q=${q(`"${show.name}"`)}&type=show,episode,audiobook`,
    )
    expect(byName.shows!.items[0]!.id).toBe(show.id)
    // An episode matches by its show's name too.
    expect(byName.episodes!.items.map((item) => item.id)).toContain(episode.id)
    const byPublisher = await getConforming<SpokenResults>(
      service(),
      `/search?q=${q(show.publisher)}&type=show`,
    )
    expect(byPublisher.shows!.items.map((item) => item.id)).toContain(show.id)
    const byAuthor = await getConforming<SpokenResults>(
      service(),
      `/search?q=${q(book.authors[0]!)}&type=audiobook&market=US`,
    )
    expect(byAuthor.audiobooks!.items.map((item) => item.id)).toContain(book.id)
    expect(byAuthor).not.toHaveProperty('shows')
  })

  it('lists whole-name matches first; pages follow the generation’s limits', async () => {
    const { api, emulator } = service()
    const episode = emulator.catalog.spoken.episodes[0]!
    const results = await getConforming<SpokenResults>(
      service(),
      `/search?q=${q(`"${episode.name}"`)}&type=episode`,
    )
    expect(results.episodes!.items[0]!.name).toBe(episode.name)
    expect(results.episodes!.limit).toBe(generation === '2026' ? 5 : 20)
    const wide = await api.get(`/search?q=the&type=episode&limit=11`)
    if (generation === '2026') expectError(wide, 400, { message: /^Invalid limit$/ })
    else expect(wide.status).toBe(200)
  })

  it('field filters do not apply to these types: a query holding one finds none of them', async () => {
    const results = await getConforming<SpokenResults>(
      service(),
      `/search?q=the%20year:2000-2100&type=show,episode,audiobook`,
    )
    expect([results.shows!.total, results.episodes!.total, results.audiobooks!.total]).toEqual([0, 0, 0])
  })

  it('finds audiobooks only where they are sold', async () => {
    const book = service().emulator.catalog.spoken.audiobooks[0]!
    const text = q(book.name)
    const sold = await getConforming<SpokenResults>(service(), `/search?q=${text}&type=audiobook&market=IE`)
    expect(sold.audiobooks!.items.map((item) => item.id)).toContain(book.id)
    const unsold = await getConforming<SpokenResults>(service(), `/search?q=${text}&type=audiobook&market=FR`)
    expect(unsold.audiobooks!.total).toBe(0)
  })
})
