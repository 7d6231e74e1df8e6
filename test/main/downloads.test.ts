import { afterEach, describe, expect, it } from 'vitest'
import { defaultSavePath, downloadAllowed } from '../../electron/main/downloads'
import { bootShell, restoreDesktop } from './shell-harness'

const APP = 'app://encore'

describe('downloads: only the page’s own files, saved where the person chooses', () => {
  it.each([
    { url: 'blob:app://encore/6f1c-42', page: 'app://encore/index.html#/listening', allowed: true },
    { url: 'blob:https://evil.example/6f1c', page: 'app://encore/index.html', allowed: false },
    { url: 'https://example.com/file.zip', page: 'app://encore/index.html', allowed: false },
    { url: 'data:text/csv,a,b', page: 'app://encore/index.html', allowed: false },
    { url: 'blob:app://encore/6f1c', page: 'https://evil.example/', allowed: false },
    { url: 'blob:app://encore/6f1c', page: undefined, allowed: false },
  ])('$url from $page: allowed $allowed', ({ url, page, allowed }) => {
    expect(downloadAllowed(url, page, APP)).toBe(allowed)
  })

  it.each([
    {
      name: 'encore-listening-history-2026-03-01.csv',
      path: '/home/me/Downloads/encore-listening-history-2026-03-01.csv',
    },
    { name: '../../.bashrc', path: '/home/me/Downloads/.bashrc' },
    { name: '..\\..\\evil.exe', path: '/home/me/Downloads/evil.exe' },
    { name: '..', path: '/home/me/Downloads/download' },
    { name: '', path: '/home/me/Downloads/download' },
  ])('the dialog starts at $path for “$name”', ({ name, path }) => {
    expect(defaultSavePath('/home/me/Downloads', name)).toBe(path)
  })

  afterEach(() => restoreDesktop())

  it('the shell asks where to save the page’s export, in Downloads first, and cancels any other download', async () => {
    const { fake } = await bootShell()
    const session = fake.session.defaultSession
    const page = new fake.FakeWebContents()
    page.mainFrame.url = 'app://encore/index.html#/listening'
    const mine = new fake.FakeDownloadItem(
      'blob:app://encore/1234',
      'encore-listening-history-2026-03-01.json',
    )
    expect(session.download(mine, page)).toBe(false)
    expect(mine.saveDialogOptions).toEqual({
      title: 'Save your listening history',
      defaultPath: `${fake.app.getPath('downloads')}/encore-listening-history-2026-03-01.json`,
    })
    const other = new fake.FakeDownloadItem('https://example.com/tool.exe', 'tool.exe')
    expect(session.download(other, page)).toBe(true)
    expect(other.saveDialogOptions).toBeUndefined()
  })
})
