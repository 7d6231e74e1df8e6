import type { Encore } from '../app'
import type { Clock } from '../ports'
import { parseCommandLine } from './args'
import { wireCommandOf } from './player-call'
import { runCommand, type CommandDeps, type ShellCommands } from './run-command'
import { usage, type Reply } from './outcome'

/**
 * The commands run inside Encore, over core's own operations: what the socket's requests and the desktop app's
 * second-instance arguments both use.
 */
export interface CommandRunner {
  deps: CommandDeps
  /** Runs a command given as words (a second launch's arguments): no output goes anywhere but the reply. */
  runArgs(args: readonly string[]): Promise<Reply>
  dispose(): void
}

export function createCommandRunner(options: {
  encore: Pick<Encore, 'api' | 'on' | 'openLink'>
  shell: ShellCommands
  clock: Clock
}): CommandRunner {
  const { encore } = options
  const deps: CommandDeps = {
    playback: encore.api.playback,
    onNotice: (listener) => encore.on('notice', listener),
    onState: (listener) => encore.on('playback.state', listener),
    openLink: (link) => encore.openLink(link),
    shell: options.shell,
    clock: options.clock,
  }
  return {
    deps,
    async runArgs(args) {
      const parsed = parseCommandLine(args)
      if (!parsed.ok) return usage(parsed.message)
      if ('help' in parsed || parsed.invocation.output.follow)
        return usage('that command prints; run it in a terminal')
      const reply = await runCommand(wireCommandOf(parsed.invocation.command), parsed.invocation.output, deps)
      reply.after?.()
      return reply
    },
    dispose() {
      // Nothing of its own to stop: the player's memory (the last audible volume) is the dispatcher's.
    },
  }
}
