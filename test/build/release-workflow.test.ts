import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { runInThisContext } from 'node:vm'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { missingAssets, releaseProblems } from '../../build/release-check.js'
import { feedFileFor } from '../../electron/core/features/updates/release-source'
import { pinsWithoutTag, runsOf, workflowErrors, type Workflow } from '../support/workflow-shape'

/**
 * .github/workflows/release.yml and build/release-check.js: a version tag makes a draft release on this
 * repository, three builds upload to it what electron-updater reads, and the draft is checked and given
 * checksums. The feed's names Encore reads are electron-builder's own (its updateInfoBuilder, run offline).
 */
const root = fileURLToPath(new URL('../../', import.meta.url))
const text = readFileSync(`${root}.github/workflows/release.yml`, 'utf8')
const workflow = parse(text) as Workflow

describe('the release workflow', () => {
  it('has the shape GitHub requires, every action pinned by commit with its tag', () => {
    expect(workflowErrors(workflow)).toEqual([])
    expect(pinsWithoutTag(text)).toEqual([])
  })

  it('runs on a version tag: checks the tag and the repository, then drafts one release', () => {
    expect(workflow.on).toEqual({ push: { tags: ['v*.*.*'] } })
    expect(workflow.permissions).toEqual({ contents: 'read' })
    const draft = workflow.jobs['draft']!
    expect(draft.permissions).toEqual({ contents: 'write' })
    expect(draft.env).toMatchObject({ TAG: '${{ github.ref_name }}', REPOSITORY: '${{ github.repository }}' })
    const runs = runsOf(draft)
    expect(runs[0]).toBe('node build/release-check.js tag "$TAG" "$REPOSITORY"')
    expect(runs[1]).toMatch(/gh release create "\$TAG" --draft --verify-tag/)
    // The tag reaches the shell through the environment only, never pasted into a script.
    for (const run of runs) expect(run).not.toContain('${{')
  })

  it('builds on the three systems and uploads with electron-builder’s publish (feed, blockmaps, zips)', () => {
    const publish = workflow.jobs['publish']!
    expect(publish.needs).toBe('draft')
    const include = publish.strategy?.matrix['include'] as { os: string; targets: string }[]
    expect(include).toEqual([
      { os: 'ubuntu-24.04', targets: '--linux' },
      { os: 'windows-latest', targets: '--win' },
      { os: 'macos-latest', targets: '--mac' },
    ])
    const upload = publish.steps.find((step) => step.run?.includes('electron-builder'))
    expect(upload?.run).toBe(
      'npx electron-builder --config build/electron-builder.yml --publish always ${{ matrix.targets }}',
    )
    expect(upload?.env?.['GH_TOKEN']).toBe('${{ secrets.GITHUB_TOKEN }}')
    expect(runsOf(publish).slice(0, 2)).toEqual(['npm ci', 'npm run build'])
  })

  it('checks the draft holds every file and adds SHA256SUMS.txt', () => {
    const checksums = workflow.jobs['checksums']!
    expect(checksums.needs).toBe('publish')
    const runs = runsOf(checksums)
    expect(runs).toContain('gh release download "$TAG" --dir release')
    expect(runs).toContain('node build/release-check.js assets release')
    expect(runs.join('\n')).toMatch(
      /sha256sum -- \* > \.\.\/SHA256SUMS\.txt\n.*gh release upload "\$TAG" \.\.\/SHA256SUMS\.txt/,
    )
  })
})

