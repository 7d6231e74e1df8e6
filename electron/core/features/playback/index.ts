import type {
  Device,
  Notice,
  PlaybackState,
  PlayerCommandCall,
  PlayerCommandOutcome,
  PlayInput,
  ShownLanguage,
  Track,
} from '../../../contract'
import type { PlaybackEngine } from './engine'
import { outcomeOf } from './engine-waiters'
import { createSkipHint } from './skip-hint'

/**
 * The playback feature's door: what other features (desktop's tray, hotkeys and MPRIS, the command line, the
 * library's Play) may ask of the player. Every call answers its own outcome, so no caller listens for notices
 * to learn how its call went; the notices still reach the page and the desktop as before. Beside it, the
 * engine's feed, readings and commands (types: the soloist follows them), and what saving requests does to its
 * updates, in words (the day's budget says it).
 */

/** A read of the player, and whether it went through (refused: the notice's words and code). */
export interface PlayerAnswer<T> {
  value: T
  outcome: PlayerCommandOutcome
}

export interface PlayerControl {
  /** The player as shown now. */
  state(): PlaybackState
  /**
   * A player command by id (the command table's): every control's one way in. The engine's step decides what it
   * comes to (call-step.ts) and answers how it went.
   */
  run(call: PlayerCommandCall): Promise<PlayerCommandOutcome>
  /** Starts what the library's row names (shown at once); answers the player's state once the service took it. */
  play(input: PlayInput): Promise<PlaybackState>
  /** Moves playback to the device, playing. */
  transfer(to: { deviceId: string }): Promise<PlayerCommandOutcome>
  /** Adds to the end of the queue. */
  addToQueue(item: { uri: string }): Promise<PlayerCommandOutcome>
  /** The devices the service lists now (the last known ones when it could not be asked). */
  devices(): Promise<PlayerAnswer<Device[]>>
  /** What plays next (empty when it could not be read). */
  queue(): Promise<PlayerAnswer<Track[]>>
}

export type { PlaybackEngine } from './engine'
export type { PlayerCommand } from './commands'
export type { EngineFeedLead, PlayerFeed } from './engine-state'
export type { Reading } from './reading'
export { playerSavingWords } from './read-rhythm'

export interface PlayerControlOptions {
  /** Tells a heavy skipper, once, that Soloist costs no requests (skip-hint.ts). */
  hint?: { now: () => number; tell: (notice: Notice) => void; language?: () => ShownLanguage }
}

/** The player's control over the engine (the composition root hands it to the features and the bridge). */
export function createPlayerControl(
  engine: Pick<PlaybackEngine, 'state' | 'decide' | 'run' | 'send' | 'answered'>,
  options: PlayerControlOptions = {},
): PlayerControl {
  // Holds nothing to dispose: the engine keeps what the commands need.
  const skipHint = createSkipHint()
  return {
    state: () => engine.state(),
    async run(call) {
      const outcome = await engine.decide(call)
      const hint =
        options.hint && outcome.status === 'done'
          ? skipHint(call, options.hint.now(), options.hint.language?.())
          : null
      if (hint) options.hint?.tell(hint)
      return outcome
    },
    play: (input) => engine.run({ kind: 'play', play: input ?? null }),
    async transfer({ deviceId }) {
      return outcomeOf(await engine.send({ kind: 'transfer', deviceId, play: true }))
    },
    async addToQueue({ uri }) {
      return outcomeOf((await engine.answered.addToQueue(uri)).notice)
    },
    async devices() {
      const { value, notice } = await engine.answered.devices()
      return { value, outcome: outcomeOf(notice) }
    },
    async queue() {
      const { value, notice } = await engine.answered.queue()
      return { value: value.upNext, outcome: outcomeOf(notice) }
    },
  }
}
