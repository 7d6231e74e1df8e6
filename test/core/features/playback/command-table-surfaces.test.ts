import { describe, expect, it, vi } from 'vitest'
import {
  bindingsOn,
  playerCommandIds,
  type CommandSurface,
  type HotkeyAction,
  type PlaybackState,
  type PlayerCommandCall,
  type SurfaceBinding,
} from '../../../../electron/contract'
import { systemClock } from '../../../../electron/core/base/ports'
import { createCommandRunner } from '../../../../electron/core/features/command-line/runner'
import type { TrayAction } from '../../../../electron/core/features/desktop/tray-menu'
import {
  engineCallFor,
  loopStatusOf,
  trackObjectPath,
  type MprisRequest,
} from '../../../../electron/core/features/desktop/mpris/mpris-model'
import { soloistCommandSchemas } from '../../../../electron/core/features/soloist/protocol'
import { createPlaybackHandlers } from '../../../../electron/core/features/playback/playback-handlers'
import type { PlaybackEngine } from '../../../../electron/core/features/playback'
import type { ApiClient } from '../../../../electron/core/service/api'
import { createFakeEncore, type FakeEncore } from '../../../support/fake-encore'
import { aDevice, aState } from '../../../support/playback-states'
import { argNumber, expectedCall } from '../../../support/command-samples'

/**
 * Every command of the command table, from every surface of core's that the table names it on: the tray, the
 * hotkeys, MPRIS and the command line. Each binding must reach the player's one way in (`PlayerControl.run`)
 * with its command, and through it the same operation of the player as the command run directly. The page's
 * surfaces (the palette, the media session) send `playback.run`, whose handler is that same way in (the last
 * rows); test/renderer/command-table-surfaces.test.ts drives them from the same table. Driven by the table
 * alone: a command or a binding added to it is tested here without a line more, and a surface that does not
 * derive its names from the table, or wires one wrong, fails its row.
 */
const coreSurfaces = ['tray', 'hotkey', 'mpris', 'cli'] as const satisfies readonly CommandSurface[]
type CoreSurface = (typeof coreSurfaces)[number]

/** Paused, part-way through a song, muted, not saved: every command has something to do. */
const paused = () =>
  aState({ isPlaying: false, saved: false, progressMs: 30_000, device: aDevice({ volumePercent: 0 }) })

/** MPRIS's request for a binding (its D-Bus method or property), and the state it is asked in. */
function mprisRequest(binding: SurfaceBinding, call: PlayerCommandCall): [MprisRequest, PlaybackState] {
  const state = paused()
  const args: Record<string, unknown> = call.args ?? {}
  switch (binding.name) {
    case 'Pause':
    case 'Stop':
      // Pause and Stop while paused do nothing (the specification's rule): asked while playing.
      return [{ kind: binding.name }, { ...state, isPlaying: true }]
    case 'Seek':
      return [{ kind: 'Seek', offsetUs: (argNumber(call, 'positionMs') - state.progressMs) * 1000 }, state]
    case 'SetPosition': {
      const positionUs = argNumber(call, 'positionMs') * 1000
      return [{ kind: 'SetPosition', trackId: trackObjectPath(state.track), positionUs }, state]
    }
    case 'Volume':
      return [{ kind: 'SetVolume', volume: argNumber(call, 'percent') / 100 }, state]
    case 'Shuffle':
      return [{ kind: 'SetShuffle', on: args['on'] === true }, state]
    case 'LoopStatus':
      return [{ kind: 'SetLoopStatus', loop: loopStatusOf(args['mode'] as 'off') }, state]
    default:
      return [{ kind: binding.name } as MprisRequest, state]
  }
}

/** The command line's words for a binding: its name, with `±` or the argument written as a person types it. */
function cliWords(binding: SurfaceBinding, call: PlayerCommandCall): string[] {
  const words = binding.name.split(' ')
  if (binding.call) return words
  const [value] = Object.entries(call.args ?? {}).map(([name, raw]) =>
    name.endsWith('Ms') ? Number(raw) / 1000 : raw,
  )
  if (words[1] === '±') return [words[0]!, `${Number(value) < 0 ? '-' : '+'}${Math.abs(Number(value))}`]
  return [...words, String(value)]
}

