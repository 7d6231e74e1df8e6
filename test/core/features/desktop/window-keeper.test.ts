import { describe, expect, it } from 'vitest'
import { freshDefaults, type KeptView, type Settings } from '../../../../electron/contract'
import { createWindowKeeper } from '../../../../electron/core/features/desktop/window-keeper'
import type { KeptBounds } from '../../../../electron/core/features/desktop/window-lifecycle'
import type { LibraryWindows } from '../../../../electron/core/features/library'
import { ManualClock } from '../../../support/manual-clock'

const quiet = { debug() {}, info() {}, warn() {}, error() {} }
const BOUNDS: KeptBounds = { x: 40, y: 60, width: 1000, height: 700, maximized: false }
const screens = {
  displays: [
    {
      id: 1,
      bounds: { x: 0, y: 0, width: 1920, height: 1080 },
      workArea: { x: 0, y: 0, width: 1920, height: 1080 },
    },
  ],
  primaryId: 1,
}

function keeper() {
  const clock = new ManualClock()
  const settings: Settings = freshDefaults()
  const released: string[] = []
  const windows = createWindowKeeper({ clock, logger: quiet, settings: () => settings })
  const track = (role: 'main' | 'mini') =>
    windows.track(role, () => {
      released.push(role)
      return BOUNDS
    })
  return { clock, settings, released, windows, track }
}

const view = (route: string, unsaved = false): KeptView => ({ route, list: null, unsaved })

/** A keeper whose library answers the lists of `kinds`, each read noted in `reads` as [kind, input]. */
const flushMicrotasks = () => new Promise((resolve) => setImmediate(resolve))

function readingKeeper(kinds: string[]) {
  const clock = new ManualClock()
  const reads: unknown[] = []
  const library = Object.fromEntries(
    kinds.map((kind) => [kind, async (input: unknown) => reads.push([kind, input])]),
  )
  const windows = createWindowKeeper({
    clock,
    logger: quiet,
    settings: freshDefaults,
    windows: library as unknown as LibraryWindows,
  })
  return { clock, reads, windows }
}

