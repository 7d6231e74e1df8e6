import { METHODS, request } from 'node:http'
import { connect } from 'node:net'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startEmulator, type EmulatorHandle } from '../../../electron/emulator'
import { FUZZ_SEED } from '../../support/fuzz-seed'

/**
 * Property-based fuzzing of the emulator's whole HTTP surface: random and real methods, real route paths with
 * good and bad parameters, random paths, query strings, bodies, content types and headers, with and without a
 * valid token. The service must never answer 5xx, and every refusal comes in the shape its part of the real
 * service uses: `{error:{status,message}}` for /v1 and everything else, `{error, error_description}` for the
 * accounts service (/authorize, /api/token), or an HTML page for /authorize's own errors (the real accounts
 * service shows one too).
 */
const REQUESTS = Number(process.env['FUZZ_REQUESTS'] ?? 4000)

let emulator: EmulatorHandle
let token: string
let routes: { method: string; url: string }[]
let ids: string[]

beforeAll(async () => {
  emulator = await startEmulator({ size: 'small', seed: 'http-fuzz', autoApprove: true })
  token = emulator.issueToken().access_token
  routes = emulator.routes().filter((route) => route.method !== 'HEAD')
  const { catalog } = emulator
  ids = [
    ...catalog.tracks.slice(0, 3).map((t) => t.id),
    ...catalog.albums.slice(0, 3).map((a) => a.id),
    ...catalog.artists.slice(0, 3).map((a) => a.id),
    ...catalog.users.slice(0, 2).map((u) => u.id),
    ...catalog.playlistSeeds.slice(0, 3).map((p) => p.id),
    ...catalog.categories.slice(0, 2).map((c) => c.id),
  ]
})

afterAll(async () => {
  await emulator?.close()
})

interface Sent {
  method: string
  path: string
  headers: Record<string, string>
  body: string | undefined
}

interface Answer {
  status: number
  contentType: string
  body: string
}

function send(sent: Sent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: emulator.port,
        method: sent.method,
        path: sent.path,
        headers: sent.headers,
        // A connection per request: a refusal that closes the connection cannot spill into the next one.
        agent: false,
      },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            body,
          }),
        )
      },
    )
    req.setTimeout(10_000, () => req.destroy(new Error('no answer within 10 s')))
    req.on('error', reject)
    req.end(sent.body)
  })
}

/** Characters that make paths and values interesting: separators, encodings, dots, controls (encoded). */
const segment = fc.oneof(
  fc.constantFrom(
    '',
    '.',
    '..',
    '%2e%2e',
    '%2F',
    '%00',
    '%',
    '%zz',
    '~',
    '%E2%80%AE',
    'a'.repeat(300),
    ':id',
    '*',
  ),
  fc.stringMatching(/^[A-Za-z0-9_.~-]{1,24}$/),
  fc.string({ maxLength: 12 }).map((text) => encodeURIComponent(text)),
)
const param = fc.oneof({ weight: 2, arbitrary: fc.constant('VALID') }, { weight: 3, arbitrary: segment })

const knownQueryKeys = [
  'limit',
  'offset',
  'market',
  'ids',
  'fields',
  'type',
  'q',
  'device_id',
  'position_ms',
  'volume_percent',
  'state',
  'uris',
  'uri',
  'additional_types',
  'after',
  'before',
  'time_range',
  'locale',
  'country',
  'include_groups',
  'include_external',
  'position',
  'seed_artists',
  'seed_tracks',
  'seed_genres',
  'public',
  'snapshot_id',
  'range_start',
  'insert_before',
  'range_length',
  'client_id',
  'redirect_uri',
  'response_type',
  'code_challenge',
  'code_challenge_method',
  'scope',
  'show_dialog',
  'grant_type',
  'code',
  'refresh_token',
]
const queryValue = fc.oneof(
  fc.constantFrom(
    '',
    '-1',
    '0',
    '1',
    '50',
    '51',
    '1e3',
    'NaN',
    'true',
    'SE',
    'from_token',
    'XX',
    'a,b,,c',
    '%00',
  ),
  fc.integer({ min: -(2 ** 40), max: 2 ** 40 }).map(String),
  fc.string({ maxLength: 30 }),
)
const query = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...knownQueryKeys), fc.string({ maxLength: 8 })), queryValue), {
    maxLength: 5,
  })
  .map((pairs) =>
    pairs.length === 0
      ? ''
      : `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`,
  )

