import { afterEach, describe, expect, it, vi } from 'vitest'
import type { KeptView, SettingsPatch } from '../../electron/contract'
import type { DesktopEnvironment } from '../../electron/core/features/desktop/environment'
import { createFakeEncore } from '../support/fake-encore'
import { bootShell, loadShellFeatures, pretendDesktop, restoreDesktop, settle } from './shell-harness'

afterEach(() => {
  vi.useRealTimers()
  restoreDesktop()
})

const MINUTE = 60_000
const signal = new AbortController().signal

const tracksView: KeptView = {
  route: '/library/tracks',
  list: {
    key: 'library:tracks',
    query: { sort: 'recent', reverse: false, filter: '' },
    firstRow: 5000,
    currentRow: 5002,
    selected: [],
  },
  unsaved: false,
}

/** The main window and the mini player on a desktop the test plays, core's clock on Vitest's fake timers. */
async function start(environment: DesktopEnvironment, settings: SettingsPatch = {}) {
  vi.useFakeTimers()
  const { fake, features, start: startShell } = await loadShellFeatures()
  const core = createFakeEncore({ environment, settings: { tray: { closeToTray: true }, ...settings } })
  const shell = await startShell(core.encore)
  await shell.run(features.windowTheme, features.presence, features.mainWindow, features.miniPlayer)
  const main = fake.BrowserWindow.created[0]!
  main.emit('ready-to-show')
  main.focus()
  const keepView = (view: KeptView) => core.desktop.handlers['desktop.keepView'](view, { signal })
  const restoreView = (route: string) => core.desktop.handlers['desktop.restoreView']({ route }, { signal })
  return { fake, core, shell, main, keepView, restoreView }
}

