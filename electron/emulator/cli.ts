import { CliUsageError, USAGE, parseEmulatorArgs, type CliCommand } from './cli-args'
import { startEmulator } from './start-emulator'
import { CLI_CLIENT_ID, DEFAULT_CLIENT_ID } from './emulator-options'

/**
 * `npm run emulator -- --port N …`: stdout carries exactly one JSON line once the service listens; every
 * other word goes to stderr. Bad flags exit with 2, other failures with 1; SIGINT / SIGTERM close cleanly.
 */
const note = (line: string) => process.stderr.write(`${line}\n`)

async function main(): Promise<void> {
  let command: CliCommand
  try {
    command = parseEmulatorArgs(process.argv.slice(2))
  } catch (error) {
    if (!(error instanceof CliUsageError)) throw error
    note(`encore emulator: ${error.message}\n\n${USAGE}`)
    process.exit(2)
  }
  if (command.kind === 'help') {
    note(USAGE)
    return
  }

  let emulator
  try {
    // Unless told, the printed id is one a Spotify setup form takes; the demo's own id stays accepted.
    const options =
      command.options.clientId === undefined
        ? { ...command.options, clientId: CLI_CLIENT_ID, extraClientIds: [DEFAULT_CLIENT_ID] }
        : command.options
    emulator = await startEmulator(options)
  } catch (error) {
    if (error instanceof RangeError) {
      note(`encore emulator: ${error.message}`)
      process.exit(2)
    }
    throw error
  }
  // Before the address line: whoever reads it may stop the emulator at once, and must see it close cleanly.
  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    note(`encore emulator: ${signal}, closing.`)
    emulator.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.once('SIGINT', () => shutdown('SIGINT'))
  process.once('SIGTERM', () => shutdown('SIGTERM'))

  process.stdout.write(
    `${JSON.stringify({
      api: emulator.apiUrl,
      accounts: emulator.accountsUrl,
      clientId: emulator.clientId,
      ...(emulator.soloist
        ? { soloist: { url: emulator.soloist.url, dataDir: emulator.soloist.dataDir } }
        : {}),
    })}\n`,
  )
  const { catalog } = emulator
  note(
    `encore emulator: seed "${emulator.seed}", size ${emulator.size}: ${catalog.artists.length} artists, ` +
      `${catalog.albums.length} albums, ${catalog.tracks.length} tracks. Ctrl-C stops it.`,
  )
}

main().catch((error: unknown) => {
  note(`encore emulator: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