const method = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE') },
  { weight: 1, arbitrary: fc.constantFrom('PATCH', 'OPTIONS', 'HEAD', 'PROPFIND', 'TRACE', 'BREW', 'get') },
)

const body = fc.oneof(
  fc.constant(undefined),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  fc
    .dictionary(
      fc.constantFrom(
        'uris',
        'ids',
        'position',
        'name',
        'public',
        'description',
        'device_ids',
        'play',
        'offset',
        'context_uri',
        'position_ms',
        'range_start',
        'insert_before',
        'snapshot_id',
        'tracks',
        'collaborative',
      ),
      fc.jsonValue({ maxDepth: 2 }),
    )
    .map((value) => JSON.stringify(value)),
  fc.constantFrom('{', '{"uris": [', 'null', '[]', '""', 'not json', '\u0000', 'a=b&c=d', '/9j/4AAQ'),
  fc.string({ maxLength: 200 }),
)
const contentType = fc.constantFrom(
  undefined,
  'application/json',
  'application/json; charset=utf-8',
  'application/x-www-form-urlencoded',
  'text/plain',
  'image/jpeg',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  '*/*',
  'nonsense',
)
const authorization = fc.oneof(
  { weight: 6, arbitrary: fc.constant('VALID') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(undefined, '', 'Bearer', 'Bearer ', 'Basic Zm9vOmJhcg==', 'Bearer x y'),
  },
  { weight: 1, arbitrary: fc.stringMatching(/^Bearer [A-Za-z0-9._-]{0,40}$/) },
)
const headerName = fc.stringMatching(/^[a-z][a-z0-9-]{0,15}$/)
const headerValue = fc.stringMatching(/^[\x20-\x7e]{0,40}$/)
const extraHeaders = fc.dictionary(
  fc.oneof(
    headerName,
    fc.constantFrom('accept', 'accept-language', 'origin', 'x-forwarded-for', 'range', 'if-none-match'),
  ),
  headerValue,
  { maxKeys: 3 },
)

/** A real route (its parameters good, bad or odd), a real route with more segments, or a random path. */
const path = fc.oneof(
  {
    weight: 5,
    arbitrary: fc
      .tuple(fc.nat(), fc.array(param, { minLength: 4, maxLength: 4 }))
      .map(([pick, params]) => ({ pick, params, extra: '' })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.nat(), fc.array(param, { minLength: 4, maxLength: 4 }), segment)
      .map(([pick, params, extra]) => ({ pick, params, extra: `/${extra}` })),
  },
  {
    weight: 2,
    arbitrary: fc
      .array(segment, { minLength: 1, maxLength: 6 })
      .map((segments) => ({ raw: `/${segments.join('/')}` })),
  },
  {
    weight: 1,
    arbitrary: fc
      .array(segment, { minLength: 1, maxLength: 4 })
      .map((segments) => ({ raw: `/v1/${segments.join('/')}` })),
  },
)

const requestArbitrary = fc.record({
  method,
  path,
  query,
  body,
  contentType,
  authorization,
  extraHeaders,
  idPick: fc.nat(),
})
type Generated = typeof requestArbitrary extends fc.Arbitrary<infer T> ? T : never

