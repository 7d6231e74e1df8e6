/**
 * Run by test/core/base/files/damaged-files.test.ts, which kills it with SIGKILL in the middle of its writes: it
 * writes each kind of data file over and over through the app's own code, alternating two versions large
 * enough that a write takes a while, and prints `round N` after each round.
 *   node --import tsx test/support/torn-write-child.ts <data-dir>
 */
import { join } from 'node:path'
import { createJsonDocuments } from '../../electron/core/base/files/json-documents'
import { writeAtomically } from '../../electron/emulator/state/persistence'
import { createJsonSettingsStore } from '../../electron/web/json-settings-store'
import { createFileSecretStore } from '../../electron/web/file-secret-store'

const dataDir = process.argv[2]
if (!dataDir) throw new Error('usage: torn-write-child.ts <data-dir>')

const silent = { debug() {}, info() {}, warn() {}, error() {} }
const settings = createJsonSettingsStore(dataDir)
const documents = createJsonDocuments(dataDir, silent)
const secrets = createFileSecretStore(dataDir, silent)
/** A version of a document: `filler` makes it about 2 MB, so the kill lands inside writes often. */
const versionOf = (round: number) => ({
  round: round % 2,
  filler: 'x'.repeat(2_000_000 + (round % 2)),
})

for (let round = 0; ; round++) {
  const value = versionOf(round)
  settings.write(value)
  documents.write('service-removals.json', value)
  await secrets.set('version', JSON.stringify(value))
  await writeAtomically(join(dataDir, 'demo-state.json'), JSON.stringify(value))
  process.stdout.write(`round ${round}\n`)
}
