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

  // The one-time token left the address bar; the page talks to core over /bridge on its own origin.
  expect(new URL(page.url()).search).toBe('')
  expect(bridgeSockets).toEqual([`${browserMode.origin.replace('http', 'ws')}/bridge`])
  expect(pageProblems, 'no console errors and no CSP violations').toEqual([])
  await page.screenshot({ path: 'test-results/app-info.png' })
})

test('at start-up the page reads app.info, session.get and settings.get once each (and nothing twice) over the WebSocket', async ({
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
  // Give any late duplicate a moment to show itself.
  await page.waitForTimeout(500)
  const counts: Record<string, number> = {}
  for (const method of sent) counts[method] = (counts[method] ?? 0) + 1
  expect(counts).toMatchObject({ 'app.info': 1, 'session.get': 1, 'settings.get': 1 })
  expect(
    Object.entries(counts).filter(([, count]) => count > 1),
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
    const socket = new WebSocket(`ws://${location.host}/bridge`)
    const received: unknown[] = []
    await new Promise((resolve) => socket.addEventListener('open', resolve))
    socket.addEventListener('message', (event) => received.push(JSON.parse(String(event.data))))
    socket.send('{not json')
    socket.send(JSON.stringify({ type: 'call', id: 1, method: 'app.ping', input: { nonce: 7 } }))
    socket.send(JSON.stringify({ type: 'call', id: 2, method: 'session.steal' }))
    socket.send(JSON.stringify({ type: 'call', id: 3, method: 'app.ping', input: { nonce: 'still here' } }))
    for (let i = 0; i < 100 && received.length < 4; i++) await new Promise((r) => setTimeout(r, 20))
    socket.close()
    return received
  })
  // Calls run concurrently: their answers may come in any order (an unknown method is refused sooner).
  const byId = (answer: unknown) => (answer as { id?: number }).id ?? 0
  expect([...answers].sort((a, b) => byId(a) - byId(b))).toEqual([
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
