import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  DEMO_STATE_FILE,
  startDemoService,
  type RunningDemoService,
} from '../../electron/emulator/demo-service'
import { apiClient, pkcePair } from '../support/emulator'
import { tempFolder } from '../support/temp-folders'

/** Signs in to the demo the way the app does (auto-approved PKCE), and answers an access token. */
async function signIn(demo: RunningDemoService): Promise<string> {
  demo.setAutoApprove(true)
  const pkce = pkcePair()
  const redirectUri = 'http://127.0.0.1:9/callback'
  const authorize = new URL('/authorize', demo.accountsUrl)
  authorize.search = new URLSearchParams({
    client_id: demo.clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    code_challenge_method: 'S256',
    code_challenge: pkce.challenge,
    state: 'demo-state-test',
    scope: 'user-library-read user-library-modify',
  }).toString()
  const redirect = await fetch(authorize, { redirect: 'manual' })
  const code = new URL(redirect.headers.get('location') ?? '').searchParams.get('code')
  expect(code).toBeTruthy()
  const token = await fetch(new URL('/api/token', demo.accountsUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: code ?? '',
      redirect_uri: redirectUri,
      client_id: demo.clientId,
      code_verifier: pkce.verifier,
    }),
  })
  return ((await token.json()) as { access_token: string }).access_token
}

describe('startDemoService (the demo profile of both shells)', () => {
  it('keeps what the user changed in the demo across restarts when given a data folder', async () => {
    const dataDir = tempFolder('encore-demo-')
    const first = await startDemoService({ dataDir })
    const api = apiClient(first, await signIn(first))
    const saved = (await api.get<{ items: { track: { id: string } }[] }>('/me/tracks?limit=1')).body.items[0]!
      .track.id
    expect((await api.request('DELETE', `/me/tracks?ids=${saved}`)).status).toBeLessThan(300)
    await first.close()
    expect(existsSync(join(dataDir, DEMO_STATE_FILE))).toBe(true)

    const second = await startDemoService({ dataDir })
    try {
      const again = apiClient(second, await signIn(second))
      expect((await again.get<boolean[]>(`/me/tracks/contains?ids=${saved}`)).body).toEqual([false])
    } finally {
      await second.close()
    }
  })

  it('starts from the seeded demo library each time without a data folder', async () => {
    const first = await startDemoService()
    const api = apiClient(first, await signIn(first))
    const saved = (await api.get<{ items: { track: { id: string } }[] }>('/me/tracks?limit=1')).body.items[0]!
      .track.id
    await api.request('DELETE', `/me/tracks?ids=${saved}`)
    await first.close()
    const second = await startDemoService()
    try {
      const again = apiClient(second, await signIn(second))
      expect((await again.get<boolean[]>(`/me/tracks/contains?ids=${saved}`)).body).toEqual([true])
    } finally {
      await second.close()
    }
  })
})
