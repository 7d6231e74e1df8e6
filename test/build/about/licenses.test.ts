import { describe, expect, it } from 'vitest'
import {
  UNKNOWN_LICENSE,
  collectLicenses,
  licenseOf,
  repositoryUrl,
  type Lockfile,
  type Manifest,
} from '../../../build/about/licenses'

/** A lockfile as npm writes it: the root, production packages (nested and scoped), dev and optional ones. */
const lock: Lockfile = {
  lockfileVersion: 3,
  packages: {
    '': { version: '1.0.0' },
    'node_modules/alpha': { version: '1.2.0', license: 'MIT' },
    'node_modules/@scope/beta': { version: '2.0.0', license: 'ISC' },
    'node_modules/alpha/node_modules/gamma': { version: '0.1.0', license: 'BSD-3-Clause' },
    'node_modules/gamma': { version: '0.2.0', license: 'BSD-3-Clause' },
    'node_modules/other/node_modules/gamma': { version: '0.2.0', license: 'BSD-3-Clause' },
    'node_modules/vitest': { version: '4.0.0', license: 'MIT', dev: true },
    'node_modules/native-linux-arm': { version: '1.0.0', license: 'MIT', optional: true },
    'node_modules/old': { version: '0.0.1' },
    'node_modules/bare': { version: '3.0.0', license: 'Apache-2.0' },
    'packages/workspace-link': { version: '1.0.0' },
    'node_modules/workspace-link': { link: true },
  },
}

const manifests: Record<string, Manifest> = {
  'node_modules/alpha': { name: 'alpha', version: '1.2.0', license: 'MIT', repository: 'github:org/alpha' },
  'node_modules/@scope/beta': {
    name: '@scope/beta',
    version: '2.0.0',
    license: 'ISC',
    repository: { url: 'git+https://github.com/scope/beta.git' },
  },
  'node_modules/alpha/node_modules/gamma': { name: 'gamma', version: '0.1.0', license: 'BSD-3-Clause' },
  'node_modules/gamma': { name: 'gamma', version: '0.2.0', license: 'BSD-3-Clause', repository: 'org/gamma' },
  'node_modules/other/node_modules/gamma': { name: 'gamma', version: '0.2.0', license: 'BSD-3-Clause' },
  'node_modules/vitest': { name: 'vitest', version: '4.0.0', license: 'MIT' },
  'node_modules/old': { name: 'old', version: '0.0.1', licenses: [{ type: 'MIT' }, { type: 'GPL-2.0' }] },
  'node_modules/bare': { version: '3.0.0' },
}
const reader = (path: string) => manifests[path]

describe('collectLicenses', () => {
  it('lists every installed production package once, sorted, with licence and repository', () => {
    expect(collectLicenses(lock, reader)).toEqual([
      { name: '@scope/beta', version: '2.0.0', license: 'ISC', repository: 'https://github.com/scope/beta' },
      { name: 'alpha', version: '1.2.0', license: 'MIT', repository: 'https://github.com/org/alpha' },
      // No license in its manifest: the lockfile's is taken; the name comes from the path.
      { name: 'bare', version: '3.0.0', license: 'Apache-2.0', repository: null },
      { name: 'gamma', version: '0.1.0', license: 'BSD-3-Clause', repository: null },
      {
        name: 'gamma',
        version: '0.2.0',
        license: 'BSD-3-Clause',
        repository: 'https://github.com/org/gamma',
      },
      { name: 'old', version: '0.0.1', license: '(MIT OR GPL-2.0)', repository: null },
    ])
  })

  it('leaves out dev packages, links and optional packages not installed here', () => {
    const names = collectLicenses(lock, reader).map((it) => it.name)
    expect(names).not.toContain('vitest')
    expect(names).not.toContain('native-linux-arm')
    expect(names).not.toContain('workspace-link')
  })

  it('fails when a required production package is not installed', () => {
    const missing = { packages: { ...lock.packages, 'node_modules/ghost': { version: '1.0.0' } } }
    expect(() => collectLicenses(missing, reader)).toThrow(/node_modules\/ghost.*npm ci/)
  })

  it('lists what a build bundled, dev-only or not, and refuses a bundled package the lockfile lacks', () => {
    const listed = collectLicenses(lock, reader, ['node_modules/vitest', 'node_modules/alpha'])
    expect(listed.filter((it) => it.name === 'vitest')).toEqual([
      { name: 'vitest', version: '4.0.0', license: 'MIT', repository: null },
    ])
    // Once, though it is both a production package and bundled.
    expect(listed.filter((it) => it.name === 'alpha')).toHaveLength(1)
    expect(() => collectLicenses(lock, reader, ['node_modules/ghost'])).toThrow(
      /node_modules\/ghost was bundled but is not in package-lock\.json/,
    )
  })

  it('refuses a lockfile without packages (lockfileVersion 1)', () => {
    expect(() => collectLicenses({ lockfileVersion: 1 }, reader)).toThrow(/lockfileVersion 2/)
  })
})

describe('licenseOf', () => {
  it('reads the SPDX string, the legacy object and list forms, then the lockfile, else UNKNOWN', () => {
    expect(licenseOf({ license: ' MIT ' }, {})).toBe('MIT')
    expect(licenseOf({ license: { type: 'ISC' } }, {})).toBe('ISC')
    expect(licenseOf({ licenses: ['BSD-2-Clause'] }, {})).toBe('BSD-2-Clause')
    expect(licenseOf({}, { license: 'Apache-2.0' })).toBe('Apache-2.0')
    expect(licenseOf(undefined, {})).toBe(UNKNOWN_LICENSE)
  })
})

describe('repositoryUrl', () => {
  it.each([
    ['github:o/r', 'https://github.com/o/r'],
    ['gitlab:o/r', 'https://gitlab.com/o/r'],
    ['bitbucket:o/r', 'https://bitbucket.org/o/r'],
    ['o/r', 'https://github.com/o/r'],
    ['git+https://github.com/o/r.git', 'https://github.com/o/r'],
    ['https://github.com/o/r', 'https://github.com/o/r'],
    ['git://github.com/o/r.git', 'https://github.com/o/r'],
    ['git+ssh://git@github.com/o/r.git', 'https://github.com/o/r'],
    ['git@github.com:o/r.git', 'https://github.com/o/r'],
    ['https://github.com/o/mono/tree/main/packages/x', 'https://github.com/o/mono/tree/main/packages/x'],
  ])('%s → %s', (input, expected) => {
    expect(repositoryUrl(input)).toBe(expected)
    expect(repositoryUrl({ url: input })).toBe(expected)
  })

  it('is null when there is none or it is not a URL', () => {
    expect(repositoryUrl(undefined)).toBeNull()
    expect(repositoryUrl({})).toBeNull()
    expect(repositoryUrl('  ')).toBeNull()
    expect(repositoryUrl('see the website')).toBeNull()
  })
})
