/**
 * GitHub workflow files, checked offline against the parts of GitHub's workflow syntax they use (no schema can
 * be fetched here): the shape GitHub requires of a workflow, its jobs and steps, and every action pinned by a
 * full commit SHA with its release's tag in a comment (a tag can be moved; a commit cannot).
 */
export interface Step {
  id?: string
  name?: string
  uses?: string
  run?: string
  if?: string
  with?: Record<string, unknown>
  env?: Record<string, string>
  'working-directory'?: string
}
export interface Job {
  name?: string
  'runs-on': string
  needs?: string | string[]
  strategy?: { matrix: Record<string, unknown> }
  env?: Record<string, string>
  permissions?: Record<string, string>
  steps: Step[]
}
export interface Workflow {
  name: string
  on: Record<string, unknown>
  permissions?: Record<string, string>
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
  'working-directory',
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

/** `owner/action@<40 hex>`: an action pinned by commit. */
export const PINNED_ACTION = /^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/

/** What GitHub refuses in a workflow of this shape, and an action not pinned by commit: the errors, in words. */
export function workflowErrors(value: unknown): string[] {
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
      if (step.uses && !PINNED_ACTION.test(step.uses))
        errors.push(`${id}[${index}]: ${step.uses} is not pinned`)
    }
  }
  return errors
}

/**
 * The `uses:` lines of a workflow's text that lack the release's tag in a comment (`# v4.4.0`), which says
 * what the commit is and is what Dependabot updates.
 */
export function pinsWithoutTag(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => /^\s*(?:- )?uses:/.test(line))
    .filter((line) => !/@[0-9a-f]{40} # v\d+\.\d+\.\d+$/.test(line.trim()))
    .map((line) => line.trim())
}

export const runsOf = (job: Job) => job.steps.flatMap((step) => (step.run ? [step.run] : []))
