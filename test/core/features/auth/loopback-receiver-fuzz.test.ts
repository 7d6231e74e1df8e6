import { request } from 'node:http'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  judgeCallback,
  startLoopbackReceiver,
} from '../../../../electron/core/features/auth/loopback-receiver'
import { ManualClock } from '../../../support/manual-clock'
import { FUZZ_SEED } from '../../../support/fuzz-seed'

/**
 * The loopback receiver under random requests: it accepts one thing only, a GET whose request target is
 * exactly `/callback?…` carrying this sign-in's state and a code (and no error). The oracle below says so from
 * the raw request, without the receiver's own parsing; every random request is judged against it, first by the
 * pure rule, then on a live receiver that must still accept the real callback afterwards.
 */

/** The rule, stated independently: right method, right path as sent, right state, a code, no error. */
function isTheCallback(method: string, target: string, state: string): { code: string } | undefined {
  if (method !== 'GET' || target.includes('#')) return undefined
  const [path, ...rest] = target.split('?')
  if (path !== '/callback') return undefined
  const params = new URLSearchParams(rest.join('?'))
  const code = params.get('code')
  if (params.get('state') !== state || params.has('error') || !code) return undefined
  return { code }
}

const stateArbitrary = fc.stringMatching(/^[A-Za-z0-9_-]{16,43}$/)

/** A state close to the right one: cut, grown, changed in case, encoded oddly, or unrelated. */
const nearState = (state: string) =>
  fc.oneof(
    fc.constant(state),
    fc.constant(state.slice(0, -1)),
    fc.constant(`${state}x`),
    fc.constant(state.toUpperCase()),
    fc.constant(` ${state}`),
    fc.constant(encodeURIComponent(`${state}\u0000`)),
    fc.constant(''),
    fc.string({ maxLength: 50 }),
  )

const methodArbitrary = fc.oneof(
  { weight: 5, arbitrary: fc.constant('GET') },
  { weight: 1, arbitrary: fc.constantFrom('POST', 'PUT', 'HEAD', 'DELETE', 'OPTIONS', 'PATCH', 'get') },
)

const pathArbitrary = fc.oneof(
  { weight: 5, arbitrary: fc.constant('/callback') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '/',
      '/callback/',
      '/Callback',
      '/callback/../callback',
      '/./callback',
      '//evil.example/callback',
      'http://127.0.0.1/callback',
      '/%63allback',
      '/callback%3F',
      '/callback;x',
      '/callback#',
      '/favicon.ico',
      '*',
    ),
  },
  { weight: 1, arbitrary: fc.webPath() },
)

/** A query built from the parameters the service sends, with values right, wrong, repeated or missing. */
const queryArbitrary = (state: string) =>
  fc
    .array(
      fc.oneof(
        nearState(state).map((value) => `state=${encodeURIComponent(value)}`),
        fc.string({ maxLength: 30 }).map((value) => `code=${encodeURIComponent(value)}`),
        fc.constantFrom('code=', 'code', 'error=access_denied', 'error=server_error', 'error=', '&', '='),
        fc
          .tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }))
          .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`),
      ),
      { maxLength: 5 },
    )
    .map((parts) => (parts.length ? `?${parts.join('&')}` : ''))

const requestArbitrary = stateArbitrary.chain((state) =>
  fc.record({
    state: fc.constant(state),
    method: methodArbitrary,
    target: fc.tuple(pathArbitrary, queryArbitrary(state)).map(([path, query]) => `${path}${query}`),
  }),
)

/** Sends a request with a raw target (Node's client passes it through as written). */
function send(port: number, method: string, target: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path: target, agent: false }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('the loopback receiver under random requests', () => {
  it('judges only the one valid callback as accepted (20,000 random requests to the pure rule)', () => {
    let accepted = 0
    fc.assert(
      fc.property(requestArbitrary, ({ state, method, target }) => {
        let verdict: ReturnType<typeof judgeCallback> | undefined
        try {
          verdict = judgeCallback(method, target, state)
        } catch {
          // The server answers a request it cannot read as refused (tested live below).
        }
        const expected = isTheCallback(method, target, state)
        if (verdict?.outcome?.ok) accepted++
        expect(verdict?.outcome?.ok === true ? { code: verdict.outcome.code } : undefined).toEqual(expected)
      }),
      { numRuns: 20_000, seed: FUZZ_SEED },
    )
    // The generator reaches the valid callback too, so the rule was tested both ways.
    expect(accepted).toBeGreaterThan(100)
    process.stdout.write(`loopback receiver: 20000 requests judged, ${accepted} were the valid callback\n`)
  })

  it('on a live receiver, settles on nothing but the valid callback, then takes the real one (300 receivers)', async () => {
    let requests = 0
    await fc.assert(
      fc.asyncProperty(
        stateArbitrary.chain((state) =>
          fc.record({
            state: fc.constant(state),
            requests: fc.array(fc.tuple(methodArbitrary, fc.tuple(pathArbitrary, queryArbitrary(state))), {
              minLength: 1,
              maxLength: 6,
            }),
          }),
        ),
        async ({ state, requests: generated }) => {
          const receiver = await startLoopbackReceiver({ state, clock: new ManualClock() })
          try {
            let settledOn: string | undefined
            for (const [method, [path, query]] of generated) {
              const target = `${path}${query}`
              // Only requests that are not the valid callback: that one is sent last, on purpose.
              if (isTheCallback(method.toUpperCase(), target, state)) continue
              requests++
              await send(receiver.port, method, target)
              settledOn ??= await Promise.race([
                receiver.outcome.then((outcome) => (outcome.ok ? 'accepted' : 'refused')),
                new Promise<undefined>((resolve) => setImmediate(() => resolve(undefined))),
              ])
              if (settledOn) break
            }
            if (settledOn) {
              // A refusal (a wrong state) ends this sign-in; never an acceptance.
              expect(settledOn).toBe('refused')
              return
            }
            const code = 'the-real-code'
            expect(
              await send(receiver.port, 'GET', `/callback?code=${code}&state=${encodeURIComponent(state)}`),
            ).toBe(200)
            await expect(receiver.outcome).resolves.toEqual({ ok: true, code })
          } finally {
            receiver.cancel()
            await receiver.closed
          }
        },
      ),
      { numRuns: 300, seed: FUZZ_SEED },
    )
    process.stdout.write(`loopback receiver: ${requests} random requests to 300 live receivers\n`)
  }, 120_000)
})
