import { afterAll } from 'vitest'
import { removeTempFolders } from './temp-folders'

// The tests' temporary folders (tempFolder: the fake `electron`'s userData, the shell's XDG config folder,
// the stores' data folders…) are removed once each test module is done, not left behind at every run.
afterAll(removeTempFolders)
