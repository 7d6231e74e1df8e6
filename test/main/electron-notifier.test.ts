import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type * as FakeElectron from '../fakes/electron'

type Fake = typeof FakeElectron

async function load(platform: NodeJS.Platform = 'linux') {
  vi.resetModules()
  const fake = (await import('../fakes/electron')) as Fake
  const { createElectronNotifier } = await import('../../electron/main/electron-notifier')
  const refusals: { message: string; detail: string }[] = []
  const logger = { debug() {}, info() {}, warn() {}, error() {} }
  const notifier = createElectronNotifier(logger, (words) => refusals.push(words), platform)
  return { fake, notifier, refusals }
}

const realPlatform = process.platform
afterEach(() => Object.defineProperty(process, 'platform', { value: realPlatform, configurable: true }))

let server: Server | undefined
afterEach(() => server?.close())

/** A local server answering one cover (bytes) and a 404 for anything else. */
async function coverServer(): Promise<string> {
  server = createServer((request, response) => {
    if (request.url === '/cover.jpg') response.end(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]))
    else response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

describe('notifications through Electron (fake electron)', () => {
  it('shows title and body, quietly', async () => {
    const { fake, notifier } = await load()
    notifier.notify({ title: 'Encore', body: 'Encore could not pause.' })
    expect(fake.Notification.shown).toEqual([{ title: 'Encore', body: 'Encore could not pause.' }])
  })

  it('Linux reads a body as markup: a name cannot make a link or an image there; elsewhere text is shown as it is', async () => {
    const { notificationBody } = await import('../../electron/main/electron-notifier')
    const named = '<a href="https://evil.example">Click</a> & <img src="file:///etc/passwd">'
    expect(notificationBody(named, 'linux')).toBe(
      '&lt;a href="https://evil.example"&gt;Click&lt;/a&gt; &amp; &lt;img src="file:///etc/passwd"&gt;',
    )
    expect(notificationBody(named, 'darwin')).toBe(named)
    expect(notificationBody(named, 'win32')).toBe(named)
  })

  it('fetches the cover and shows it; without a cover it still shows the text', async () => {
    const { fake, notifier } = await load()
    const base = await coverServer()
    notifier.notify({ title: 'So What', body: 'Miles Davis', imageUrl: `${base}/cover.jpg` })
    notifier.notify({ title: 'Freddie', body: 'Miles Davis', imageUrl: `${base}/missing.jpg` })
    await vi.waitFor(() => expect(fake.Notification.shown).toHaveLength(2))
    const byTitle = Object.fromEntries(fake.Notification.shown.map((shown) => [shown.title, shown]))
    expect(byTitle['So What']?.icon?.path).toBe('buffer:7')
    expect(byTitle['Freddie']?.icon).toBeUndefined()
  })

  it('fetches nothing but http(s), and shows nothing where the system has no notifications', async () => {
    const { fake, notifier } = await load()
    notifier.notify({ title: 'A', body: 'b', imageUrl: 'file:///etc/passwd' })
    await vi.waitFor(() => expect(fake.Notification.shown).toHaveLength(1))
    expect(fake.Notification.shown[0]!.icon).toBeUndefined()
    fake.Notification.supported = false
    notifier.notify({ title: 'C', body: 'd' })
    expect(fake.Notification.shown).toHaveLength(1)
  })

  it('macOS, unsigned: the system refuses (failed), Encore says so once and stops trying', async () => {
    Object.defineProperty(process, 'platform', { value: 'darwin', configurable: true })
    const { fake, notifier, refusals } = await load('darwin')
    // notification.md: `failed` (macOS, Windows) when showing fails; UNNotification needs a signed app.
    fake.Notification.failWith = 'Notifications are not allowed for this application'
    notifier.notify({ title: 'So What', body: 'Miles Davis' })
    notifier.notify({ title: 'Freddie', body: 'Miles Davis' })
    expect(fake.Notification.shown).toEqual([])
    expect(refusals).toHaveLength(1)
    expect(refusals[0]!.message).toBe('Encore can’t show notifications here')
    expect(refusals[0]!.detail).toContain('macOS said: Notifications are not allowed for this application')
    expect(refusals[0]!.detail).toContain('only a signed copy of Encore')
    // Even once the system would take them again, this run does not try (it said it would not).
    fake.Notification.failWith = undefined
    notifier.notify({ title: 'Blue in Green', body: 'Miles Davis' })
    expect(fake.Notification.shown).toEqual([])
  })
})
