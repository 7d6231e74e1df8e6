import { appendFileSync, existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { getPriority, tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  childrenCpuSeconds,
  e2eStep,
  runSuite,
  slowestPlaywrightFiles,
  slowestVitestFiles,
  staticSteps,
  unitStep,
} from '../../build/test-suite.js'

/** A step that runs a line of Node: prints `said`, then exits with `code`. */
const step = (name: string, code: number, said = name) => ({
  name,
  command: process.execPath,
  args: ['-e', `process.stdout.write(${JSON.stringify(said)}); process.exit(${code})`],
})

/** A step that runs a script of Node (given the folder `dir` as its first argument). */
const script = (name: string, dir: string, source: string, extra: { startsAfter?: string } = {}) => ({
  name,
  command: process.execPath,
  args: ['-e', source, dir],
  ...extra,
})

/** Node source that waits until `file` (in the folder given) exists, then runs `then`; after 20 s, exits 1. */
const waitFor = (file: string, then: string) => `
  const { existsSync } = require('node:fs'), { join } = require('node:path')
  const until = Date.now() + 20000
  const poll = setInterval(() => {
    if (existsSync(join(process.argv[1], ${JSON.stringify(file)}))) { clearInterval(poll); ${then} }
    else if (Date.now() > until) process.exit(1)
  }, 20)`

/** Node source that appends `line` to the folder's log. */
const logLine = (line: string) =>
  `require('node:fs').appendFileSync(require('node:path').join(process.argv[1], 'log'), ${JSON.stringify(`${line}\n`)})`

describe('npm test (build/test-suite.js)', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  const printed = () => {
    const lines: string[] = []
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk))
      return true
    })
    return () => lines.join('')
  }

  it('runs every check the suite had: the three type-checks, both linters, the Electron lint, the audit, the build', () => {
    expect(staticSteps.map((each) => each.name).sort()).toEqual([
      'audit:prod',
      'build',
      'eslint',
      'lint:electron',
      'prettier',
      'type-check (e2e)',
      'type-check (node)',
      'type-check (web)',
    ])
  })

  it('prints the time of each phase, and a failed static check stops the runners', async () => {
    const output = printed()
    const code = await runSuite({
      staticSteps: [
        script('first check', '', 'setTimeout(() => process.exit(0), 500)'),
        step('second check', 3, 'a lint error'),
      ],
      runnerSteps: [step('a runner', 0, 'RUNNER RAN')],
    })
    expect(code).toBe(3)
    const text = output()
    expect(text).toContain('second check: FAILED (exit 3)')
    // The other check beside it runs to its end: each check says what it found.
    expect(text).toContain('first check: passed')
    // A failed step's own output is shown, a passing one's is not.
    expect(text).toContain('a lint error')
    expect(text).not.toContain('RUNNER RAN')
    expect(text).toContain('── Time by phase\n')
    expect(text).toMatch(/\n {2}first check +\d+\.\d s +\d+\.\d s CPU\n/)
    expect(text).toMatch(/static checks \(wall\) +\d+\.\d s +\d+\.\d s CPU {2}\(exit 3\)/)
  })

  it('runs the runners once the checks pass, and exits 0, with the CPU time of each runner and in all', async () => {
    const output = printed()
    const code = await runSuite({
      staticSteps: [step('check', 0)],
      runnerSteps: [step('runner one', 0), step('runner two', 0)],
    })
    expect(code).toBe(0)
    const text = output()
    // Side by side: either may end first.
    expect(text).toMatch(/\n {2}runner one +\d+\.\d s +\d+\.\d s CPU\n/)
    expect(text).toMatch(/\n {2}runner two +\d+\.\d s +\d+\.\d s CPU\n/)
    expect(text).toMatch(/\n {2}total \(wall\) +\d+\.\d s +\d+\.\d s CPU\n/)
  })

  it('starts a runner once the check it waits for passed, beside the checks still running', async () => {
    printed()
    const dir = mkdtempSync(join(tmpdir(), 'encore-suite-'))
    const code = await runSuite({
      staticSteps: [
        step('build', 0),
        // Ends only once the runner has started: the runner does not wait for it.
        script('slow check', dir, waitFor('runner-started', `${logLine('check ended')}; process.exit(0)`)),
      ],
      runnerSteps: [
        script(
          'e2e',
          dir,
          `${logLine('runner started')}; require('node:fs').writeFileSync(require('node:path').join(process.argv[1], 'runner-started'), '')`,
          { startsAfter: 'build' },
        ),
        script('unit', dir, logLine('unit started')),
      ],
    })
    expect(code).toBe(0)
    // The unit runner waits for every check.
    expect(readFileSync(join(dir, 'log'), 'utf8')).toBe('runner started\ncheck ended\nunit started\n')
  })

  it('a check that waits for another starts once that one ended, failed or not; its lane runs the next check meanwhile', async () => {
    const output = printed()
    const dir = mkdtempSync(join(tmpdir(), 'encore-suite-'))
    const code = await runSuite({
      staticSteps: [
        script(
          'node check',
          dir,
          `setTimeout(() => { ${logLine('node check ended')}; process.exit(2) }, 500)`,
        ),
        script('e2e check', dir, logLine('e2e check started'), { startsAfter: 'node check' }),
        script('lint', dir, logLine('lint')),
      ],
      runnerSteps: [],
    })
    expect(code).toBe(2)
    expect(readFileSync(join(dir, 'log'), 'utf8')).toBe('lint\nnode check ended\ne2e check started\n')
    expect(output()).toContain('e2e check: passed')
  })

  it('the e2e type-check reads what the node type-check wrote: it starts once that one ended', () => {
    const e2e = staticSteps.find((each) => each.name === 'type-check (e2e)')
    expect(e2e?.startsAfter).toBe('type-check (node)')
    expect(staticSteps.find((each) => each.name === 'type-check (node)')?.args).toEqual([
      '-b',
      'tsconfig.node.json',
    ])
  })

  it('the unit run starts once the build passed; it and the checks but the build yield the cores to the e2e run', () => {
    expect(unitStep.startsAfter).toBe('build')
    expect(e2eStep.startsAfter).toBe('build')
    expect(e2eStep.nice).toBeUndefined()
    expect(unitStep.nice).toBe(5)
    expect(staticSteps.filter((each) => !each.nice).map((each) => each.name)).toEqual(['build'])
  })

  it('runs a step with a niceness that much nicer, and what it starts too', async () => {
    const output = printed()
    const said = `process.stdout.write('niceness ' + require('node:os').getPriority())`
    await runSuite({
      staticSteps: [
        { ...script('nice check', '', said), nice: 5, showOutput: true },
        {
          ...script(
            'its child',
            '',
            `require('node:child_process').spawnSync(process.execPath, ['-e', ${JSON.stringify(said)}], { stdio: 'inherit' })`,
          ),
          nice: 3,
          showOutput: true,
        },
        { ...script('plain check', '', said), showOutput: true },
      ],
      runnerSteps: [],
    })
    const base = getPriority()
    const text = output()
    expect(text).toMatch(
      new RegExp(`nice check: passed in [\\d.]+ s\\nniceness ${Math.min(19, base + 5)}\\n`),
    )
    expect(text).toMatch(new RegExp(`its child: passed in [\\d.]+ s\\nniceness ${Math.min(19, base + 3)}\\n`))
    expect(text).toMatch(new RegExp(`plain check: passed in [\\d.]+ s\\nniceness ${base}\\n`))
  })

  it('a check that fails stops a runner already running, and is the exit code', async () => {
    printed()
    const dir = mkdtempSync(join(tmpdir(), 'encore-suite-'))
    const code = await runSuite({
      staticSteps: [
        step('build', 0),
        script('failing check', dir, waitFor('runner-started', 'process.exit(3)')),
      ],
      runnerSteps: [
        script(
          'e2e',
          dir,
          `require('node:fs').writeFileSync(require('node:path').join(process.argv[1], 'runner-started'), '')
           setTimeout(() => { ${logLine('runner finished')} }, 20000)`,
          { startsAfter: 'build' },
        ),
        script('unit', dir, logLine('unit started')),
      ],
    })
    expect(code).toBe(3)
    expect(existsSync(join(dir, 'runner-started'))).toBe(true)
    // Stopped: it never finished, and the unit run never started.
    expect(existsSync(join(dir, 'log'))).toBe(false)
  })

  it('a runner that fails stops nothing: the other runner ends and is reported, the failure is the exit code', async () => {
    printed()
    const dir = mkdtempSync(join(tmpdir(), 'encore-suite-'))
    const code = await runSuite({
      staticSteps: [step('build', 0), step('check', 0)],
      runnerSteps: [
        // Fails once the unit run has started, while it still runs.
        script(
          'e2e',
          dir,
          waitFor(
            'unit-started',
            `require('node:fs').writeFileSync(require('node:path').join(process.argv[1], 'e2e-failed'), ''); process.exit(4)`,
          ),
          { startsAfter: 'build' },
        ),
        // Ends a while after the e2e run failed: time for a stop to reach it, were there one.
        script(
          'unit',
          dir,
          `require('node:fs').writeFileSync(require('node:path').join(process.argv[1], 'unit-started'), '')
           ${waitFor('e2e-failed', `setTimeout(() => { ${logLine('unit finished')}; process.exit(0) }, 500)`)}`,
        ),
      ],
    })
    expect(code).toBe(4)
    expect(readFileSync(join(dir, 'log'), 'utf8')).toBe('unit finished\n')
  })

  it('serial: every runner after every check, one after the other', async () => {
    printed()
    const dir = mkdtempSync(join(tmpdir(), 'encore-suite-'))
    appendFileSync(join(dir, 'log'), '')
    const code = await runSuite({
      serial: true,
      staticSteps: [
        step('build', 0),
        script('check', dir, `setTimeout(() => { ${logLine('check ended')} }, 300)`),
      ],
      runnerSteps: [
        script('e2e', dir, logLine('e2e'), { startsAfter: 'build' }),
        script('unit', dir, logLine('unit')),
      ],
    })
    expect(code).toBe(0)
    expect(readFileSync(join(dir, 'log'), 'utf8')).toBe('check ended\ne2e\nunit\n')
  })

  it("reads the CPU time of this process's ended children from /proc", async () => {
    const before = childrenCpuSeconds()
    expect(before).toBeGreaterThanOrEqual(0)
    // A child that spins for a while: its CPU time counts once it has ended.
    const { spawnSync } = await import('node:child_process')
    spawnSync(process.execPath, ['-e', 'const end = Date.now() + 300; while (Date.now() < end);'])
    expect(childrenCpuSeconds()).toBeGreaterThan(before ?? 0)
  })

  it("reads the slowest files from Vitest's and Playwright's JSON reports", () => {
    const vitest = {
      testResults: [
        { name: `${process.cwd()}/test/a.test.ts`, startTime: 1_000, endTime: 1_500 },
        { name: `${process.cwd()}/test/b.test.ts`, startTime: 1_000, endTime: 4_000 },
      ],
    }
    expect(slowestVitestFiles(vitest)).toEqual([
      { file: 'test/b.test.ts', seconds: 3 },
      { file: 'test/a.test.ts', seconds: 0.5 },
    ])
    const result = (duration: number) => ({ results: [{ duration }] })
    const playwright = {
      suites: [
        { specs: [{ file: 'a.spec.ts', tests: [result(2_000)] }] },
        {
          specs: [],
          suites: [{ specs: [{ file: 'b.spec.ts', tests: [result(1_500), result(2_500)] }] }],
        },
      ],
    }
    expect(slowestPlaywrightFiles(playwright)).toEqual([
      { file: 'test/e2e/b.spec.ts', seconds: 4 },
      { file: 'test/e2e/a.spec.ts', seconds: 2 },
    ])
  })
})
