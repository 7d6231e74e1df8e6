import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  ABOUT_FILE,
  ABOUT_FILE_NAME,
  buildAboutData,
  parseAboutData,
  readAboutData,
  type AboutData,
} from '../../../build/about/about-data'
import { aboutJson } from '../../../build/about/about-json-plugin'
import { UNKNOWN_LICENSE } from '../../../build/about/licenses'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  version: string
  dependencies: Record<string, string>
}

const sample: AboutData = {
  app: { name: 'encore', productName: 'Encore', version: '1.2.3' },
  licenses: [
    { name: 'zod', version: '4.0.0', license: 'MIT', repository: 'https://github.com/colinhacks/zod' },
  ],
}

describe('About data', () => {
  it('is built from package.json and the lockfile', () => {
    const about = buildAboutData(
      { name: 'encore', productName: 'Encore', version: '1.2.3' },
      { packages: { 'node_modules/zod': { version: '4.0.0', license: 'MIT' } } },
      () => ({ name: 'zod', version: '4.0.0', license: 'MIT', repository: 'github:colinhacks/zod' }),
    )
    expect(about).toEqual(sample)
    expect(() => buildAboutData({ name: 'encore' }, { packages: {} }, () => undefined)).toThrow(/version/)
  })

  it('is read back typed, and anything else is refused with the path of the problem', () => {
    const dir = mkdtempSync(join(tmpdir(), 'encore-about-'))
    try {
      const file = join(dir, ABOUT_FILE_NAME)
      writeFileSync(file, JSON.stringify(sample))
      expect(readAboutData(file)).toEqual(sample)
      writeFileSync(file, JSON.stringify({ ...sample, licenses: [{ ...sample.licenses[0], license: '' }] }))
      expect(() => readAboutData(file)).toThrow(/licenses\.0\.license/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
    expect(() => parseAboutData({ ...sample, extra: true })).toThrow(/about data/)
    expect(() => parseAboutData({ app: sample.app })).toThrow(/licenses/)
  })

  it('is written by the main build beside out/main/index.js', () => {
    expect(ABOUT_FILE).toBe('out/main/about.json')
  })
})

describe('the build plugin on this project', () => {
  function emitted(): AboutData {
    const files: { fileName: string; source: string }[] = []
    const plugin = aboutJson(root)
    const hook = plugin.generateBundle as (this: unknown, ...args: unknown[]) => void
    hook.call(
      { emitFile: (file: { fileName: string; source: string }) => void files.push(file) },
      {},
      {},
      false,
    )
    expect(files.map((it) => it.fileName)).toEqual([ABOUT_FILE_NAME])
    return parseAboutData(JSON.parse(files[0]!.source))
  }

  it('emits the app version and a licence for every production dependency', () => {
    const about = emitted()
    expect(about.app).toEqual({ name: 'encore', productName: 'Encore', version: pkg.version })
    const names = new Set(about.licenses.map((it) => it.name))
    for (const name of Object.keys(pkg.dependencies)) expect(names.has(name), name).toBe(true)
    expect(names.has('vitest')).toBe(false)
    expect(names.has('electron')).toBe(false)
    expect(about.licenses.filter((it) => it.license === UNKNOWN_LICENSE)).toEqual([])
  })
})
