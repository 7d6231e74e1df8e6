import { describe, expect, it } from 'vitest'
import type { KeptView } from '../../../../electron/contract'
import type { Screens } from '../../../../electron/core/features/desktop/placement'
import {
  releaseAt,
  reopenBounds,
  reopenRoute,
  restoredView,
  RELEASE_AFTER_MS,
  type KeptBounds,
  type ReleasableWindow,
} from '../../../../electron/core/features/desktop/window-lifecycle'

const HIDDEN_AT = 1_000_000
const hidden = { hidden: true, hiddenSince: HIDDEN_AT }
const shown = { hidden: false, hiddenSince: null }
const on = { freeMemory: true, unsaved: false }

describe('when a hidden window gives its memory back (releaseAt)', () => {
  it.each<[string, ReleasableWindow, typeof hidden | typeof shown, typeof on, number | null]>([
    // case                                         window  life    facts                                  release at
    ['main window in the tray', 'main', hidden, on, HIDDEN_AT + 120_000],
    ['mini player hidden', 'mini', hidden, on, HIDDEN_AT + 60_000],
    ['main window shown', 'main', shown, on, null],
    ['mini player shown', 'mini', shown, on, null],
    ['setting off: the main window stays', 'main', hidden, { ...on, freeMemory: false }, null],
    ['setting off: the mini player stays', 'mini', hidden, { ...on, freeMemory: false }, null],
    ['the page holds a form being filled in', 'main', hidden, { ...on, unsaved: true }, null],
  ])('%s', (_case, role, life, facts, expected) => {
    expect(releaseAt(role, life, facts)).toBe(expected)
  })

  it('waits 2 minutes for the main window and 1 for the mini player', () => {
    expect(RELEASE_AFTER_MS).toEqual({ main: 120_000, mini: 60_000 })
  })

  it('never releases a window that says it is hidden without saying since when', () => {
    expect(releaseAt('main', { hidden: true, hiddenSince: null }, on)).toBeNull()
  })
})

const display = (id: number, x: number, width = 1920, height = 1080) => ({
  id,
  bounds: { x, y: 0, width, height },
  workArea: { x, y: 32, width, height: height - 32 },
})
const twoScreens: Screens = { displays: [display(1, 0), display(2, 1920, 2560, 1440)], primaryId: 1 }
const oneScreen: Screens = { displays: [display(1, 0)], primaryId: 1 }
const kept = (x: number, y: number, extra: Partial<KeptBounds> = {}): KeptBounds => ({
  x,
  y,
  width: 1120,
  height: 740,
  maximized: false,
  ...extra,
})

describe('where a released window opens again (reopenBounds)', () => {
  it.each<[string, KeptBounds | null, Screens | null, boolean, ReturnType<typeof reopenBounds>]>([
    [
      'where it was, on the first screen',
      kept(100, 80),
      twoScreens,
      false,
      { x: 100, y: 80, width: 1120, height: 740, maximized: false },
    ],
    [
      'where it was, on the second screen',
      kept(2200, 300),
      twoScreens,
      false,
      { x: 2200, y: 300, width: 1120, height: 740, maximized: false },
    ],
    [
      'its screen is gone: kept whole on the screen it overlaps, else centred on the primary one',
      kept(2200, 300),
      oneScreen,
      false,
      { x: 400, y: 186, width: 1120, height: 740, maximized: false },
    ],
    [
      'half off the edge: moved back inside the work area',
      kept(1500, 10),
      oneScreen,
      false,
      { x: 800, y: 32, width: 1120, height: 740, maximized: false },
    ],
    [
      'maximized: its normal bounds, maximized again',
      kept(100, 80, { maximized: true }),
      oneScreen,
      false,
      { x: 100, y: 80, width: 1120, height: 740, maximized: true },
    ],
    [
      'Wayland: the size only (no position is known or given)',
      kept(0, 0, { width: 900, height: 600 }),
      oneScreen,
      true,
      { width: 900, height: 600, maximized: false },
    ],
    [
      'no screens read: the size only',
      kept(100, 80),
      null,
      false,
      { width: 1120, height: 740, maximized: false },
    ],
    ['nothing kept: the default window', null, oneScreen, false, null],
    ['an empty rectangle kept: the default window', kept(0, 0, { width: 0 }), oneScreen, false, null],
  ])('%s', (_case, bounds, screens, wayland, expected) => {
    expect(reopenBounds(bounds, { screens, wayland })).toEqual(expected)
  })
})

const view = (route: string, list: KeptView['list'] = null): KeptView => ({ route, list, unsaved: false })
const tracksList = {
  key: 'library:tracks',
  query: { sort: 'recent', reverse: false, filter: '' },
  firstRow: 5000,
  currentRow: 5003,
  selected: [],
}

describe('what a released window opens on (reopenRoute, restoredView)', () => {
  it.each<[string, KeptView | null, string | null]>([
    ['the library tab it was on', view('/library/tracks'), '/library/tracks'],
    ['a playlist with its query', view('/playlist/abc?from=home'), '/playlist/abc?from=home'],
    ['Settings', view('/settings'), '/settings'],
    ['not the sign-in screen (a sign-in in progress is not started again)', view('/sign-in?next=/'), null],
    ['not the mini player’s route', view('/mini'), null],
    ['nothing kept: the page’s default', null, null],
  ])('%s', (_case, kept, expected) => {
    expect(reopenRoute(kept)).toBe(expected)
  })

  it.each<[string, KeptView | null, string, ReturnType<typeof restoredView>]>([
    [
      'the same route: the list as it was',
      view('/library/tracks', tracksList),
      '/library/tracks',
      { list: tracksList },
    ],
    ['the same route without a list', view('/settings'), '/settings', { list: null }],
    ['another route: nothing', view('/library/tracks', tracksList), '/library/albums', null],
    ['nothing kept: nothing', null, '/library/tracks', null],
  ])('%s', (_case, kept, route, expected) => {
    expect(restoredView(kept, route)).toEqual(expected)
  })
})
