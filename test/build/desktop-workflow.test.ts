import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

/**
 * .github/workflows/desktop.yml, checked offline against the parts of GitHub's workflow syntax it uses (no
 * schema can be fetched here): the shape GitHub requires of a workflow and its jobs, and that it does what
 * docs/desktop.md says: the Electron suite on Ubuntu, Windows and macOS, then each system's installers.
 */
const root = fileURLToPath(new URL('../../', import.meta.url))
const text = readFileSync(`${root}.github/workflows/desktop.yml`, 'utf8')
const scripts = (
  JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { scripts: Record<string, string> }
).scripts

interface Step {
  name?: string
  uses?: string
  run?: string
  if?: string
  with?: Record<string, unknown>
  env?: Record<string, string>
}
interface Job {
  name?: string
  'runs-on': string
  needs?: string | string[]
  strategy?: { matrix: Record<string, unknown> }
  steps: Step[]
}
interface Workflow {
  name: string
  on: Record<string, unknown>
  jobs: Record<string, Job>
}

const STEP_KEYS = [
  'id',
  'name',
  'uses',
  'run',
  'if',
  'with',
  'env',
  'shell',
  'continue-on-error',
  'timeout-minutes',
]
const JOB_KEYS = [
  'name',
  'runs-on',
  'needs',
  'strategy',
  'steps',
  'timeout-minutes',
  'if',
  'env',
  'permissions',
]

/** What GitHub refuses in a workflow of this shape: the errors, in words. */
function workflowErrors(value: unknown): string[] {
  const errors: string[] = []
  const workflow = value as Partial<Workflow>
  if (typeof workflow.name !== 'string') errors.push('name missing')
  if (!workflow.on || typeof workflow.on !== 'object') errors.push('on missing')
  const jobs = Object.entries(workflow.jobs ?? {})
  if (!jobs.length) errors.push('no jobs')
  for (const [id, job] of jobs) {
    if (!/^[A-Za-z_][A-Za-z0-9_-]*$/.test(id)) errors.push(`job id ${id}`)
    for (const key of Object.keys(job)) if (!JOB_KEYS.includes(key)) errors.push(`${id}: unknown key ${key}`)
    if (typeof job['runs-on'] !== 'string') errors.push(`${id}: runs-on`)
    for (const need of [job.needs ?? []].flat())
      if (!workflow.jobs?.[need]) errors.push(`${id}: needs ${need}`)
    if (!Array.isArray(job.steps) || !job.steps.length) errors.push(`${id}: no steps`)
    for (const [index, step] of (job.steps ?? []).entries()) {
      for (const key of Object.keys(step))
        if (!STEP_KEYS.includes(key)) errors.push(`${id}[${index}]: ${key}`)
      if (Boolean(step.uses) === Boolean(step.run))
        errors.push(`${id}[${index}]: exactly one of uses and run`)
      if (step.uses && !/^[\w.-]+\/[\w.-]+@v\d+$/.test(step.uses))
        errors.push(`${id}[${index}]: ${step.uses}`)
    }
  }
  return errors
}

const workflow = parse(text) as Workflow
const runs = (job: Job) => job.steps.flatMap((step) => (step.run ? [step.run] : []))

describe('the desktop workflow', () => {
  it('has the shape GitHub requires of a workflow, its jobs and steps', () => {
    expect(workflowErrors(workflow)).toEqual([])
  })

  it('the check can fail: a step with both uses and run, a need for no job, an unknown key', () => {
    const broken = structuredClone(workflow)
    broken.jobs['electron']!.steps[0] = { uses: 'actions/checkout@v4', run: 'true' }
    broken.jobs['installers']!.needs = 'nowhere'
    ;(broken.jobs['electron'] as unknown as Record<string, unknown>)['runs_on'] = 'x'
    expect(workflowErrors(broken)).toHaveLength(3)
  })

  it('runs the Electron suite on Ubuntu, Windows and macOS, on the Node .nvmrc names', () => {
    const electron = workflow.jobs['electron']!
    expect(electron.strategy?.matrix['os']).toEqual(['ubuntu-24.04', 'windows-latest', 'macos-latest'])
    expect(runs(electron)).toContain('npm ci')
    expect(runs(electron).filter((run) => run.includes('npm run test:electron'))).toHaveLength(2)
    expect(electron.steps.find((step) => step.uses?.startsWith('actions/setup-node'))?.with).toMatchObject({
      'node-version-file': '.nvmrc',
    })
    expect(scripts['test:electron']).toBeDefined()
  })

  it('builds each system’s installers with the package.json scripts, after the suite', () => {
    const installers = workflow.jobs['installers']!
    expect(installers.needs).toBe('electron')
    const include = installers.strategy?.matrix['include'] as { os: string; dist: string }[]
    expect(include.map((entry) => entry.dist).sort()).toEqual(['dist:linux', 'dist:mac', 'dist:win'])
    for (const entry of include) expect(scripts[entry.dist]).toMatch(/electron-builder/)
    expect(runs(installers)).toContain('npm run ${{ matrix.dist }}')
  })
})
