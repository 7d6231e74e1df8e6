import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { suitePlan } from '../electron/support/electron-binary'
import { pinsWithoutTag, runsOf, workflowErrors, type Workflow } from '../support/workflow-shape'

/**
 * .github/workflows/desktop.yml, checked offline (test/support/workflow-shape.ts): the shape GitHub requires,
 * and that it does what docs/desktop.md says: Electron's program installed, then the Electron suite on Ubuntu,
 * Windows and macOS, then each system's installers with everything a release publishes.
 */
const root = fileURLToPath(new URL('../../', import.meta.url))
const text = readFileSync(`${root}.github/workflows/desktop.yml`, 'utf8')
const scripts = (
  JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { scripts: Record<string, string> }
).scripts
const electronPackage = JSON.parse(readFileSync(`${root}node_modules/electron/package.json`, 'utf8')) as {
  scripts?: Record<string, string>
  bin?: Record<string, string>
}

const workflow = parse(text) as Workflow

describe('the desktop workflow', () => {
  it('has the shape GitHub requires of a workflow, its jobs and steps, every action pinned by commit', () => {
    expect(workflowErrors(workflow)).toEqual([])
    expect(pinsWithoutTag(text)).toEqual([])
  })

  it('the check can fail: both uses and run, a need for no job, an unknown key, an action pinned by tag', () => {
    const broken = structuredClone(workflow)
    broken.jobs['electron']!.steps[0] = { uses: 'actions/checkout@v4', run: 'true' }
    broken.jobs['installers']!.needs = 'nowhere'
    ;(broken.jobs['electron'] as unknown as Record<string, unknown>)['runs_on'] = 'x'
    expect(workflowErrors(broken)).toHaveLength(4)
    expect(pinsWithoutTag('      - uses: actions/checkout@v4\n')).toHaveLength(1)
  })

  it('installs Electron’s program (npm ci does not), cached, before the suite on Ubuntu, Windows and macOS', () => {
    // Electron 45's package downloads nothing on install: its command does (verified in node_modules).
    expect(electronPackage.scripts?.['postinstall']).toBeUndefined()
    expect(electronPackage.scripts?.['install']).toBeUndefined()
    expect(electronPackage.bin?.['install-electron']).toBe('install.js')
    const electron = workflow.jobs['electron']!
    expect(electron.strategy?.matrix['os']).toEqual(['ubuntu-24.04', 'windows-latest', 'macos-latest'])
    const runs = runsOf(electron)
    const install = runs.indexOf('npx install-electron')
    expect(runs.indexOf('npm ci')).toBeLessThan(install)
    expect(install).toBeLessThan(runs.findIndex((run) => run.includes('npm run test:electron')))
    expect(runs.filter((run) => run.includes('npm run test:electron'))).toHaveLength(2)
    const cache = electron.steps.find((step) => step.uses?.startsWith('actions/cache@'))
    expect(cache?.with?.['path']).toBe('${{ env.electron_config_cache }}')
    expect(String(cache?.with?.['key'])).toContain("hashFiles('node_modules/electron/package.json')")
    expect(electron.env?.['electron_config_cache']).toBeTruthy()
    expect(electron.steps.indexOf(cache!)).toBeLessThan(
      electron.steps.findIndex((step) => step.run === 'npx install-electron'),
    )
    expect(electron.steps.find((step) => step.uses?.startsWith('actions/setup-node'))?.with).toMatchObject({
      'node-version-file': '.nvmrc',
    })
    expect(scripts['test:electron']).toBeDefined()
  })

  it('on CI a missing Electron fails the suite with the reason; elsewhere each test skips with it', () => {
    const missing = { ok: false as const, reason: 'Electron’s program is not installed' }
    expect(suitePlan(missing, { CI: 'true' })).toEqual({
      fail: 'The Electron suite cannot run on CI: Electron’s program is not installed',
    })
    expect(suitePlan(missing, {})).toEqual({ skip: 'Electron’s program is not installed' })
    expect(suitePlan(missing, { CI: 'false' })).toEqual({ skip: 'Electron’s program is not installed' })
    expect(suitePlan({ ok: true, path: '/e/electron' }, { CI: 'true' })).toEqual({ run: '/e/electron' })
  })

  it('builds each system’s installers after the suite, keeping what a release publishes', () => {
    const installers = workflow.jobs['installers']!
    expect(installers.needs).toBe('electron')
    const include = installers.strategy?.matrix['include'] as { os: string; dist: string }[]
    expect(include.map((entry) => entry.dist).sort()).toEqual(['dist:linux', 'dist:mac', 'dist:win'])
    for (const entry of include) expect(scripts[entry.dist]).toMatch(/electron-builder/)
    expect(runsOf(installers)).toContain('npm run ${{ matrix.dist }}')
    const upload = installers.steps.find((step) => step.uses?.startsWith('actions/upload-artifact@'))
    const paths = String(upload?.with?.['path']).trim().split('\n')
    for (const kept of ['dist/*.zip', 'dist/*.blockmap', 'dist/latest*.yml', 'dist/*.exe', 'dist/*.dmg'])
      expect(paths).toContain(kept)
  })
})
