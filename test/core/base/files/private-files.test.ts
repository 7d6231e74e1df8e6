import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createPrivateJsonMap, DamagedFileError } from '../../../../electron/core/base/files/private-files'
import { createMemoryLogger } from '../../../support/memory-logger'
import { tempFolder } from '../../../support/temp-folders'

/** A damaged private file (secrets.json) is said to the first reader of each key, not only to the first reader. */
describe('createPrivateJsonMap with a damaged file', () => {
  it('tells each key’s first reader once, then reads as empty; a value set since reads as itself', () => {
    const dir = tempFolder('encore-private-')
    const path = join(dir, 'secrets.json')
    writeFileSync(path, '{"encore.session": "kept", ', { mode: 0o600 })
    const map = createPrivateJsonMap(
      path,
      (v): v is string => typeof v === 'string',
      createMemoryLogger().logger,
      'secrets',
    )

    // The first reader (Soloist's key, say) finds it damaged; the file is set aside.
    expect(() => map.get('soloist.apiKey')).toThrow(DamagedFileError)
    expect(existsSync(`${path}.unreadable`)).toBe(true)
    // The sign-in, read next, is told too: with the same words, so the page can say why nobody is signed in.
    expect(() => map.get('encore.session')).toThrow(/secrets\.json is damaged/)
    // Once told, each reads what there is now: nothing.
    expect(map.get('soloist.apiKey')).toBeUndefined()
    expect(map.get('encore.session')).toBeUndefined()

    // A value set since reads as itself; a key nobody read yet is still told once.
    map.set('other', 'new')
    expect(map.get('other')).toBe('new')
    expect(() => map.get('never-read')).toThrow(DamagedFileError)
    expect(map.get('never-read')).toBeUndefined()
  })
})
