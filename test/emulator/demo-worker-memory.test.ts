/**
 * The demo's worker runs with a small young generation: making the catalog leaves tens of MiB of garbage
 * that a default one (up to 48 MiB) would hold long after sign-in. A stand-in program says the limits it was
 * given, as the demo's reason for not starting, so the test reads them from inside the worker.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEMO_YOUNG_GENERATION_MB, startDemoWorker } from '../../electron/emulator/demo-process-protocol'
import { tempFolder } from '../support/temp-folders'

describe('the demo worker’s memory', () => {
  it('runs with a young generation of a few MiB', async () => {
    const program = join(tempFolder('encore-demo-limits-'), 'says-its-limits.mjs')
    writeFileSync(
      program,
      `import { parentPort, resourceLimits } from 'node:worker_threads'
parentPort.postMessage({ type: 'failed', message: JSON.stringify(resourceLimits) })`,
    )
    const said = await startDemoWorker(program, undefined).then(
      () => '',
      (error: unknown) => String(error),
    )
    const limits = JSON.parse(said.slice(said.indexOf('{'))) as { maxYoungGenerationSizeMb: number }
    expect(DEMO_YOUNG_GENERATION_MB).toBeLessThanOrEqual(8)
    expect(limits.maxYoungGenerationSizeMb).toBe(DEMO_YOUNG_GENERATION_MB)
  })
})
