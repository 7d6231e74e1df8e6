import { readFileSync } from 'node:fs'
import { expect, test } from './support/fixtures'

const version = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version

test('browser mode shows app.info, fetched through the WebSocket bridge', async ({
  page,
  browserMode,
  pageProblems,
}) => {
  const bridgeSockets: string[] = []
  page.on('websocket', (socket) => bridgeSockets.push(socket.url()))

  await page.goto(browserMode.url)
  await expect(page.getByTestId('app-version')).toHaveText(`v${version}`)
  await expect(page.getByTestId('app-mode')).toHaveAttribute('data-mode', 'browser')
  await expect(page.getByTestId('app-service')).toHaveAttribute('data-service', 'demo')
  await expect(page.getByTestId('home-version')).toHaveText(version)

  // The one-time token and the page key left the address bar; the page talks to core over /bridge on its own
  // origin, offering the key it keeps in its origin's storage.
  expect(new URL(page.url()).search).toBe('')
  expect(new URL(page.url()).hash).not.toContain('encore-key')
  const pageKey = await page.evaluate(() => localStorage.getItem('encore.pageKey'))
  expect(pageKey).toMatch(/^[A-Za-z0-9_-]{43}$/)
  expect(bridgeSockets).toEqual([`${browserMode.origin.replace('http', 'ws')}/bridge`])
  expect(pageProblems, 'no console errors and no CSP violations').toEqual([])
  await page.screenshot({ path: 'test-results/app-info.png' })

  // Another tab of the same browser, opened on the address alone, reaches core with the same key.
  const second = await page.context().newPage()
  await second.goto(`${browserMode.origin}/#/settings`)
  await expect(second.getByTestId('app-version')).toHaveText(`v${version}`)
  expect(new URL(second.url()).hash).toBe('#/settings')
  // Without the key (storage cleared), the page says why it cannot reach core.
  await second.evaluate(() => localStorage.removeItem('encore.pageKey'))
  await second.reload()
  await expect(second.getByTestId('connection-banner')).toContainText(
    'This page is not signed in to this start of Encore. Open the link Encore printed when it started.',
  )
  await second.close()
})

test('at start-up the page reads app.info, session.get, settings.get and playback.get once each (and nothing twice) over the WebSocket', async ({
  page,
  browserMode,
}) => {
  const sent: string[] = []
  page.on('websocket', (socket) =>
    socket.on('framesent', (frame) => {
      const message = JSON.parse(String(frame.payload)) as { type: string; method?: string }
      if (message.type === 'call' && message.method) sent.push(message.method)
    }),
  )
  await page.goto(browserMode.url)
  await expect(page.getByTestId('app-version')).toHaveText(`v${version}`)
  await expect(page.getByTestId('sign-in-prompt')).toBeVisible()
  const counts = () => {
    const counted: Record<string, number> = {}
    for (const method of sent) counted[method] = (counted[method] ?? 0) + 1
    return counted
  }
  // Each of the four reads went out (on a busy machine the last may follow the prompt by a while)…
  const reads = ['app.info', 'session.get', 'settings.get', 'playback.get']
  await expect.poll(() => reads.filter((method) => !counts()[method])).toEqual([])
  // …then a fixed pause, on purpose: what this proves is that no duplicate follows, and a duplicate that never
  // comes has no condition to wait for.
  await page.waitForTimeout(500)
  expect(counts()).toMatchObject({ 'app.info': 1, 'session.get': 1, 'settings.get': 1, 'playback.get': 1 })
  expect(
    Object.entries(counts()).filter(([, count]) => count > 1),
    'nothing read twice',
  ).toEqual([])
})

test('bad payloads from the page get typed errors and the app keeps running', async ({
  page,
  browserMode,
}) => {
  await page.goto(browserMode.url)
  await expect(page.getByTestId('app-version')).toHaveText(`v${version}`)

  const answers = await page.evaluate(async () => {
    const key = localStorage.getItem('encore.pageKey')
    const socket = new WebSocket(`ws://${location.host}/bridge`, ['encore-bridge', `encore-key.${key}`])
    const received: unknown[] = []
    await new Promise((resolve) => socket.addEventListener('open', resolve))
    socket.addEventListener('message', (event) => received.push(JSON.parse(String(event.data))))
    socket.send('{not json')
    socket.send(JSON.stringify({ type: 'call', id: 1, method: 'app.ping', input: { nonce: 7 } }))
    socket.send(JSON.stringify({ type: 'call', id: 2, method: 'session.steal' }))
    socket.send(JSON.stringify({ type: 'call', id: 3, method: 'app.ping', input: { nonce: 'still here' } }))
    // Until the four answers are in (20 s at most: the test fails then with what came, not on a guess of how
    // long a busy machine takes).
    const deadline = Date.now() + 20_000
    while (received.length < 4 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20))
    socket.close()
    return received
  })
  // Calls run side by side and answer as they finish: when the frames reach the host together, the unknown
  // method (refused before any work) answers before the bad payload. Compare them in the order they were sent.
  const sentOrder = (answer: unknown) => (answer as { id?: number }).id ?? 0
  expect([...answers].sort((a, b) => sentOrder(a) - sentOrder(b))).toEqual([
    { type: 'protocol-error', error: expect.objectContaining({ code: 'INVALID_INPUT' }) },
    {
      type: 'result',
      id: 1,
      result: { ok: false, error: expect.objectContaining({ code: 'INVALID_INPUT' }) },
    },
    {
      type: 'result',
      id: 2,
      result: { ok: false, error: expect.objectContaining({ code: 'UNKNOWN_METHOD' }) },
    },
    { type: 'result', id: 3, result: { ok: true, value: expect.objectContaining({ nonce: 'still here' }) } },
  ])

  await page.reload()
  await expect(page.getByTestId('app-version')).toHaveText(`v${version}`)
})

test('a visit without the token, or with a spent one, is refused', async ({ page, browserMode }) => {
  const first = await page.goto(browserMode.url)
  expect(first?.status()).toBe(200)
  const context = await page.context().browser()!.newContext()
  const stranger = await context.newPage()
  expect((await stranger.goto(browserMode.url))?.status()).toBe(403)
  expect((await stranger.goto(browserMode.origin))?.status()).toBe(403)
  await expect(stranger.locator('body')).toContainText('access refused')
  await context.close()
})