function materialise(generated: Generated): { sent: Sent; routeMethod: string | undefined } {
  let pathname: string
  let routeMethod: string | undefined
  if ('raw' in generated.path) {
    pathname = generated.path.raw
  } else {
    const route = routes[generated.path.pick % routes.length]!
    routeMethod = route.method
    let index = 0
    const params = generated.path.params
    pathname =
      route.url
        .split('/')
        .map((part) => {
          if (!part.startsWith(':') && part !== '*') return part
          const value = params[index++ % params.length]!
          return value === 'VALID' ? ids[(generated.idPick + index) % ids.length]! : value
        })
        .join('/') + generated.path.extra
  }
  const headers: Record<string, string> = { ...generated.extraHeaders }
  if (generated.authorization === 'VALID') headers['authorization'] = `Bearer ${token}`
  else if (generated.authorization !== undefined) headers['authorization'] = generated.authorization
  // Framed as HTTP requires (a body without a length is bytes after the request: the raw test sends those).
  if (generated.body !== undefined) headers['content-length'] = String(Buffer.byteLength(generated.body))
  if (generated.contentType !== undefined && generated.body !== undefined)
    headers['content-type'] = generated.contentType
  // When a real route was picked, mostly use its own method so the request gets past 404/405 into validation.
  const method =
    routeMethod && generated.method !== 'BREW' && generated.idPick % 3 !== 0 ? routeMethod : generated.method
  return {
    sent: { method, path: `${pathname}${generated.query}`, headers, body: generated.body },
    routeMethod,
  }
}

/** Writes bytes on a fresh connection and reads until the service closes it (or 2 s pass). */
function sendRaw(bytes: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(emulator.port, '127.0.0.1', () => socket.end(bytes))
    let received = ''
    const timer = setTimeout(() => socket.destroy(), 2000)
    socket.on('data', (chunk) => (received += chunk.toString('utf8')))
    socket.on('close', () => {
      clearTimeout(timer)
      resolve(received)
    })
    socket.on('error', () => {})
  })
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/** The error shape the part of the service that answered must use; a message saying what is wrong. */
function shapeProblem(sent: Sent, answer: Answer): string | undefined {
  if (answer.status >= 500) return `answered ${answer.status}`
  if (answer.status < 400 || sent.method === 'HEAD') return undefined
  const pathname = sent.path.split('?')[0] ?? ''
  if (
    pathname === '/authorize' &&
    METHODS.includes(sent.method.toUpperCase()) &&
    answer.contentType.startsWith('text/html')
  ) {
    return answer.body.includes('<') ? undefined : 'an empty HTML error page'
  }
  const json = parseJson(answer.body) as Record<string, unknown> | undefined
  if (!answer.contentType.startsWith('application/json') || json === undefined) {
    return `a ${answer.status} that is not JSON (${answer.contentType}): ${answer.body.slice(0, 120)}`
  }
  // A method HTTP does not know makes the request unreadable: nobody can tell which part it was for.
  // (Node's client sends a method in capitals.)
  const readable = METHODS.includes(sent.method.toUpperCase())
  if (readable && (pathname === '/api/token' || pathname === '/authorize')) {
    return typeof json['error'] === 'string' && typeof json['error_description'] === 'string'
      ? undefined
      : `not the OAuth error shape: ${answer.body.slice(0, 200)}`
  }
  // The LRCLIB stand-in answers its refusals in LRCLIB's shape (what never reaches it, in the API's).
  const lrclibShape =
    json['code'] === answer.status && typeof json['name'] === 'string' && typeof json['message'] === 'string'
  if (readable && pathname.startsWith('/lrclib/') && lrclibShape) return undefined
  const error = json['error'] as Record<string, unknown> | undefined
  const ok =
    typeof error === 'object' &&
    error !== null &&
    error['status'] === answer.status &&
    typeof error['message'] === 'string' &&
    (error['message'] as string).length > 0
  return ok ? undefined : `not the API error shape: ${answer.body.slice(0, 200)}`
}

