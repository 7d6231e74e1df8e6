import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h } from 'vue'
import {
  bindingsOn,
  playerCommandIds,
  type PlayerCommandCall,
  type SurfaceBinding,
} from '../../electron/contract'

vi.mock('../../renderer/src/bridge', () => import('./support/fake-bridge'))
const fake = await import('./support/fake-bridge')
const { usePaletteCommands } = await import('../../renderer/src/composables/usePaletteCommands')
const { useMediaSession } = await import('../../renderer/src/composables/useMediaSession')
const { mountPlayer, callsOf } = await import('./support/mount-player')
const { device, devices, playing } = await import('./support/playback-states')
const { snapshot } = await import('./support/states')

/**
 * The page's half of the command table's cross-surface test (core's half, with the tray, the hotkeys, MPRIS
 * and the command line, and `playback.run`'s handler: test/core/features/playback/command-table-surfaces.test.ts):
 * every binding of the palette and the media session sends core's `playback.run` exactly its command, deciding
 * nothing on the way. Driven by the table alone: a binding added to it is tested here without a line more.
 */
const pageSurfaces = ['palette', 'mediaSession'] as const

/** Where the system asks to go, for the media session's binding that leaves the place to the system. */
const SEEK_TIME_S = 42

/** The call a binding sends: its own, or (seekto) its command with the system's place. */
function expectedCall(binding: SurfaceBinding): PlayerCommandCall {
  if (binding.call) return binding.call
  if (binding.id !== 'player.seekTo')
    throw new Error(`No sample input for ${binding.id} on the page: add one`)
  return { id: binding.id, args: { positionMs: SEEK_TIME_S * 1000 } }
}

/** The palette's commands, as the palette lists them (mounted, so the router and stores are the page's). */
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

const MediaSessionProbe = defineComponent(() => {
  useMediaSession()
  return () => null
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

async function drive(surface: (typeof pageSurfaces)[number], binding: SurfaceBinding) {
  const state = playing({ saved: false, device: device({ volumePercent: 60 }) })
  if (surface === 'palette') {
    ;({ wrapper } = await mountPlayer(PaletteProbe, state))
    await wrapper.get(`[data-command="${binding.name}"]`).trigger('click')
  } else {
    const handlers = fakeMediaSession()
    ;({ wrapper } = await mountPlayer(MediaSessionProbe, state))
    // The system's own place, where the binding leaves it to the system.
    const details = binding.call ? {} : { seekTime: SEEK_TIME_S }
    handlers.get(binding.name)!({ action: binding.name as MediaSessionAction, ...details })
  }
  await flushPromises()
}

describe('every command of the table reaches core’s playback.run from the page’s surfaces that name it', () => {
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

  for (const id of playerCommandIds) {
    for (const surface of pageSurfaces) {
      for (const binding of bindingsOn(surface).filter((each) => each.id === id)) {
        it(`${id} from the ${surface}, as “${binding.name}”`, async () => {
          await drive(surface, binding)
          expect(callsOf('playback.run')).toEqual([expectedCall(binding)])
        })
      }
    }
  }
})
