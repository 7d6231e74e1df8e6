/**
 * Browser mode's core and host in a process of their own, as `npm run web` runs them (the renderer bench's
 * restore figure: the bench's own work, Playwright's messages among it, then does not hold core's thread).
 * Arguments: saved tracks, the library's rest in ms. Prints one JSON line with the launch address once it
 * listens; closes when its standard input ends.
 */
import { startRendererApp } from './renderer-kit'

const [savedTracks, restAfterMs] = process.argv.slice(2).map(Number)
const app = await startRendererApp({ size: 'large', seed: 'bench-renderer', savedTracks }, restAfterMs)
process.stdout.write(`${JSON.stringify({ launchUrl: app.host.launchUrl })}\n`)
process.stdin.resume()
process.stdin.on('end', () => {
  void app.close().then(() => process.exit(0))
})
