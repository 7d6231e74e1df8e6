import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createDiskLineFolder } from '../../../../electron/core/features/history/line-files'
import { tempFolder } from '../../../support/temp-folders'

describe('the history folder at open', () => {
  it('removes what writes cut short left beside its whole files (the index, the service files), keeping the files', () => {
    const path = join(tempFolder('encore-lines-'), 'history-abc')
    mkdirSync(path, { recursive: true })
    writeFileSync(join(path, 'index.json'), '{"whole":true}\n')
    const leftovers = ['index.json.0123456789ab.tmp', 'items.json.abcdef012345.tmp']
    for (const name of leftovers) writeFileSync(join(path, name), 'x'.repeat(1000))
    const folder = createDiskLineFolder(path)
    for (const name of leftovers) expect(existsSync(join(path, name)), name).toBe(false)
    expect(readFileSync(join(path, 'index.json'), 'utf8')).toBe('{"whole":true}\n')
    expect(folder.list()).toEqual(['index.json'])
  })
})
