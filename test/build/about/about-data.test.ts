import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  ABOUT_FILE,
  ABOUT_FILE_NAME,
  buildAboutData,
  parseAboutData,
  readAboutData,
  type AboutData,
} from '../../../build/about/about-data'

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
    // A package a build bundled is listed though the lockfile calls it a devDependency.
    const withPage = buildAboutData(
      { name: 'encore', version: '1.2.3' },
      { packages: { 'node_modules/vue': { version: '3.5.0', license: 'MIT', dev: true } } },
      () => ({ name: 'vue', version: '3.5.0', license: 'MIT' }),
      ['node_modules/vue'],
    )
    expect(withPage.licenses.map((it) => it.name)).toEqual(['vue'])
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
