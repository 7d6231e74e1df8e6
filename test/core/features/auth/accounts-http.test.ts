import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { AccountsUnreachable, axiosAccountsHttp } from '../../../../electron/core/features/auth/accounts-http'
import { createTokenEndpoint } from '../../../../electron/core/features/auth/token-endpoint'
import { EncoreError } from '../../../../electron/core/base/errors'

/** A stand-in accounts service on 127.0.0.1: answers as `handle` says (or never, when it returns nothing). */
const servers: Server[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

async function accounts(
  handle: (
    method: string,
    url: string,
    body: string,
  ) => { status: number; body?: string; location?: string } | null,
): Promise<string> {
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      const answer = handle(request.method ?? '', request.url ?? '', body)
      if (!answer) return // never answers
      response.writeHead(answer.status, answer.location ? { location: answer.location } : {})
      response.end(answer.body ?? '')
    })
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** A port nothing listens on: one a server had, closed again. */
async function closedPort(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return `http://127.0.0.1:${port}`
}

describe('axiosAccountsHttp', () => {
  it('posts the form encoded and hands back status and text as sent, whatever the status', async () => {
    const origin = await accounts((method, url, body) => ({ status: 400, body: `${method} ${url} ${body}` }))
    const answer = await axiosAccountsHttp({
      url: `${origin}/api/token`,
      method: 'POST',
      form: { grant_type: 'refresh_token', refresh_token: 'a b&c' },
      timeoutMs: 2_000,
    })
    expect(answer).toEqual({
      status: 400,
      text: 'POST /api/token grant_type=refresh_token&refresh_token=a+b%26c',
      location: null,
    })
  })

  it('does not follow a redirect: it names where it points', async () => {
    const origin = await accounts(() => ({ status: 302, location: 'http://127.0.0.1:1/callback?code=x' }))
    const answer = await axiosAccountsHttp({ url: `${origin}/authorize`, method: 'GET', timeoutMs: 2_000 })
    expect(answer.status).toBe(302)
    expect(answer.location).toBe('http://127.0.0.1:1/callback?code=x')
  })

  it('says whether the service did not answer in time or could not be reached', async () => {
    const silent = await accounts(() => null)
    const late = axiosAccountsHttp({ url: `${silent}/api/token`, method: 'POST', form: {}, timeoutMs: 100 })
    await expect(late).rejects.toMatchObject({ timedOut: true })
    await expect(late).rejects.toBeInstanceOf(AccountsUnreachable)
    const gone = await closedPort()
    await expect(axiosAccountsHttp({ url: gone, method: 'GET', timeoutMs: 2_000 })).rejects.toMatchObject({
      timedOut: false,
      reason: 'ECONNREFUSED',
    })
  })
})

describe('the token endpoint over it', () => {
  it('turns no answer into a timeout and a refused connection into a network error, naming the service', async () => {
    const silent = await accounts(() => null)
    const slow = createTokenEndpoint({ accountsUrl: silent, clientId: 'c', refreshTimeoutMs: 100 })
    const timedOut = await slow.refresh('r').catch((error: unknown) => error)
    expect(timedOut).toBeInstanceOf(EncoreError)
    expect(timedOut).toMatchObject({
      code: 'TIMEOUT',
      message: `The sign-in service at ${silent} did not answer within 0.1 s.`,
    })
    const gone = await closedPort()
    const refused = await createTokenEndpoint({ accountsUrl: gone, clientId: 'c' })
      .refresh('r')
      .catch((error: unknown) => error)
    expect(refused).toMatchObject({
      code: 'NETWORK',
      message: `Encore could not reach the sign-in service at ${gone} (ECONNREFUSED).`,
    })
  })

  it('reads a grant from a 200 and a refusal from an error body', async () => {
    const origin = await accounts((_method, _url, body) =>
      body.includes('refresh_token=good')
        ? { status: 200, body: JSON.stringify({ access_token: 'A', token_type: 'Bearer', expires_in: 3600 }) }
        : { status: 400, body: JSON.stringify({ error: 'invalid_grant' }) },
    )
    const endpoint = createTokenEndpoint({ accountsUrl: origin, clientId: 'c' })
    await expect(endpoint.refresh('good')).resolves.toMatchObject({
      accessToken: 'A',
      expiresInSeconds: 3600,
    })
    await expect(endpoint.refresh('bad')).rejects.toMatchObject({ error: 'invalid_grant', status: 400 })
  })
})
