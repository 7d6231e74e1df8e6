import { startShell } from './shell'

startShell().catch((error: unknown) => {
  process.stderr.write(`[encore] fatal: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
