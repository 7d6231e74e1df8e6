import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h } from 'vue'
import type { PlaybackState, PlayerCommandCall } from '../../electron/contract'

vi.mock('../../renderer/src/bridge', () => import('./support/fake-bridge'))
const fake = await import('./support/fake-bridge')
const { default: PlayerBar } = await import('../../renderer/src/components/PlayerBar.vue')
const { default: KeyboardShortcuts } = await import('../../renderer/src/components/KeyboardShortcuts.vue')
const { usePaletteCommands } = await import('../../renderer/src/composables/usePaletteCommands')
const { useMediaSession } = await import('../../renderer/src/composables/useMediaSession')
const { mountPlayer, callsOf } = await import('./support/mount-player')
const { device, devices, episodePlaying, playing } = await import('./support/playback-states')
const { snapshot } = await import('./support/states')

/**
 * The page's twin of test/core/features/playback/player-command-surfaces.test.ts: one row per player command the
 * page offers, with the button (by its accessible name), the key, the palette's command and the media session's
 * control that run it. Each must send core's dispatcher (`playback.run`) exactly that command, deciding nothing
 * on the way (no saved-or-not, no volume to go back to, no next repeat mode).
 */
interface Row {
  call: PlayerCommandCall
  /** The player bar's button, by its accessible name, on `state` (a song playing unless said). */
  button?: string
  state?: () => PlaybackState
  key?: KeyboardEventInit
  /** The palette command's id. */
  palette?: string
  mediaSession?: [MediaSessionAction, Omit<MediaSessionActionDetails, 'action'>?]
}

const ctrl = (key: string, more: KeyboardEventInit = {}): KeyboardEventInit => ({
  key,
  ctrlKey: true,
  ...more,
})
const rows: Row[] = [
  { call: { id: 'player.play', args: {} }, mediaSession: ['play'] },
  { call: { id: 'player.pause' }, mediaSession: ['pause'] },
  {
    call: { id: 'player.toggle' },
    button: 'Pause',
    key: { key: ' ', code: 'Space' },
    palette: 'player:play-pause',
  },
  {
    call: { id: 'player.next' },
    button: 'Next',
    key: ctrl('ArrowRight'),
    palette: 'player:next',
    mediaSession: ['nexttrack'],
  },
  {
    call: { id: 'player.previous' },
    button: 'Previous',
    key: ctrl('ArrowLeft'),
    palette: 'player:previous',
    mediaSession: ['previoustrack'],
  },
  { call: { id: 'player.seekBy', args: { deltaMs: 10_000 } }, key: { key: 'ArrowRight', shiftKey: true } },
  { call: { id: 'player.seekBy', args: { deltaMs: -10_000 } }, key: { key: 'ArrowLeft', shiftKey: true } },
  {
    call: { id: 'player.seekBy', args: { deltaMs: 30_000 } },
    button: 'Forward 30 seconds',
    state: () => episodePlaying(),
    mediaSession: ['seekforward'],
  },
  {
    call: { id: 'player.seekBy', args: { deltaMs: -15_000 } },
    button: 'Back 15 seconds',
    state: () => episodePlaying(),
    mediaSession: ['seekbackward'],
  },
  { call: { id: 'player.seekTo', args: { positionMs: 42_000 } }, mediaSession: ['seekto', { seekTime: 42 }] },
  { call: { id: 'player.volumeBy', args: { delta: 10 } }, palette: 'player:volume-up' },
  { call: { id: 'player.volumeBy', args: { delta: -10 } }, palette: 'player:volume-down' },
  {
    call: { id: 'player.toggleMute' },
    button: 'Mute',
    key: ctrl('ArrowDown', { shiftKey: true }),
    palette: 'player:mute',
  },
  {
    call: { id: 'player.toggleShuffle' },
    button: 'Shuffle',
    key: ctrl('s', { code: 'KeyS' }),
    palette: 'player:shuffle',
  },
  {
    call: { id: 'player.cycleRepeat' },
    button: 'Repeat: off',
    key: ctrl('r', { code: 'KeyR' }),
    palette: 'player:repeat',
  },
  {
    call: { id: 'player.toggleSaved' },
    button: 'Save to Your Library',
    key: { key: 'B', code: 'KeyB', altKey: true, shiftKey: true },
    palette: 'player:like',
  },
]

type Surface = 'button' | 'key' | 'palette' | 'mediaSession'

/** The palette's commands, as the palette would list them (mounted, so the router and stores are the page's). */
const PaletteProbe = defineComponent(() => {
  const commands = usePaletteCommands()
  return () =>
    h(
      'ul',
      commands.value.map((command) =>
        h('li', [h('button', { 'data-command': command.id, onClick: command.run }, command.label)]),
      ),
    )
})

/** The system's media controls as Chromium hands them to the page. */
function fakeMediaSession() {
  const handlers = new Map<string, MediaSessionActionHandler>()
  const session = {
    metadata: null,
    playbackState: 'none',
    setActionHandler: (action: string, handler: MediaSessionActionHandler) => handlers.set(action, handler),
  }
  vi.stubGlobal('MediaMetadata', class {})
  Object.defineProperty(navigator, 'mediaSession', { value: session, configurable: true })
  return handlers
}

let wrapper: VueWrapper | undefined

async function through(surface: Surface, row: Row): Promise<void> {
  const state = row.state?.() ?? playing({ saved: false, device: device({ volumePercent: 60 }) })
  if (surface === 'button') {
    ;({ wrapper } = await mountPlayer(PlayerBar, state))
    await wrapper.get(`button[aria-label="${row.button!}"]`).trigger('click')
  }
  if (surface === 'key') {
    // The window's keys, Space among them (usePlayerShortcuts), beside the player bar.
    const Page = defineComponent(() => () => h('div', [h(PlayerBar), h(KeyboardShortcuts)]))
    ;({ wrapper } = await mountPlayer(Page, state))
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...row.key }))
  }
  if (surface === 'palette') {
    ;({ wrapper } = await mountPlayer(PaletteProbe, state))
    await wrapper.get(`[data-command="${row.palette!}"]`).trigger('click')
  }
  if (surface === 'mediaSession') {
    const handlers = fakeMediaSession()
    ;({ wrapper } = await mountPlayer(
      defineComponent(() => {
        useMediaSession()
        return () => null
      }),
      state,
    ))
    const [action, details = {}] = row.mediaSession!
    handlers.get(action)!({ action, ...details })
  }
  await flushPromises()
}

describe('every page surface sends core’s dispatcher the same command', () => {
  beforeEach(() => {
    fake.resetFakeBridge()
    fake.answer('playback.run', () => ({ status: 'done' }))
    fake.answer('playback.devices', () => devices())
    fake.answer('settings.get', () => snapshot())
  })
  afterEach(() => {
    wrapper?.unmount()
    wrapper = undefined
    document.body.innerHTML = ''
  })

  for (const row of rows) {
    const surfaces = (['button', 'key', 'palette', 'mediaSession'] as const).filter(
      (surface) => row[surface] !== undefined,
    )
    for (const surface of surfaces) {
      it(`${JSON.stringify(row.call)} from the ${surface}`, async () => {
        await through(surface, row)
        expect(callsOf('playback.run')).toEqual([row.call])
        // Toggles and steps are core's: the page sends no decided value beside the command.
        const direct = fake.calls
          .map(([method]) => method)
          .filter((method) =>
            /^playback\.(setSaved|setShuffle|setRepeat|setVolume|seek|togglePlay|next|previous)$/.test(
              method,
            ),
          )
        expect(direct).toEqual([])
      })
    }
  }
})