/** Runs one binding from its surface on `fake`. */
async function drive(
  surface: CoreSurface,
  binding: SurfaceBinding,
  call: PlayerCommandCall,
  fake: FakeEncore,
) {
  const shell = { toggleMiniPlayer: vi.fn(), openMain: vi.fn(), openSettings: vi.fn(), quit: vi.fn() }
  switch (surface) {
    case 'tray': {
      // A tray item with a choice (the repeat submenu) carries it as `{ repeat: mode }`.
      const choice = Object.values(call.args ?? {})[0]
      const action = (binding.call ? binding.name : { [binding.name]: choice }) as TrayAction
      return fake.desktop.runTrayAction(action, shell)
    }
    case 'hotkey':
      return fake.desktop.runHotkey(binding.name as HotkeyAction, shell)
    case 'mpris': {
      const [request, state] = mprisRequest(binding, call)
      const asked = engineCallFor(request, state, Date.now())
      // As encore-mpris.ts wires it: the request's command through the player's one way in.
      if (asked) await fake.encore.player.run(asked)
      return
    }
    case 'cli': {
      const runner = createCommandRunner({
        encore: { ...fake.encore, openLink: () => {} },
        shell: {},
        clock: systemClock,
      })
      const reply = await runner.runArgs(cliWords(binding, call))
      expect(reply.code, reply.message ?? '').toBe(0)
      return
    }
  }
}

/** The player on `state`: what reached its one way in, and the operations its engine was asked for. */
function player(state: PlaybackState) {
  const fake = createFakeEncore({ state })
  return {
    fake,
    reached: () => fake.api.playback.run.mock.calls.map(([call]) => call),
    operations: () => fake.asked.mock.calls,
  }
}

const stateFor = (surface: CoreSurface, binding: SurfaceBinding, call: PlayerCommandCall) =>
  surface === 'mpris' ? mprisRequest(binding, call)[1] : paused()

describe('every command of the table reaches the player’s one way in from every surface that names it', () => {
  for (const id of playerCommandIds) {
    for (const surface of coreSurfaces) {
      for (const binding of bindingsOn(surface).filter((each) => each.id === id)) {
        it(`${id} from the ${surface}, as “${binding.name}”`, async () => {
          const call = expectedCall(binding)
          const state = stateFor(surface, binding, call)
          const direct = player(state)
          await direct.fake.encore.player.run(call)
          const through = player(state)
          await drive(surface, binding, call, through.fake)
          expect(through.reached()).toEqual([call])
          expect(through.operations().length).toBeGreaterThan(0)
          expect(through.operations()).toEqual(direct.operations())
        })
      }
    }
  }

  it('the bridge’s playback.run, which the palette and the media session send, is the same way in', async () => {
    const { fake, reached } = player(paused())
    const unused = {} as PlaybackEngine
    const handlers = createPlaybackHandlers(unused, () => ({}) as ApiClient, fake.encore.player)
    for (const surface of ['palette', 'mediaSession'] as const) {
      for (const binding of bindingsOn(surface))
        await handlers['playback.run'](expectedCall(binding), { signal: new AbortController().signal })
    }
    const sent = [...bindingsOn('palette'), ...bindingsOn('mediaSession')].map(expectedCall)
    expect(reached()).toEqual(sent)
  })

  it('names only commands Soloist’s protocol takes', () => {
    const taken = soloistCommandSchemas().CommandSchema.options.map((option) => option.shape.command.value)
    expect(bindingsOn('soloist').filter(({ name }) => !taken.includes(name as never))).toEqual([])
  })

  it('leaves no command of the table unreached', () => {
    const surfaces = [...coreSurfaces, 'palette', 'mediaSession'] as const
    const reached = new Set(surfaces.flatMap((surface) => bindingsOn(surface).map((binding) => binding.id)))
    expect(playerCommandIds.filter((id) => !reached.has(id))).toEqual([])
  })
})
