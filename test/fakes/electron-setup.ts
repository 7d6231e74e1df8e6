import { afterAll } from 'vitest'
import { removeTempFolders } from './temp-folders'

// The shell's tests make temporary folders (the fake `electron`'s userData, the shell's XDG config folder):
// removed once each test module is done, not left behind at every run.
afterAll(removeTempFolders)
