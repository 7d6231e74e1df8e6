import type {
  PlayerCommandArgs,
  PlayerCommandCall,
  PlayerCommandId,
  SurfaceBinding,
} from '../../electron/contract'

/**
 * For the command table's cross-surface test (test/core/features/playback/command-table-surfaces.test.ts): what
 * a surface's own input gives a command that takes arguments, where its binding fixes none (`encore seek 1:30`,
 * MPRIS's SetPosition).
 */
export const givenArgs: { [I in PlayerCommandId]?: PlayerCommandArgs[I] } = {
  'player.play': { uri: 'spotify:album:4aawyAB9vmqN3uQ7FjRGTy' },
  'player.seekBy': { deltaMs: -20_000 },
  'player.seekTo': { positionMs: 90_000 },
  'player.volumeBy': { delta: 15 },
  'player.volumeTo': { percent: 40 },
  'player.setShuffle': { on: true },
  'player.setRepeat': { mode: 'track' },
  'player.setSaved': { saved: true },
}

/** The call a binding makes: its own, or its command with what the surface's input gives. */
export function expectedCall(binding: SurfaceBinding): PlayerCommandCall {
  if (binding.call) return binding.call
  const args = givenArgs[binding.id]
  if (!args) throw new Error(`No sample input for ${binding.id}: add one to givenArgs (command-samples.ts)`)
  return { id: binding.id, args } as PlayerCommandCall
}

/** One of a call's arguments as a number (`positionMs`, `percent`…). */
export const argNumber = (call: PlayerCommandCall, name: string): number =>
  Number((call.args as Record<string, unknown> | undefined)?.[name])