describe('the window keeper', () => {
  it('releases the main window 2 minutes after it was hidden, and not before', () => {
    const { clock, released, windows, track } = keeper()
    track('main')
    windows.setHidden('main', true)
    clock.advance(119_000)
    expect(released).toEqual([])
    clock.advance(1_000)
    expect(released).toEqual(['main'])
  })

  it('releases the mini player after 1 minute', () => {
    const { clock, released, windows, track } = keeper()
    track('mini')
    windows.setHidden('mini', true)
    clock.advance(60_000)
    expect(released).toEqual(['mini'])
  })

  it('keeps a window shown again before its time, and counts afresh from the next hide', () => {
    const { clock, released, windows, track } = keeper()
    track('main')
    windows.setHidden('main', true)
    clock.advance(100_000)
    windows.setHidden('main', false)
    clock.advance(100_000)
    windows.setHidden('main', true)
    clock.advance(100_000)
    expect(released).toEqual([])
    clock.advance(20_000)
    expect(released).toEqual(['main'])
  })

  it('keeps hidden windows while the setting is off, and releases them when it is turned on', () => {
    const { clock, settings, released, windows, track } = keeper()
    settings.tray.freeMemoryWhenHidden = false
    track('main')
    windows.setHidden('main', true)
    clock.advance(600_000)
    expect(released).toEqual([])
    settings.tray.freeMemoryWhenHidden = true
    windows.reconsider()
    expect(clock.pendingTimers).toBe(1)
    clock.advance(0)
    expect(released).toEqual(['main'])
  })

  it('keeps the main window while its page holds unsaved work, and the mini player regardless', () => {
    const { clock, released, windows, track } = keeper()
    track('main')
    track('mini')
    windows.keepView(view('/library/playlists', true))
    windows.setHidden('main', true)
    windows.setHidden('mini', true)
    clock.advance(600_000)
    expect(released).toEqual(['mini'])
    windows.keepView(view('/library/playlists', false))
    clock.advance(0)
    expect(released).toEqual(['mini', 'main'])
  })

  it('forgets a window that closed by itself (no release later)', () => {
    const { clock, released, windows, track } = keeper()
    const untrack = track('main')
    windows.setHidden('main', true)
    untrack()
    clock.advance(600_000)
    expect(released).toEqual([])
    expect(clock.pendingTimers).toBe(0)
  })

  it('reopens a released window where it was, on the route its page was on, once', () => {
    const { clock, windows, track } = keeper()
    expect(windows.reopen('main', { screens, wayland: false })).toEqual({ bounds: null, route: null })
    track('main')
    windows.keepView(view('/library/tracks'))
    windows.setHidden('main', true)
    clock.advance(120_000)
    expect(windows.reopen('main', { screens, wayland: false })).toEqual({
      bounds: { x: 40, y: 60, width: 1000, height: 700, maximized: false },
      route: '/library/tracks',
    })
    // Opened again (and not released since): as at start.
    expect(windows.reopen('main', { screens, wayland: false })).toEqual({ bounds: null, route: null })
  })

  it('gives the page its view back only for the route it was kept on', () => {
    const { windows } = keeper()
    const list = { key: 'library:tracks', query: null, firstRow: 12, currentRow: null, selected: ['a'] }
    windows.keepView({ route: '/library/tracks', list, unsaved: false })
    expect(windows.restoreView('/library/tracks')).toEqual({ list })
    expect(windows.restoreView('/')).toBeNull()
  })

  it('reads a reopening library list ahead from core (the library wakes from its cache file meanwhile)', async () => {
    const { clock, reads, windows } = readingKeeper(['tracks', 'albums'])
    windows.track('main', () => BOUNDS)
    const list = {
      key: 'library:tracks',
      query: { sort: 'title', reverse: true, filter: 'x' },
      firstRow: 5000,
      currentRow: null,
      selected: [],
    }
    windows.keepView({ route: '/library/tracks', list, unsaved: false })
    windows.setHidden('main', true)
    clock.advance(120_000)
    windows.reopen('main', { screens, wayland: false })
    expect(reads).toEqual([['tracks', { offset: 5000, limit: 1, sort: 'title', reverse: true, filter: 'x' }]])
    windows.restoreView('/library/tracks')
    // After the answer has gone.
    expect(reads).toHaveLength(1)
    clock.advance(0)
    expect(reads).toHaveLength(2)
    // Not a playlist's items (those may come from the service), nor a view without a list.
    windows.keepView({
      route: '/playlist/p',
      list: { ...list, key: 'playlist:p', query: null },
      unsaved: false,
    })
    windows.restoreView('/playlist/p')
    windows.keepView(view('/settings'))
    windows.restoreView('/settings')
    clock.advance(0)
    expect(reads).toHaveLength(2)
  })

  it('reads a reopening podcast list ahead too (Podcasts, Episodes and Audiobooks come from core’s cache)', () => {
    const { clock, reads, windows } = readingKeeper(['episodes'])
    windows.track('main', () => BOUNDS)
    const query = { sort: 'recent', reverse: false, filter: '' }
    const list = { key: 'library:episodes', query, firstRow: 40, currentRow: 41, selected: [] }
    windows.keepView({ route: '/library/episodes', list, unsaved: false })
    windows.setHidden('main', true)
    clock.advance(120_000)
    windows.reopen('main', { screens, wayland: false })
    expect(reads).toEqual([['episodes', { offset: 40, limit: 1, ...query }]])
    expect(windows.restoreView('/library/episodes')).toEqual({ list })
  })

  it('reads the list a page was last on ahead when a page is asked for (browser mode), nothing without one', () => {
    const { reads, windows } = readingKeeper(['albums'])
    windows.pageOpening()
    expect(reads).toEqual([])
    const query = { sort: 'title', reverse: false, filter: '' }
    const list = { key: 'library:albums', query, firstRow: 300, currentRow: null, selected: [] }
    windows.keepView({ route: '/library/albums', list, unsaved: false })
    windows.pageOpening()
    expect(reads).toEqual([['albums', { offset: 300, limit: 1, ...query }]])
    windows.keepView(view('/settings'))
    windows.pageOpening()
    expect(reads).toHaveLength(1)
  })

  it('reads nothing ahead when the list’s first rows are kept while the library rests', async () => {
    const reads: unknown[] = []
    const asked: unknown[] = []
    let kept = true
    const windows = createWindowKeeper({
      clock: new ManualClock(),
      logger: quiet,
      settings: freshDefaults,
      windows: { albums: async (input: unknown) => reads.push(input) } as unknown as LibraryWindows,
      windowKept: (kind, query, row) => {
        asked.push([kind, query, row])
        return kept
      },
    })
    const query = { sort: 'title' as const, reverse: false, filter: '' }
    const list = { key: 'library:albums', query, firstRow: 300, currentRow: null, selected: [] }
    windows.keepView({ route: '/library/albums', list, unsaved: false })
    windows.pageOpening()
    await flushMicrotasks()
    expect(asked).toEqual([['albums', { offset: 300, limit: 1, ...query }, 300]])
    expect(reads).toEqual([])
    kept = false
    windows.pageOpening()
    await flushMicrotasks()
    expect(reads).toEqual([{ offset: 300, limit: 1, ...query }])
  })

  it('survives a shell that fails to release (the window stays, the failure is logged)', () => {
    const clock = new ManualClock()
    const warnings: string[] = []
    const windows = createWindowKeeper({
      clock,
      logger: { ...quiet, warn: (message) => warnings.push(message) },
      settings: freshDefaults,
    })
    windows.track('mini', () => {
      throw new Error('already gone')
    })
    windows.setHidden('mini', true)
    clock.advance(60_000)
    expect(warnings).toEqual(['A hidden window could not be released'])
    expect(windows.reopen('mini', { screens, wayland: false })).toEqual({ bounds: null, route: null })
  })
})
