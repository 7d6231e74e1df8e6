import { lockDataFolder } from '../../electron/core/base/files/folder-lock'

/** Takes the data folder's lock (argv[2]), says so, and holds it until killed. */
const result = lockDataFolder(process.argv[2]!)
process.stdout.write('taken' in result ? 'locked\n' : `held by ${result.heldBy.pid}\n`)
setInterval(() => {}, 60_000)