describe('build/release-check.js', () => {
  const packageJson = {
    version: '0.2.0',
    repository: { type: 'git', url: 'git+https://github.com/ada/encore.git' },
  }

  it('a tag of package.json’s version, from the repository package.json names: nothing stops it', () => {
    expect(releaseProblems({ tag: 'v0.2.0', repository: 'ada/encore', packageJson })).toEqual([])
  })

  it('another version, or the sources’ stand-in repository: says what to change', () => {
    expect(releaseProblems({ tag: 'v0.3.0', repository: 'ada/encore', packageJson })).toEqual([
      "The tag v0.3.0 is not package.json's version (0.2.0): tag v0.2.0, or change the version first.",
    ])
    const placeholder = {
      ...packageJson,
      repository: { type: 'git', url: 'git+https://github.com/encore-owner-placeholder/encore.git' },
    }
    expect(releaseProblems({ tag: 'v0.2.0', repository: 'ada/encore', packageJson: placeholder })).toEqual([
      "package.json's repository names encore-owner-placeholder/encore, not ada/encore: the release's feed, its page and the updates Encore looks for all come from it. Set it to ada/encore.",
    ])
  })

  /** The files electron-builder writes for this configuration (build/electron-builder.yml's artifact names). */
  const release = [
    'encore_0.2.0_amd64.deb',
    'Encore-0.2.0-x86_64.AppImage',
    'latest-linux.yml',
    'Encore-0.2.0-arm64.dmg',
    'Encore-0.2.0-arm64.dmg.blockmap',
    'Encore-0.2.0-x64.dmg',
    'Encore-0.2.0-x64.dmg.blockmap',
    'Encore-0.2.0-arm64-mac.zip',
    'Encore-0.2.0-arm64-mac.zip.blockmap',
    'Encore-0.2.0-mac.zip',
    'Encore-0.2.0-mac.zip.blockmap',
    'latest-mac.yml',
    'Encore-Setup-0.2.0.exe',
    'Encore-Setup-0.2.0.exe.blockmap',
    'latest.yml',
  ]

  it('a complete release misses nothing; one without its feed, blockmaps or mac zips says which', () => {
    expect(missingAssets(release)).toEqual([])
    const partial = release.filter((name) => !/latest-mac\.yml|\.blockmap$|-mac\.zip$/.test(name))
    expect(missingAssets(partial)).toEqual([
      'latest-mac.yml (the macOS feed)',
      'the Windows installer’s blockmap',
      'the arm64 mac zip',
      'the x64 mac zip',
      'a mac zip’s blockmap',
    ])
  })
})

/**
 * electron-builder's own name for a feed file (app-builder-lib's updateInfoBuilder.js: getUpdateInfoFileName,
 * which it does not export), loaded from its source in a function scope that hands the function back.
 */
function electronBuilderFeedName() {
  const fromBuilder = createRequire(createRequire(import.meta.url).resolve('electron-builder'))
  const libDir = dirname(fromBuilder.resolve('app-builder-lib/package.json'))
  const file = join(libDir, 'out/publish/updateInfoBuilder.js')
  const source = readFileSync(file, 'utf8')
  const wrapped = runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${source}\nreturn getUpdateInfoFileName;\n})`,
    { filename: file },
  ) as (...args: unknown[]) => (channel: string, packager: object, arch: number | null) => string
  const libRequire = createRequire(file)
  const name = wrapped({}, libRequire, { exports: {} }, file, dirname(file))
  const { Platform } = libRequire('./../core') as { Platform: Record<'WINDOWS' | 'MAC' | 'LINUX', object> }
  const { Arch } = libRequire('builder-util') as { Arch: Record<string, number> }
  return { name, Platform, Arch }
}

describe('the feed names Encore reads are the ones electron-builder writes', () => {
  it('for each system and architecture electron-builder builds', () => {
    const { name, Platform, Arch } = electronBuilderFeedName()
    const cases: [NodeJS.Platform, object, string][] = [
      ['win32', Platform.WINDOWS, 'x64'],
      ['win32', Platform.WINDOWS, 'arm64'],
      ['darwin', Platform.MAC, 'x64'],
      ['darwin', Platform.MAC, 'arm64'],
      ['linux', Platform.LINUX, 'x64'],
      ['linux', Platform.LINUX, 'arm64'],
      ['linux', Platform.LINUX, 'ia32'],
    ]
    for (const [platform, builderPlatform, arch] of cases) {
      const written = name('latest', { platform: builderPlatform }, Arch[arch] ?? null)
      expect([platform, arch, feedFileFor(platform, arch)]).toEqual([platform, arch, written])
    }
    // Node's 32-bit ARM is `arm`; electron-builder's is armv7l, written as `-arm`.
    expect(feedFileFor('linux', 'arm')).toBe(
      name('latest', { platform: Platform.LINUX }, Arch['armv7l'] ?? null),
    )
  })
})
