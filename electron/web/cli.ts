// First: no schema may be made before zod is told not to compile parsers (zod-jitless.ts).
import '../contract/zod-jitless'
import { parseWebArgs, type WebCliOptions } from './cli-args'
import { failAndExit, runBrowserMode } from './run-browser-mode'

/** `npm run web -- --port N --no-open`: stdout carries exactly one line, the URL to open. */
let options: WebCliOptions
try {
  options = parseWebArgs(process.argv.slice(2))
} catch (error) {
  failAndExit('encore web', error, 2)
}
runBrowserMode(options).catch((error: unknown) => failAndExit('encore web', error))
