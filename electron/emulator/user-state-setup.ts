import type { FastifyInstance } from 'fastify'
import { registerUploadedCoverRoute } from './images/uploaded-cover-route'
import type { ServiceContext } from './service-context'
import { seedListeningHistory } from './state/listening-history-seed'
import { readStateFile, setAside, StateFileWriter, type StateFileProblem } from './state/persistence'
import { incompatibility, restoreState, snapshotState } from './state/state-snapshot'

/** The options of the user state (see EmulatorOptions). */
export interface UserStateOptions {
  /** Keep the user state in this JSON file: loaded at start, written (atomically) after changes. */
  stateFile?: string
  /** false: the demo user is a free user, whose player commands answer PREMIUM_REQUIRED. Default true. */
  premium?: boolean
  /** Told when the state file is set aside or cannot be written (besides the line on stderr). */
  onStateProblem?: (problem: StateFileProblem) => void
}

/** Test controls of the user state, part of the emulator handle. */
export interface UserStateControls {
  /** The state file in use, or null without one. */
  stateFile: string | null
  /** Makes the demo user premium (true) or free (false: player commands answer 403 PREMIUM_REQUIRED). */
  setPremium(premium: boolean): void
  /** Writes the state file now (resolves at once without a state file). close() does it too. */
  flushState(): Promise<void>
}

const note = (line: string) => process.stderr.write(`encore emulator: ${line}\n`)

/**
 * Sets up the user state around the server: the demo user's seeded listening history, the state file
 * (load, set aside when corrupt, write after every /v1 request that may have changed something), the
 * premium switch, and the route serving uploaded covers. Call before the server listens.
 */
export function attachUserState(
  server: FastifyInstance,
  ctx: ServiceContext,
  options: UserStateOptions,
): { controls: UserStateControls; close(): Promise<void> } {
  if (options.stateFile !== undefined && options.stateFile.trim() === '') {
    throw new RangeError('stateFile must be a file path')
  }
  const demo = ctx.state.demoUser()
  if (demo.history.length === 0) demo.history.push(...seedListeningHistory(ctx.catalog, ctx.clock.now()))

  let writer: StateFileWriter | undefined
  const path = options.stateFile
  if (path !== undefined) {
    const read = readStateFile(path)
    let problem = read.kind === 'unreadable' ? read.problem : undefined
    if (read.kind === 'loaded') {
      problem = incompatibility(ctx.catalog, read.file)
      if (problem === undefined) restoreState(ctx.state, read.file)
    }
    if (problem !== undefined) {
      // Never overwrite what we could not read: move it aside first, then start from the generated state.
      const movedTo = setAside(path, ctx.clock.now())
      note(
        `the state file ${path} cannot be used: ${problem}. It was set aside as ${movedTo}; starting fresh.`,
      )
      options.onStateProblem?.({ kind: 'set-aside', file: path, reason: problem, setAsideAs: movedTo })
    }
    const users = [ctx.catalog.demoUserId]
    writer = new StateFileWriter(
      path,
      () => JSON.stringify(snapshotState(ctx.catalog, ctx.state, users)),
      (reason) => {
        note(`cannot write the state file ${path}: ${reason}`)
        options.onStateProblem?.({ kind: 'not-written', file: path, reason })
      },
    )
    const stateWriter = writer
    // Every /v1 request may change state (reads move the player through time): schedule a coalesced write.
    server.addHook('onResponse', async (request) => {
      if (request.url.startsWith('/v1/')) stateWriter.schedule()
    })
  }
  if (options.premium === false) demo.product = 'free'
  registerUploadedCoverRoute(server, ctx.state.playlists)

  const flush = () => writer?.flush() ?? Promise.resolve()
  return {
    controls: {
      stateFile: path ?? null,
      setPremium: (premium) => {
        demo.product = premium ? 'premium' : 'free'
        writer?.schedule()
      },
      flushState: flush,
    },
    close: flush,
  }
}