describe('the emulator under random requests', () => {
  it('never answers 5xx, and every refusal has the error shape of the part that answered', async () => {
    const statuses = new Map<number, number>()
    await fc.assert(
      fc.asyncProperty(requestArbitrary, async (generated) => {
        const { sent } = materialise(generated)
        const answer = await send(sent)
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
        const problem = shapeProblem(sent, answer)
        if (problem)
          expect.fail(
            `${sent.method} ${sent.path} ${JSON.stringify(sent.headers)} ${sent.body ?? ''}: ${problem}`,
          )
      }),
      { numRuns: REQUESTS, seed: FUZZ_SEED },
    )
    const summary = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`)
    process.stdout.write(
      `emulator HTTP fuzz: ${REQUESTS} requests over ${routes.length} routes; ${summary.join(' ')}\n`,
    )
    // The fuzzing reached past the door: real answers and validation refusals, not only 401/404.
    expect([...statuses.keys()].some((status) => status >= 200 && status < 300)).toBe(true)
    expect(statuses.get(400) ?? 0).toBeGreaterThan(0)
  }, 120_000)

  it('answers bytes that are not HTTP at all with a 400 in the API shape, and closes the connection', async () => {
    const garbage = fc.oneof(
      fc.string({ minLength: 1, maxLength: 200 }).map((text) => `${text}\r\n\r\n`),
      fc
        .tuple(fc.stringMatching(/^[A-Z]{1,8}$/), fc.string({ maxLength: 40 }), fc.string({ maxLength: 40 }))
        .map(([verb, target, header]) => `${verb} /${target} HTTP/1.1\r\nHost: x\r\n${header}\r\n\r\n`),
      fc.constantFrom(
        'GET / HTTP/9.9\r\n\r\n',
        'GET /v1/me HTTP/1.1\r\nContent-Length: -1\r\n\r\n',
        'POST /api/token HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
        `GET / HTTP/1.1\r\nX: ${'a'.repeat(20_000)}\r\n\r\n`,
      ),
    )
    let sent = 0
    await fc.assert(
      fc.asyncProperty(garbage, async (bytes) => {
        sent++
        const raw = await sendRaw(bytes)
        const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(raw)?.[1])
        // Some garbage happens to be a readable request; every answer still follows the rules above.
        if (!(status >= 400)) return
        expect(status).toBeLessThan(500)
        const body = raw.slice(raw.indexOf('\r\n\r\n') + 4)
        const json = parseJson(body) as { error?: unknown } | undefined
        expect(json, raw.slice(0, 300)).toBeDefined()
        expect(
          typeof json!.error === 'string' || (json!.error as { status?: number }).status === status,
        ).toBe(true)
      }),
      { numRuns: 300, seed: FUZZ_SEED },
    )
    process.stdout.write(`emulator HTTP fuzz: ${sent} raw byte sequences\n`)
  }, 60_000)

  it('answers what the fuzzing found in the service shape (regressions)', async () => {
    const auth = { authorization: `Bearer ${token}` }
    // A repeated list parameter reached `.split` on an array: 500.
    const repeated = await send({
      method: 'GET',
      path: '/v1/tracks?ids=a&ids=b',
      headers: auth,
      body: undefined,
    })
    expect([repeated.status, parseJson(repeated.body)]).toEqual([
      400,
      { error: { status: 400, message: expect.stringContaining('given once') } },
    ])
    // A path that cannot be decoded got the web framework's own error body.
    const undecodable = await send({ method: 'GET', path: '/v1/albums/%zz', headers: auth, body: undefined })
    expect([undecodable.status, parseJson(undecodable.body)]).toMatchObject([400, { error: { status: 400 } }])
    // The accounts service answered its wrong methods in the API's shape.
    const tokenByGet = await send({ method: 'GET', path: '/api/token', headers: {}, body: undefined })
    expect([tokenByGet.status, parseJson(tokenByGet.body)]).toMatchObject([405, { error: 'invalid_request' }])
    // A body sent without a length is a second, unreadable request: the framework's error body, after the answer.
    const unframed = await sendRaw('GET /nothing HTTP/1.1\r\nHost: x\r\n\r\n{}')
    expect(unframed).not.toContain('"statusCode"')
    expect(unframed).toContain('{"error":{"status":400,')
  })

  it('still answers a normal request afterwards', async () => {
    const answer = await send({
      method: 'GET',
      path: '/v1/me',
      headers: { authorization: `Bearer ${token}` },
      body: undefined,
    })
    expect(answer.status).toBe(200)
    expect(parseJson(answer.body)).toMatchObject({ id: emulator.user.id })
  })
})