describe('hidden windows give their memory back (fake electron)', () => {
  it('X11: the main window closed to the tray is destroyed after 2 minutes; shown again, it opens where it was, on its route and list', async () => {
    const { fake, core, shell, main, keepView, restoreView } = await start(
      pretendDesktop('linux', { session: 'x11' }),
    )
    main.setBounds({ x: 300, y: 120, width: 1000, height: 650 })
    keepView(tracksView)
    main.close()
    vi.advanceTimersByTime(2 * MINUTE - 1_000)
    expect(main.isDestroyed()).toBe(false)
    vi.advanceTimersByTime(1_000)
    expect(main.isDestroyed()).toBe(true)
    // Released, not closed: Encore stays in the tray.
    expect(fake.app.quitCalled).toBe(false)

    shell.actions.showMainWindow()
    const reopened = fake.BrowserWindow.created[1]!
    expect(fake.BrowserWindow.created).toHaveLength(2)
    expect(reopened.isVisible()).toBe(true)
    expect(reopened.getBounds()).toEqual({ x: 300, y: 120, width: 1000, height: 650 })
    expect(reopened.loadedUrls).toEqual(['app://encore/index.html#/library/tracks'])
    // Core read the list ahead as the window opened (the library wakes from its cache file meanwhile)…
    expect(core.api.library.tracks).toHaveBeenCalledWith({
      offset: 5000,
      limit: 1,
      sort: 'recent',
      reverse: false,
      filter: '',
    })
    // …and the fresh page asks for its list and gets row 5,000 back.
    expect(restoreView('/library/tracks')).toEqual({ list: tracksView.list })
    // Shown, the new window stays.
    vi.advanceTimersByTime(10 * MINUTE)
    expect(reopened.isDestroyed()).toBe(false)
  })

  it('Wayland: only the size is kept and given (the compositor places windows; no position is read)', async () => {
    const { fake, shell, main } = await start(pretendDesktop('linux', { session: 'wayland', desktop: 'KDE' }))
    main.setBounds({ width: 900, height: 600 })
    main.close()
    vi.advanceTimersByTime(2 * MINUTE)
    expect(main.isDestroyed()).toBe(true)
    shell.actions.showMainWindow()
    const reopened = fake.BrowserWindow.created[1]!
    expect(reopened.options).toMatchObject({ width: 900, height: 600 })
    expect(reopened.options).not.toHaveProperty('x')
    expect(reopened.options).not.toHaveProperty('y')
  })

  it('a maximized window comes back maximized', async () => {
    const { fake, shell, main } = await start(pretendDesktop('win32'))
    main.maximize()
    main.close()
    vi.advanceTimersByTime(2 * MINUTE)
    shell.actions.showMainWindow()
    const reopened = fake.BrowserWindow.created[1]!
    reopened.emit('ready-to-show')
    expect(reopened.isMaximized()).toBe(true)
  })

  it('keeps the window with the setting off, minimized, or while its page holds unsaved work', async () => {
    const off = await start(pretendDesktop('linux', { session: 'x11' }), {
      tray: { freeMemoryWhenHidden: false },
    })
    off.main.close()
    vi.advanceTimersByTime(30 * MINUTE)
    expect(off.main.isDestroyed()).toBe(false)
    vi.useRealTimers()

    const minimized = await start(pretendDesktop('linux', { session: 'x11' }))
    minimized.main.minimize()
    vi.advanceTimersByTime(30 * MINUTE)
    expect(minimized.main.isDestroyed()).toBe(false)
    vi.useRealTimers()

    const unsaved = await start(pretendDesktop('linux', { session: 'x11' }))
    unsaved.keepView({ route: '/library/playlists', list: null, unsaved: true })
    unsaved.main.close()
    vi.advanceTimersByTime(30 * MINUTE)
    expect(unsaved.main.isDestroyed()).toBe(false)
    // The form was sent or dropped: the window goes 2 minutes after it was hidden (already past).
    unsaved.keepView({ route: '/library/playlists', list: null, unsaved: false })
    vi.advanceTimersByTime(0)
    expect(unsaved.main.isDestroyed()).toBe(true)
  })

  it('the mini player hidden for a minute is destroyed, and made anew where it belongs when shown again', async () => {
    const { fake, shell } = await start(pretendDesktop('win32'), {
      miniPlayer: { placement: 'floating', position: { x: 500, y: 400 } },
    })
    shell.actions.toggleMiniPlayer()
    const mini = fake.BrowserWindow.created[1]!
    expect(mini.loadedUrls[0]).toMatch(/#\/mini$/)
    shell.actions.toggleMiniPlayer()
    vi.advanceTimersByTime(MINUTE - 1_000)
    expect(mini.isDestroyed()).toBe(false)
    vi.advanceTimersByTime(1_000)
    expect(mini.isDestroyed()).toBe(true)
    expect(shell.actions.miniPlayerVisible()).toBe(false)

    shell.actions.toggleMiniPlayer()
    const again = fake.BrowserWindow.created[2]!
    expect(again.loadedUrls[0]).toMatch(/#\/mini$/)
    expect(again.isVisible()).toBe(true)
    expect(again.getBounds()).toMatchObject({ x: 500, y: 400 })
  })
})

describe('the whole shell: the page keeps its view through IPC (fake electron, real core)', () => {
  it('the page’s view told over the bridge survives the release of its window', async () => {
    pretendDesktop('linux', { session: 'x11', desktop: 'KDE' })
    const { fake, call } = await bootShell()
    // Timers only: the bridge's own promise and setImmediate work go on as usual.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const main = fake.BrowserWindow.created[0]!
    main.emit('ready-to-show')
    expect(await call('desktop.keepView', tracksView)).toEqual({ ok: true, value: undefined })
    const refused = (await call('desktop.keepView', {
      ...tracksView,
      route: 'https://elsewhere.example/',
    })) as {
      ok: boolean
    }
    expect(refused.ok).toBe(false)
    main.close()
    vi.advanceTimersByTime(2 * MINUTE)
    expect(main.isDestroyed()).toBe(true)
    fake.app.emit('second-instance')
    await settle()
    const reopened = fake.BrowserWindow.created.at(-1)!
    expect(reopened).not.toBe(main)
    expect(reopened.loadedUrls).toEqual(['app://encore/index.html#/library/tracks'])
    expect(await call('desktop.restoreView', { route: '/library/tracks' })).toEqual({
      ok: true,
      value: { list: tracksView.list },
    })
  })
})
