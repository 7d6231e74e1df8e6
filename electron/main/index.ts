// First: no schema may be made before zod is told not to compile parsers (zod-jitless.ts).
import '../contract/zod-jitless'
import { app } from 'electron'
import { runAsCommand } from './command-line'

// `encore next`: the binary runs as the command and exits. Awaited at the top level, so the app's `ready` waits
// for it (the shell registers its scheme and identity before ready); the shell and all it loads are imported
// only for a plain launch. startShell itself is not awaited here: it waits for `ready`, which waits for this.
if (!(await runAsCommand(app))) {
  const { startShell } = await import('./shell')
  startShell().catch((error: unknown) => {
    process.stderr.write(`[encore] fatal: ${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(1)
  })
}
