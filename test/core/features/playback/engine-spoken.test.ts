import { afterEach, describe, expect, it, vi } from 'vitest'
import { startEngineHarness, type EngineHarness } from '../../../support/engine-harness'

/**
 * The engine with spoken word on the player, against the emulator: an episode or an audiobook's chapter
 * played elsewhere shows with its show (or book), what kind of item plays, words that name it, and a heart
 * that saves it through its own kind. The reads ask for episodes and cost nothing more than before.
 */

let h: EngineHarness
vi.setConfig({ testTimeout: 30_000 })
afterEach(async () => {
  await h.close()
})

async function showing(play: () => void) {
  h.signIn()
  h.engine.setVisible('page', true)
  await h.settle()
  play()
  // An idle player shown is read every 10 s: what the phone started shows by then.
  await h.advance(11_000, 500)
}

describe('the playback engine with spoken word', () => {
  it('an episode played on the phone: its title, its show as the artist line and album, kind and words', async () => {
    h = await startEngineHarness()
    const spoken = h.emulator.catalog.spoken
    const show = spoken.shows[0]!
    const older = spoken.episodesOf(show)[1]
    await showing(() =>
      h.emulator.playOn('Pocket Phone', {
        contextUri: `spotify:show:${show.id}`,
        offset: { uri: `spotify:episode:${older!.id}` },
      }),
    )
    const state = h.latest()
    expect(state).toMatchObject({
      status: 'ok',
      itemType: 'episode',
      show: {
        kind: 'show',
        id: show.id,
        uri: `spotify:show:${show.id}`,
        name: show.name,
        publisher: show.publisher,
      },
      track: {
        id: older!.id,
        uri: `spotify:episode:${older!.id}`,
        name: older!.name,
        durationMs: older!.durationMs,
        artists: [{ id: show.id, name: show.name, uri: `spotify:show:${show.id}` }],
        album: { id: show.id, name: show.name, uri: `spotify:show:${show.id}` },
      },
      context: { type: 'show', uri: `spotify:show:${show.id}`, name: show.name },
      device: { name: 'Pocket Phone' },
    })
    expect(state.track!.album!.images.length).toBeGreaterThan(0)
    // Every read of the player asked for episodes; none came back without its item.
    const reads = h.emulator.traffic
      .entries()
      .filter((entry) => entry.path === '/me/player' && entry.method === 'GET')
    expect(reads.length).toBeGreaterThan(0)
    for (const read of reads)
      expect(new URLSearchParams(read.query).get('additional_types')).toBe('track,episode')
    expect(h.states.some((seen) => seen.status === 'ok' && seen.track === null && seen.readAt !== null)).toBe(
      false,
    )

    // The heart saves the episode through the episodes' own endpoint.
    const saved = h.emulator.state.spokenOf(h.emulator.user.id).episodes
    saved.delete(older!.id)
    h.forgetRequests()
    await h.engine.run({ kind: 'save', saved: true })
    await h.settle()
    expect(saved.has(older!.id)).toBe(true)
    expect(h.requests()).toContainEqual({ method: 'PUT', path: '/me/episodes' })
    expect(h.latest().saved).toBe(true)
    expect(h.savedChanges.at(-1)).toEqual({ uris: [`spotify:episode:${older!.id}`], saved: true })
  })

  it('the last episode of a show: Next is refused with words that name the episode', async () => {
    h = await startEngineHarness()
    const spoken = h.emulator.catalog.spoken
    const show = spoken.shows.find((candidate) => candidate.episodeIds.length >= 2)!
    const oldest = spoken.episodesOf(show).at(-1)!
    await showing(() =>
      h.emulator.playOn('Pocket Phone', {
        contextUri: `spotify:show:${show.id}`,
        offset: { uri: `spotify:episode:${oldest.id}` },
        positionMs: 60_000,
      }),
    )
    expect(h.latest().disallowed).toContainEqual({ action: 'next', reason: 'There is no next episode here.' })
  })

  it('an audiobook chapter: the chapter, its book (authors as the publisher line), and the heart saves the book', async () => {
    h = await startEngineHarness({ country: 'GB' })
    const spoken = h.emulator.catalog.spoken
    const book = spoken.audiobooks[0]!
    const chapter = spoken.chaptersOf(book)[1]!
    await showing(() =>
      h.emulator.playOn('Pocket Phone', {
        contextUri: `spotify:audiobook:${book.id}`,
        offset: { uri: `spotify:episode:${chapter.id}` },
      }),
    )
    expect(h.latest()).toMatchObject({
      itemType: 'chapter',
      show: {
        kind: 'audiobook',
        id: book.id,
        uri: `spotify:audiobook:${book.id}`,
        name: book.name,
        publisher: book.authors.join(', '),
      },
      track: { name: chapter.name, artists: [{ name: book.name }], album: { name: book.name } },
      context: { type: 'audiobook', name: book.name },
    })
    const savedBooks = h.emulator.state.spokenOf(h.emulator.user.id).audiobooks
    savedBooks.delete(book.id)
    h.forgetRequests()
    await h.engine.run({ kind: 'save', saved: true })
    await h.settle()
    expect(savedBooks.has(book.id)).toBe(true)
    expect(h.requests()).toContainEqual({ method: 'PUT', path: '/me/audiobooks' })
    expect(h.savedChanges.at(-1)).toEqual({ uris: [`spotify:audiobook:${book.id}`], saved: true })
  })
})
