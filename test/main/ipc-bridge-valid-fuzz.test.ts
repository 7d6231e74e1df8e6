import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IPC_INVOKE_CHANNEL, methods, type BridgeResult, type MethodName } from '../../electron/contract'
import { registerIpcBridge, type BridgeRegistration } from '../../electron/main/ipc-bridge'
import { ipcMain } from '../fakes/electron'
import { startFuzzTarget, type FuzzTarget } from '../support/fuzz-target'
import { everyMethod } from '../support/malformed-payloads'
import { createMemoryLogger } from '../support/memory-logger'
import { validSamples } from '../support/zod-arbitrary'

/**
 * The bridge under payloads its schemas accept (fast-check arbitraries derived from the contract's zod
 * schemas): every one reaches its handler, which may refuse it in words (NOT_FOUND, a notice, the service's
 * answer) but never fails inside (INTERNAL). The other fuzz sends only what the schemas refuse, so it can
 * never meet an INTERNAL from valid input.
 */
const RUNS_PER_METHOD = 12
const trusted = { url: 'app://encore/index.html', parent: null }
/** How long one call may take before it counts as hung (the emulator answers in milliseconds). */
const CALL_LIMIT_MS = 15_000

const preview = (value: unknown) => JSON.stringify(value)?.slice(0, 200) ?? String(value)

let target: FuzzTarget
let registration: BridgeRegistration

beforeAll(async () => {
  target = await startFuzzTarget({ api: { scheduler: { budget: 100_000 } } })
  registration = registerIpcBridge(
    ipcMain as never,
    target.encore,
    'app://encore',
    createMemoryLogger().logger,
  )
}, 60_000)

afterAll(async () => {
  registration?.dispose()
  await target?.close()
})

/** Back to the demo, signed in: a valid call may have signed out or switched service. */
async function signedInAgain(): Promise<void> {
  const { encore } = target
  if ((await encore.api.session.get()).status === 'signed-in') return
  await encore.api.session.cancelSignIn()
  await encore.api.settings.update({ profile: 'demo' })
  await encore.api.session.signIn({ profile: 'demo', skipConsent: true })
  await expect
    .poll(async () => (await encore.api.session.get()).status, { timeout: 15_000 })
    .toBe('signed-in')
}

function call(method: MethodName, input: unknown): Promise<BridgeResult<unknown> | 'hung'> {
  return Promise.race([
    ipcMain.invokeFrom(trusted, IPC_INVOKE_CHANNEL, method, structuredClone(input), 1) as Promise<
      BridgeResult<unknown>
    >,
    new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), CALL_LIMIT_MS).unref()),
  ])
}

describe('the IPC bridge under payloads its schemas accept', () => {
  it('answers every one with a value or a typed refusal, never INTERNAL', async () => {
    const failures: string[] = []
    const uncovered: string[] = []
    const codes = new Map<string, number>()
    let sent = 0
    for (const method of everyMethod) {
      const samples = validSamples(methods[method].input, RUNS_PER_METHOD)
      if (!samples.length) uncovered.push(method)
      const began = Date.now()
      for (const input of samples) {
        sent++
        const result = await call(method, input)
        if (result === 'hung') failures.push(`${method}(${preview(input)}): no answer in ${CALL_LIMIT_MS} ms`)
        else if (!result.ok) {
          codes.set(result.error.code, (codes.get(result.error.code) ?? 0) + 1)
          if (result.error.code === 'INTERNAL')
            failures.push(`${method}(${preview(input)}): ${result.error.message}`)
        }
      }
      await signedInAgain()
      if (process.env['ENCORE_FUZZ_TIMES']) process.stdout.write(`${method}: ${Date.now() - began} ms\n`)
    }
    process.stdout.write(
      `IPC bridge, valid payloads: ${sent} over ${everyMethod.length - uncovered.length} of ${everyMethod.length} methods; refusals ${JSON.stringify(Object.fromEntries(codes))}\n`,
    )
    expect(failures).toEqual([])
    // Every method is reached: the derivation covers every schema in the contract.
    expect(uncovered).toEqual([])
    expect(sent).toBeGreaterThanOrEqual(everyMethod.length)
  }, 300_000)
})
