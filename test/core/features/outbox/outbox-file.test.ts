import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  createOutboxStore,
  emptyOutbox,
  OUTBOX_FOLDER,
} from '../../../../electron/core/features/outbox/outbox-file'
import { createMemoryLogger } from '../../../support/memory-logger'
import { tempFolder } from '../../../support/temp-folders'

const owner = { service: 'demo', userId: 'listener' }
const me = process.getuid?.() ?? 0

describe('the outbox file', () => {
  it.runIf(process.platform !== 'win32')(
    'one owned by another user (as the system reports its owner) is not used: set aside, and said',
    () => {
      const dir = tempFolder('encore-outbox-file-')
      const mine = createOutboxStore(dir, createMemoryLogger().logger, () => 1)
      mine.save({ ...emptyOutbox(owner), next: 2, entries: [] })
      const path = mine.pathOf(owner)!
      expect(statSync(path).uid).toBe(me)
      // The same file, read by an Encore running as another user.
      const theirs = createOutboxStore(dir, createMemoryLogger().logger, () => 7, me + 1)
      const { document, problem } = theirs.load(owner)
      expect(document).toEqual(emptyOutbox(owner))
      expect(problem).toBe(
        `The changes waiting to be sent could not be read (it belongs to another user of this computer (uid ${me})); it was set aside as ${path}.corrupt. ` +
          `The list of changes already sent could not be read (it belongs to another user of this computer (uid ${me})); it was set aside as ${path}.settled.corrupt. An older copy of the outbox file put back now could send some of them again.`,
      )
      expect(existsSync(path)).toBe(false)
      expect(readdirSync(join(dir, OUTBOX_FOLDER))).toContain(`${path.split('/').pop()}.corrupt`)
      // Its owner reads its own file as it is.
      mine.save({ ...emptyOutbox(owner), next: 5, entries: [] })
      expect(mine.load(owner)).toEqual({ document: { ...emptyOutbox(owner), next: 5 }, problem: null })
    },
  )
})
