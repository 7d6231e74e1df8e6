import type { Notice, PlayerCommandCall, PlayerCommandOutcome } from '../../../contract'
import type { PlaybackEngine } from './engine'
import { createSkipHint } from './skip-hint'

/**
 * The one door of the player's commands (player-command-words.ts): every control names a command id and comes
 * here. The engine's step decides what each comes to (toggles from what shows, predictions included; Unmute
 * from the last volume heard, call-step.ts), and its answer is the outcome: done, or refused with the reason
 * the page's notice gives and its code.
 */

export interface PlayerDispatcherDeps {
  engine: Pick<PlaybackEngine, 'decide'>
  /** Tells a heavy skipper, once, that Soloist costs no requests (skip-hint.ts). */
  hint?: { now: () => number; tell: (notice: Notice) => void }
}

export interface PlayerDispatcher {
  run(call: PlayerCommandCall): Promise<PlayerCommandOutcome>
}

export function createPlayerDispatcher(deps: PlayerDispatcherDeps): PlayerDispatcher {
  // Holds nothing to dispose: the engine keeps what the commands need.
  const skipHint = createSkipHint()
  return {
    async run(call) {
      const outcome = await deps.engine.decide(call)
      const hint = deps.hint && outcome.status === 'done' ? skipHint(call, deps.hint.now()) : null
      if (hint) deps.hint?.tell(hint)
      return outcome
    },
  }
}
