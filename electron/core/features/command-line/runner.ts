import type { DiagnosticReport, EventName, EventPayload, SpotifyLink } from '../../../contract'
import type { Clock } from '../../base/ports'
import { parseCommandLine } from './args'
import { createRecentDevices } from './recent-devices'
import { wireCommandOf } from './player-call'
import { runCommand, type CommandDeps, type CommandPlayer, type ShellCommands } from './run-command'
import { usage, type Reply } from './outcome'

/**
 * The commands run inside Encore, over core's own operations: what the socket's requests and the desktop app's
 * second-instance arguments both use.
 */
/** What the command line needs of Encore (the composition root hands itself in; features never import it). */
export interface CommandLineHost {
  /** The playback feature's control: every call answers how it went. */
  player: CommandPlayer
  on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void
  openLink(link: SpotifyLink): void
  /** The sleep timer: `encore sleep`. */
  sleep: CommandDeps['sleep']
  /** Encore's queue: `encore queue`. */
  yourQueue: CommandDeps['yourQueue']
  /** `encore diagnose` reads the problem report through core's own method. Absent: diagnose is refused. */
  api?: { diagnostics: { report(): Promise<DiagnosticReport> } }
}

export interface CommandRunner {
  deps: CommandDeps
  /** Runs a command given as words (a second launch's arguments): no output goes anywhere but the reply. */
  runArgs(args: readonly string[]): Promise<Reply>
  dispose(): void
}

export function createCommandRunner(options: {
  encore: CommandLineHost
  shell: ShellCommands
  clock: Clock
}): CommandRunner {
  const { encore } = options
  const api = encore.api
  const devices = createRecentDevices(options.clock)
  // What the picker or the player's own read found changed.
  const stop = encore.on('devices.changed', (list) => devices.keep(list))
  const deps: CommandDeps = {
    player: encore.player,
    onState: (listener) => encore.on('playback.state', listener),
    openLink: (link) => encore.openLink(link),
    sleep: encore.sleep,
    yourQueue: encore.yourQueue,
    shell: options.shell,
    clock: options.clock,
    devices,
    ...(api ? { diagnose: () => api.diagnostics.report() } : {}),
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
    dispose: () => stop(),
  }
}
