import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { freshDefaults } from '../../../../electron/contract'
import { removeStaleTemporaries, writeFileAtomic } from '../../../../electron/core/base/files/atomic-write'
import { toDocument } from '../../../../electron/core/features/settings/document'
import { createSettingsService } from '../../../../electron/core/features/settings/settings-service'
import { createFileSecretStore } from '../../../../electron/web/file-secret-store'
import { createJsonSettingsStore } from '../../../../electron/web/json-settings-store'
import { createMemoryLogger } from '../../../support/memory-logger'

const made: string[] = []
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A data folder whose file `name` is a relative symbolic link into a dotfiles folder beside it. */
function linkedDataFile(name: string, content: string) {
  const root = mkdtempSync(join(tmpdir(), 'encore-linked-'))
  made.push(root)
  const dataDir = join(root, 'data')
  const dotfiles = join(root, 'dotfiles')
  mkdirSync(dataDir)
  mkdirSync(dotfiles)
  const target = join(dotfiles, `encore-${name}`)
  writeFileSync(target, content, { mode: 0o600 })
  symlinkSync(join('..', 'dotfiles', `encore-${name}`), join(dataDir, name))
  return { root, dataDir, dotfiles, link: join(dataDir, name), target }
}

const isLink = (path: string) => lstatSync(path).isSymbolicLink()
const temporaries = (...dirs: string[]) =>
  dirs.flatMap((dir) => readdirSync(dir)).filter((name) => name.endsWith('.tmp'))

// Making a symbolic link on Windows needs administrator rights or developer mode: these run elsewhere.
describe.skipIf(process.platform === 'win32')(
  'a data file that is a symbolic link (not on Windows: making links needs admin rights there)',
  () => {
    it('settings.json: a save is written through to the file the link leads to; the link stays a link', () => {
      const old = `${JSON.stringify(toDocument(freshDefaults()), null, 2)}\n`
      const { dataDir, dotfiles, link, target } = linkedDataFile('settings.json', old)
      const service = createSettingsService({
        store: createJsonSettingsStore(dataDir),
        logger: createMemoryLogger().logger,
      })
      service.update({ theme: 'dark' })
      expect(isLink(link)).toBe(true)
      expect(readlinkSync(link)).toBe(join('..', 'dotfiles', 'encore-settings.json'))
      expect(JSON.parse(readFileSync(target, 'utf8'))).toEqual(
        toDocument({ ...freshDefaults(), theme: 'dark' }),
      )
      expect(statSync(target).mode & 0o777).toBe(0o600)
      expect(temporaries(dataDir, dotfiles)).toEqual([])
    })

    it('secrets.json: the kept sign-in is written through the link, and read back through it', async () => {
      const { dataDir, link, target } = linkedDataFile('secrets.json', '{}\n')
      const secrets = createFileSecretStore(dataDir, createMemoryLogger().logger)
      await secrets.set('encore.session', '{"v":1,"profile":"demo"}')
      expect(isLink(link)).toBe(true)
      expect(JSON.parse(readFileSync(target, 'utf8'))).toEqual({
        'encore.session': '{"v":1,"profile":"demo"}',
      })
      await expect(secrets.get('encore.session')).resolves.toBe('{"v":1,"profile":"demo"}')
    })

    it('a link to a file not made yet: the file is made where the link leads', () => {
      const { link, target } = linkedDataFile('settings.json', '')
      rmSync(target)
      writeFileAtomic(link, '{"v":1}\n')
      expect(isLink(link)).toBe(true)
      expect(readFileSync(target, 'utf8')).toBe('{"v":1}\n')
    })

    it('a link that leads round in a loop is refused with the reason; nothing is replaced', () => {
      const { dataDir } = linkedDataFile('secrets.json', '{}\n')
      const first = join(dataDir, 'settings.json')
      symlinkSync('other.json', first)
      symlinkSync('settings.json', join(dataDir, 'other.json'))
      expect(() => writeFileAtomic(first, '{}\n')).toThrow(
        `cannot write ${first}: ${first} is a symbolic link that leads round in a loop`,
      )
      expect(isLink(first)).toBe(true)
      expect(temporaries(dataDir)).toEqual([])
    })

    it('the temporaries a crash left beside the linked file are cleared through the link', () => {
      const { dotfiles, link, target } = linkedDataFile('settings.json', '{}\n')
      writeFileSync(`${target}.0123456789ab.tmp`, 'half')
      expect(removeStaleTemporaries(link)).toBe(1)
      expect(readdirSync(dotfiles)).toEqual(['encore-settings.json'])
    })
  },
)
