import { describe, expect, it } from 'vitest'
import { libraryKinds } from '../../../../electron/contract'
import { EncoreError } from '../../../../electron/core/base/errors'
import { RateLimitedError } from '../../../../electron/core/service/api/errors'
import { idleSync, type SyncProgress } from '../../../../electron/core/features/library/library-state'
import {
  RESUME_SLACK_MS,
  syncStep,
  type SyncEffect,
  type SyncEvent,
} from '../../../../electron/core/features/library/sync-step'

const NOW = 1_800_000_000_000

/** Steps the events in order from `progress`: the progress at the end and every effect said on the way. */
function run(progress: SyncProgress, ...events: SyncEvent[]) {
  const effects: SyncEffect[] = []
  for (const event of events) {
    const next = syncStep(progress, event)
    progress = next.progress
    effects.push(...next.effects)
  }
  return { progress, effects }
}

const stateOf = (progress: SyncProgress) =>
  Object.fromEntries(libraryKinds.map((kind) => [kind, progress.kinds[kind].state]))

describe('the sync step', () => {
  it('starts the lists asked for and counts the others done, telling the page at once', () => {
    const { progress, effects } = run(idleSync(), { type: 'started', kinds: ['tracks', 'albums'], now: NOW })
    expect(progress).toMatchObject({ state: 'syncing', startedAt: NOW, finishedAt: null })
    expect(progress.kinds.tracks.state).toBe('waiting')
    expect(progress.kinds.playlists.state).toBe('done')
    expect(effects).toEqual([{ type: 'emit', at: 'now' }])
  })

  it('marks the cache to be written for pages that arrived, not for a state the reader says', () => {
    const started = run(idleSync(), { type: 'started', kinds: ['tracks'], now: NOW }).progress
    const reading = run(started, { type: 'read', kind: 'tracks', patch: { state: 'reading' } })
    expect(reading.effects).toEqual([{ type: 'emit', at: 'soon' }])
    const pages = run(reading.progress, { type: 'read', kind: 'tracks', patch: { loaded: 50, total: 120 } })
    expect(pages.effects).toEqual([{ type: 'mark-dirty' }, { type: 'emit', at: 'soon' }])
    expect(pages.progress.kinds.tracks).toMatchObject({ state: 'reading', loaded: 50, total: 120 })
    // The step answers new progress: the one the page was given is not changed under it.
    expect(started.kinds.tracks.loaded).toBe(0)
  })

  it('holds a list back until the hour the service said, and wakes a little after it once the sync ends', () => {
    const started = run(idleSync(), { type: 'started', kinds: ['tracks', 'albums'], now: NOW }).progress
    const { progress, effects } = run(
      started,
      { type: 'list-failed', kind: 'tracks', error: new RateLimitedError(60, 'Saved tracks'), now: NOW },
      { type: 'read', kind: 'albums', patch: { state: 'done' } },
      { type: 'ended', now: NOW + 1_000 },
    )
    expect(progress.kinds.tracks).toMatchObject({ state: 'held', resumesAt: NOW + 60_000 })
    expect(progress).toMatchObject({ state: 'held', finishedAt: NOW + 1_000 })
    expect(effects).toContainEqual({ type: 'finish' })
    expect(effects).toContainEqual({ type: 'resume-in', ms: 59_000 + RESUME_SLACK_MS })
  })

  it('says a failure in the language spoken: German, Japanese', () => {
    const started = run(idleSync(), { type: 'started', kinds: ['tracks', 'albums'], now: NOW }).progress
    const { progress } = run(
      started,
      { type: 'list-failed', kind: 'tracks', error: new Error('socket hang up'), now: NOW, language: 'de' },
      { type: 'list-failed', kind: 'albums', error: new Error('socket hang up'), now: NOW, language: 'ja' },
    )
    expect(progress.kinds.tracks.error).toEqual({
      code: 'INTERNAL',
      message: 'Beim Lesen deiner Bibliothek ist etwas schiefgelaufen.',
    })
    expect(progress.kinds.albums.error?.message).toBe('ライブラリの読み込み中に問題が発生しました。')
  })

  it("says a failure in a listener's words, and a failure outranks a list held back at the end", () => {
    const started = run(idleSync(), { type: 'started', kinds: ['tracks', 'albums'], now: NOW }).progress
    const { progress, effects } = run(
      started,
      { type: 'list-failed', kind: 'tracks', error: new RateLimitedError(60, 'Saved tracks'), now: NOW },
      { type: 'list-failed', kind: 'albums', error: new Error('socket hang up'), now: NOW },
      { type: 'ended', now: NOW },
    )
    expect(progress.kinds.albums.error).toEqual({
      code: 'INTERNAL',
      message: 'Something went wrong while reading your library.',
    })
    expect(progress.state).toBe('failed')
    expect(effects.filter((effect) => effect.type === 'log').map((effect) => effect.level)).toEqual([
      'info',
      'warn',
    ])
  })

  it('keeps the code of an error Encore named', () => {
    const started = run(idleSync(), { type: 'started', kinds: ['tracks'], now: NOW }).progress
    const { progress } = run(started, {
      type: 'list-failed',
      kind: 'tracks',
      error: new EncoreError('INSUFFICIENT_SCOPE', 'Encore may not read your saved tracks.'),
      now: NOW,
    })
    expect(progress.kinds.tracks).toMatchObject({ state: 'failed', error: { code: 'INSUFFICIENT_SCOPE' } })
  })

  it('on cancel, says cancelled for the lists still read or waiting, and keeps the settled ones', () => {
    const started = run(idleSync(), { type: 'started', kinds: ['tracks', 'albums', 'artists'], now: NOW })
    const { progress } = run(
      started.progress,
      { type: 'read', kind: 'tracks', patch: { state: 'reading' } },
      { type: 'read', kind: 'albums', patch: { state: 'done' } },
      { type: 'cancelled' },
      { type: 'ended', now: NOW },
    )
    expect(stateOf(progress)).toMatchObject({ tracks: 'cancelled', albums: 'done', artists: 'cancelled' })
    expect(progress.state).toBe('cancelled')
  })

  it('ends done, with no wake, when every list was read', () => {
    const started = run(idleSync(), { type: 'started', kinds: ['tracks'], now: NOW }).progress
    const { progress, effects } = run(
      started,
      { type: 'read', kind: 'tracks', patch: { state: 'done' } },
      { type: 'ended', now: NOW },
    )
    expect(progress.state).toBe('done')
    expect(effects.some((effect) => effect.type === 'resume-in')).toBe(false)
  })
})
