import { afterEach, describe, expect, it, vi } from 'vitest'
import { runSuite, slowestPlaywrightFiles, slowestVitestFiles, staticSteps } from '../../build/test-suite.js'

/** A step that runs a line of Node: prints `said`, then exits with `code`. */
const step = (name: string, code: number, said = name) => ({
  name,
  command: process.execPath,
  args: ['-e', `process.stdout.write(${JSON.stringify(said)}); process.exit(${code})`],
})

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
      staticSteps: [step('first check', 0), step('second check', 3, 'a lint error')],
      runnerSteps: [step('a runner', 0, 'RUNNER RAN')],
    })
    expect(code).toBe(3)
    const text = output()
    expect(text).toContain('second check: FAILED (exit 3)')
    // A failed step's own output is shown, a passing one's is not.
    expect(text).toContain('a lint error')
    expect(text).not.toContain('RUNNER RAN')
    expect(text).toContain('── Time by phase\n')
    expect(text).toMatch(/\n {2}first check +\d+\.\d s\n/)
    expect(text).toMatch(/static checks \(wall\) +\d+\.\d s {2}\(exit 3\)/)
  })

  it('runs the runners in order once the checks pass, and exits 0', async () => {
    printed()
    const code = await runSuite({
      staticSteps: [step('check', 0)],
      runnerSteps: [step('runner one', 0), step('runner two', 0)],
    })
    expect(code).toBe(0)
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
