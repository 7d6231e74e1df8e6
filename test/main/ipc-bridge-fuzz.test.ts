import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IPC_INVOKE_CHANNEL } from '../../electron/contract'
import { registerIpcBridge, type BridgeRegistration } from '../../electron/main/ipc-bridge'
import { ipcMain } from '../fakes/electron'
import { expectTypedRefusal, prototypeKeys, startFuzzTarget, type FuzzTarget } from '../support/fuzz-target'
import { everyMethod, malformedPayload } from '../support/malformed-payloads'
import { createMemoryLogger } from '../support/memory-logger'
import { FUZZ_SEED } from '../support/fuzz-seed'

/**
 * Property-based fuzzing of every bridge method over Electron IPC (the registration the shell makes, called as
 * our own page would through the fake ipcMain): each payload is cloned structurally as Electron does, and each
 * must be refused with INVALID_INPUT without changing anything, after which the bridge still answers.
 */
const RUNS_PER_METHOD = 180
const appOrigin = 'app://encore'
const trusted = { url: 'app://encore/index.html', parent: null }

/** The call id the page numbers a call with, or whatever a broken page sends instead. */
const callId = fc.oneof(fc.nat(), fc.constant(undefined), fc.anything({ maxDepth: 1 }))

const preview = (value: unknown) => {
  try {
    return JSON.stringify(value)?.slice(0, 200) ?? String(value)
  } catch {
    return Object.prototype.toString.call(value)
  }
}

let target: FuzzTarget
let registration: BridgeRegistration

beforeAll(async () => {
  target = await startFuzzTarget()
  registration = registerIpcBridge(ipcMain as never, target.encore, appOrigin, createMemoryLogger().logger)
}, 60_000)

afterAll(async () => {
  registration?.dispose()
  await target?.close()
})

describe('the IPC bridge under malformed payloads', () => {
  it('refuses every malformed payload of every method with a typed error and changes nothing', async () => {
    const before = await target.observe()
    const prototype = prototypeKeys()
    let sent = 0
    for (const method of everyMethod) {
      await fc.assert(
        fc.asyncProperty(malformedPayload(method, 'structured-clone'), callId, async (input, id) => {
          sent++
          const result = await ipcMain.invokeFrom(trusted, IPC_INVOKE_CHANNEL, method, input, id)
          // What the page receives is cloned back the same way.
          expectTypedRefusal(structuredClone(result), `${method}(${preview(input)})`)
        }),
        { numRuns: RUNS_PER_METHOD, seed: FUZZ_SEED },
      )
    }
    process.stdout.write(
      `IPC bridge: ${sent} malformed payloads over ${everyMethod.length} methods, all refused\n`,
    )
    expect(sent).toBeGreaterThanOrEqual(everyMethod.length * RUNS_PER_METHOD)

    expect(await target.observe()).toEqual(before)
    expect(prototypeKeys()).toEqual(prototype)
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
  }, 120_000)

  it('keeps working afterwards: a normal call succeeds', async () => {
    await expect(
      ipcMain.invokeFrom(trusted, IPC_INVOKE_CHANNEL, 'app.ping', { nonce: 'after-fuzz' }, 7),
    ).resolves.toMatchObject({ ok: true, value: { nonce: 'after-fuzz' } })
    await expect(
      ipcMain.invokeFrom(trusted, IPC_INVOKE_CHANNEL, 'session.get', undefined),
    ).resolves.toMatchObject({ ok: true, value: { status: 'signed-in' } })
  })
})
