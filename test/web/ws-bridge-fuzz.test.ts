import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { isMethodName, methods, WsClientMessageSchema, type WsServerMessage } from '../../electron/contract'
import { startWebHost, type WebHost } from '../../electron/web/host'
import { expectTypedRefusal, prototypeKeys, startFuzzTarget, type FuzzTarget } from '../support/fuzz-target'
import { openBridgeSocket, openLaunchUrl } from '../support/browser-session'
import { everyMethod, malformedPayload } from '../support/malformed-payloads'
import { FUZZ_SEED } from '../support/fuzz-seed'

/**
 * Property-based fuzzing of every bridge method over browser mode's WebSocket (the real host, a real socket
 * holding the session cookie): each malformed payload is answered with INVALID_INPUT under its own id, and
 * frames that are not bridge messages at all get a protocol error; nothing changes, and the bridge still works.
 */
const RUNS_PER_METHOD = 180
const PROTOCOL_FRAMES = 1000

let target: FuzzTarget
let host: WebHost
let rendererDir: string
let socket: WebSocket
/** Answers waiting for a reader, in arrival order. */
const inbox: WsServerMessage[] = []
let wake: (() => void) | undefined

beforeAll(async () => {
  target = await startFuzzTarget()
  rendererDir = mkdtempSync(join(tmpdir(), 'encore-renderer-'))
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Encore</title>')
  host = await startWebHost({ encore: target.encore, rendererDir, port: 0 })
  socket = openBridgeSocket(await openLaunchUrl(host.launchUrl))
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as WsServerMessage
    // Events (the player's reads, say) may arrive at any time; the fuzzing reads answers only.
    if (message.type === 'event') return
    inbox.push(message)
    wake?.()
  })
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
}, 60_000)

afterAll(async () => {
  socket?.close()
  await host?.close()
  await target?.close()
  if (rendererDir) rmSync(rendererDir, { recursive: true, force: true })
})

/** The next answer (a result or a protocol error); fails after 5 s of silence. */
async function nextAnswer(): Promise<WsServerMessage> {
  const deadline = Date.now() + 5000
  while (inbox.length === 0) {
    if (Date.now() > deadline) throw new Error('no answer within 5 s')
    await new Promise<void>((resolve) => {
      wake = resolve
      setTimeout(resolve, 50)
    })
  }
  return inbox.shift()!
}

let nextId = 1

describe('the WebSocket bridge under malformed payloads', () => {
  it('refuses every malformed payload of every method with a typed error under its id, changing nothing', async () => {
    const before = await target.observe()
    const prototype = prototypeKeys()
    let sent = 0
    for (const method of everyMethod) {
      await fc.assert(
        fc.asyncProperty(malformedPayload(method, 'json'), async (input) => {
          sent++
          const id = nextId++
          socket.send(JSON.stringify({ type: 'call', id, method, input }))
          const answer = await nextAnswer()
          expect(answer).toMatchObject({ type: 'result', id })
          if (answer.type === 'result')
            expectTypedRefusal(answer.result, `${method}(${JSON.stringify(input)})`)
        }),
        { numRuns: RUNS_PER_METHOD, seed: FUZZ_SEED },
      )
    }
    process.stdout.write(
      `WebSocket bridge: ${sent} malformed payloads over ${everyMethod.length} methods, all refused\n`,
    )
    expect(sent).toBeGreaterThanOrEqual(everyMethod.length * RUNS_PER_METHOD)
    expect(await target.observe()).toEqual(before)
    expect(prototypeKeys()).toEqual(prototype)
  }, 120_000)

  it('answers frames that are not bridge calls with a protocol error or a refusal, changing nothing', async () => {
    const before = await target.observe()
    const id = fc.oneof(fc.nat(), fc.integer(), fc.double(), fc.string({ maxLength: 5 }), fc.constant(null))
    const frame = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
      fc
        .record(
          {
            type: fc.oneof(fc.constantFrom('call', 'cancel', 'result', 'event'), fc.string({ maxLength: 8 })),
            id,
            method: fc.oneof(fc.constantFrom(...everyMethod), fc.string({ maxLength: 120 }), fc.integer()),
            input: fc.jsonValue({ maxDepth: 2 }),
            extra: fc.jsonValue({ maxDepth: 1 }),
          },
          { requiredKeys: [] },
        )
        .map((message) => JSON.stringify(message)),
    )
    // Left out: messages the protocol accepts as they are (a cancel, which has no answer; a good call).
    const isProtocolMessage = (text: string) => {
      let message: unknown
      try {
        message = JSON.parse(text)
      } catch {
        return false
      }
      const parsed = WsClientMessageSchema.safeParse(message)
      if (!parsed.success) return false
      if (parsed.data.type === 'cancel') return true
      const { method, input } = parsed.data
      return isMethodName(method) && methods[method].input.safeParse(input).success
    }
    let sent = 0
    await fc.assert(
      fc.asyncProperty(
        frame.filter((text) => !isProtocolMessage(text)),
        async (text) => {
          sent++
          socket.send(text)
          const answer = await nextAnswer()
          if (answer.type === 'protocol-error') {
            expect(answer.error.code).toBe('INVALID_INPUT')
            return
          }
          expect(answer.type).toBe('result')
          if (answer.type !== 'result' || answer.result.ok) expect.fail(`accepted: ${text.slice(0, 200)}`)
          expect(['INVALID_INPUT', 'UNKNOWN_METHOD']).toContain(answer.result.error.code)
        },
      ),
      { numRuns: PROTOCOL_FRAMES, seed: FUZZ_SEED },
    )
    socket.send(Buffer.from([0xff, 0x00, 0x7b]), { binary: true })
    expect(await nextAnswer()).toMatchObject({ type: 'protocol-error', error: { code: 'INVALID_INPUT' } })
    process.stdout.write(`WebSocket bridge: ${sent + 1} frames outside the protocol, all answered\n`)
    expect(await target.observe()).toEqual(before)
  }, 60_000)

  it('keeps working afterwards: a normal call succeeds on the same socket', async () => {
    const id = nextId++
    socket.send(JSON.stringify({ type: 'call', id, method: 'app.ping', input: { nonce: 'after-fuzz' } }))
    expect(await nextAnswer()).toMatchObject({
      type: 'result',
      id,
      result: { ok: true, value: { nonce: 'after-fuzz' } },
    })
    expect(socket.readyState).toBe(WebSocket.OPEN)
  })
})
