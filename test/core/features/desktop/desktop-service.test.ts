import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  freshDefaults,
  type DesktopState,
  type Notice,
  type PlaybackState,
  type Settings,
  type SettingsPatch,
} from '../../../../electron/contract'
import { createEncore, type Encore } from '../../../../electron/core/app'
import { EventBus } from '../../../../electron/core/base/bridge/event-bus'
import { createDesktopService } from '../../../../electron/core/features/desktop/desktop-service'
import { desktopWords } from '../../../../electron/core/features/desktop/desktop-words'
import type { DesktopEnvironment } from '../../../../electron/core/features/desktop/environment'
import { createJsonDocuments } from '../../../../electron/core/base/files/json-documents'
import type { Notifier } from '../../../../electron/core/base/ports'
import { mergeSettings } from '../../../../electron/core/features/settings/settings-service'
import { ManualClock } from '../../../support/manual-clock'
import { aState, aTrack, NOW } from '../../../support/playback-states'

const quiet = { debug() {}, info() {}, warn() {}, error() {} }

function service(
  options: {
    settings?: SettingsPatch
    mode?: 'electron' | 'browser'
    environment?: DesktopEnvironment
    documents?: ReturnType<typeof createJsonDocuments>
    preferredLanguages?: readonly string[]
  } = {},
) {
  const settings: Settings = mergeSettings(freshDefaults(), options.settings ?? {})
  const emitted: DesktopState[] = []
  const notices: Notice[] = []
  const shown: Parameters<Notifier['notify']>[0][] = []
  const documents = options.documents ?? createJsonDocuments(undefined, quiet)
  const bus = new EventBus()
  bus.on('desktop.changed', (state) => emitted.push(state))
  bus.on('notice', (notice) => notices.push(notice))
  const desktop = createDesktopService({
    environment: options.environment ?? { platform: 'linux', desktops: ['KDE'], sessionType: 'x11' },
    mode: options.mode ?? 'electron',
    clock: new ManualClock(NOW),
    logger: quiet,
    notifier: { notify: (message) => shown.push(message) },
    settings: () => settings,
    player: {
      run: () => Promise.reject(new Error('not used here')),
      transfer: () => Promise.reject(new Error('not used here')),
    },
    sleep: { set: () => Promise.reject(new Error('not used here')) },
    documents,
    bus,
    preferredLanguages: () => options.preferredLanguages ?? [],
  })
  /** The engine publishes a state on the bus, as it does for every change. */
  const followPlayback = (state: PlaybackState) => bus.emit('playback.state', state)
  return { desktop, bus, followPlayback, settings, emitted, notices, shown, documents }
}

describe('the desktop service', () => {
  it('reports hotkeys pending until the shell says what registering gave, then publishes the result', () => {
    const { desktop, emitted } = service()
    expect(desktop.state().hotkeys.entries.find((entry) => entry.action === 'volumeUp')?.result).toBe(
      'pending',
    )
    const bindings = desktop.hotkeyBindings()
    desktop.reportHotkeys(
      bindings.map((binding) => ({ ...binding, registered: binding.action !== 'volumeUp' })),
    )
    expect(emitted).toHaveLength(1)
    const entries = emitted[0]!.hotkeys.entries
    expect(entries.find((entry) => entry.action === 'volumeUp')?.result).toBe('taken')
    expect(entries.find((entry) => entry.action === 'nextTrack')?.result).toBe('registered')
    // The same report again changes nothing: no second event.
    desktop.reportHotkeys(
      bindings.map((binding) => ({ ...binding, registered: binding.action !== 'volumeUp' })),
    )
    expect(emitted).toHaveLength(1)
  })

  it('stops registering media keys once MPRIS runs on Linux, and says so', () => {
    const { desktop } = service()
    expect(desktop.hotkeyBindings().map((binding) => binding.accelerator)).toContain('MediaPlayPause')
    desktop.setMediaControls({ kind: 'mpris', status: 'running', message: null })
    expect(desktop.hotkeyBindings().map((binding) => binding.accelerator)).not.toContain('MediaPlayPause')
    expect(desktop.state().mediaControls.status).toBe('running')
    expect(desktop.state().hotkeys.entries.find((entry) => entry.action === 'playPause')?.result).toBe(
      'media-controls',
    )
  })

  it('says once ever that closing the window kept Encore in the tray, as a notification', () => {
    const { desktop, notices, shown } = service()
    desktop.setWindow('main', { visible: false, focused: false })
    desktop.closedToTray()
    desktop.closedToTray()
    expect(notices.map((notice) => notice.code)).toEqual(['CLOSED_TO_TRAY'])
    expect(shown).toEqual([{ title: 'Encore', body: expect.stringContaining('Quit Encore'), imageUrl: null }])
  })

  it("says it in Settings' language, else the system's preferred one, naming the tray's own item", () => {
    const german = service({ settings: { language: 'de' }, preferredLanguages: ['ja-JP'] })
    german.desktop.closedToTray()
    expect(german.shown[0]?.body).toBe(
      'Encore läuft im Infobereich weiter, damit globale Tastenkürzel und der Miniplayer weiter funktionieren. Wähle im Menü des Encore-Symbols „Encore beenden“, um es zu beenden.',
    )
    const japanese = service({ preferredLanguages: ['fr-FR', 'ja-JP'] })
    japanese.desktop.closedToTray()
    expect(japanese.shown[0]?.body).toContain('「Encore を終了」を選んでください。')
    // The page's notice says the same, in the same language.
    expect(japanese.notices[0]?.message).toBe(desktopWords.ja.closedToTray)
  })

  it("says its notices and Settings' notes in German when Settings' language is German", () => {
    const { desktop, notices } = service({
      settings: { language: 'de', hotkeys: { enabled: false } },
      environment: { platform: 'linux', desktops: ['GNOME'], sessionType: 'wayland' },
    })
    desktop.pageGone('mini', 'crashed').reopened()
    desktop.startAtLoginFailed('EACCES')
    expect(notices.map((notice) => notice.message)).toEqual([
      'Encore kann ab jetzt Absturzberichte auf diesem Computer speichern: Unter Einstellungen → Datenschutz kannst du entscheiden, ob du das möchtest.',
      'Der Miniplayer wurde unerwartet geschlossen; Encore hat ihn wieder geöffnet.',
      'Encore konnte nicht ändern, ob es beim Anmelden am Computer startet: EACCES',
    ])
    const state = desktop.state()
    expect(state.hotkeys.entries[0]?.message).toBe('Globale Tastenkürzel sind ausgeschaltet.')
    expect(state.closeToTray.reason).toMatch(/^Aus unter GNOME/)
    expect(state.miniPlayer.note).toMatch(/^Unter Wayland platziert der Desktop jedes Fenster/)
    expect(state.hotkeys.support).toMatch(/^Wayland: Encore fragt das GlobalShortcuts-Portal/)
  })

  it('has Settings → Privacy ask about crash reports once a crash happened, until answered, across restarts', () => {
    const { desktop, emitted, settings, bus, documents, notices } = service()
    expect(desktop.state().askCrashReports).toBe(false)
    // A window's page crashed: the question is published, and where it is said once.
    desktop.pageGone('main', 'crashed')
    expect(emitted.at(-1)?.askCrashReports).toBe(true)
    desktop.crashSeen()
    expect(notices.map((notice) => notice.message)).toEqual([
      'Encore can keep crash reports on this computer from now on: Settings → Privacy asks whether you want that.',
    ])
    // Encore started again before the person answered: still asked.
    expect(service({ documents }).desktop.state().askCrashReports).toBe(true)
    // The answer (the setting) ends the question, and another crash does not bring it back.
    settings.crashReports = 'off'
    bus.emit('settings.changed', { values: settings, secretProtection: 'none', problems: [] })
    expect(emitted.at(-1)?.askCrashReports).toBe(false)
    desktop.crashSeen()
    expect(desktop.state().askCrashReports).toBe(false)
  })

  it('asks nothing about crash reports for a clean exit, nor in browser mode', () => {
    const { desktop } = service()
    desktop.pageGone('main', 'clean-exit')
    expect(desktop.state().askCrashReports).toBe(false)
    const browser = service({ mode: 'browser' })
    browser.desktop.crashSeen()
    expect(browser.desktop.state().askCrashReports).toBe(false)
    expect(browser.notices).toEqual([])
  })

  it('follows the close-to-tray setting, or decides for the desktop when it is unset', () => {
    expect(service().desktop.closeToTray()).toBe(true)
    expect(
      service({ settings: { tray: { closeToTray: false, hideFromDock: false } } }).desktop.closeToTray(),
    ).toBe(false)
    expect(service().desktop.state().closeToTray).toEqual({ effective: true, reason: expect.any(String) })
  })

  it('notifies a track change only while no Encore window has focus', () => {
    const { desktop, followPlayback, shown } = service({
      settings: { notifications: { trackChange: true, errors: true } },
    })
    const second = aState({
      track: aTrack({ id: 'track0002', uri: 'spotify:track:track0002', name: 'So What' }),
    })
    const third = aState({
      track: aTrack({ id: 'track0003', uri: 'spotify:track:track0003', name: 'Freddie' }),
    })
    followPlayback(aState())
    desktop.setWindow('main', { visible: true, focused: true })
    followPlayback(second)
    expect(shown).toEqual([])
    desktop.setWindow('main', { focused: false })
    followPlayback(third)
    expect(shown).toEqual([
      {
        title: 'Freddie',
        body: 'Miles Davis, Bill Evans — Kind of Blue',
        imageUrl: 'https://img.example/300.jpg',
      },
    ])
  })

  it("a notification carries no control character from strangers' names", () => {
    const { desktop, followPlayback, shown } = service({
      settings: { notifications: { trackChange: true, errors: true } },
    })
    desktop.setWindow('main', { visible: true, focused: false })
    followPlayback(aState())
    followPlayback(
      aState({
        track: aTrack({ id: 'track0009', uri: 'spotify:track:track0009', name: '\u001b[2JSo\u0007 What' }),
      }),
    )
    expect(shown.at(-1)?.title).toBe('So What')
  })

  it('marks every hotkey unsupported in browser mode', () => {
    const { desktop } = service({ mode: 'browser' })
    expect(desktop.hotkeyBindings()).toEqual([])
    expect(desktop.state().hotkeys).toMatchObject({ mechanism: 'none' })
  })

  it('says what the session supports: the mini player and start at login, for Settings', () => {
    const wayland = service({
      environment: { platform: 'linux', desktops: ['KDE'], sessionType: 'wayland' },
      settings: { miniPlayer: { ...freshDefaults().miniPlayer, placement: 'popover' } },
    })
    expect(wayland.desktop.state().miniPlayer).toMatchObject({
      placements: ['floating'],
      placement: 'floating',
      alwaysOnTop: false,
      remembersPosition: false,
    })
    expect(wayland.desktop.state().startAtLogin).toMatchObject({ supported: true, how: 'xdg-autostart' })
  })

  it('Wayland: learns whether the GlobalShortcuts portal is there; without it registers nothing and says why', () => {
    const { desktop, emitted } = service({
      environment: { platform: 'linux', desktops: ['SWAY'], sessionType: 'wayland' },
    })
    expect(desktop.hotkeyBindings().length).toBeGreaterThan(0)
    desktop.reportPortal(false)
    expect(desktop.environment.globalShortcutsPortal).toBe(false)
    expect(desktop.hotkeyBindings()).toEqual([])
    expect(emitted.at(-1)!.hotkeys).toMatchObject({
      mechanism: 'none',
      support: expect.stringContaining('no GlobalShortcuts portal'),
    })
    desktop.reportPortal(true)
    expect(emitted.at(-1)!.hotkeys.mechanism).toBe('portal')
  })

  it('macOS: leaves media keys out until Encore is trusted, asks once in its own words, then takes them', () => {
    const { desktop, emitted } = service({
      environment: { platform: 'darwin', desktops: [], sessionType: null },
    })
    // Not known yet: nothing to ask.
    expect(desktop.takeAccessibilityRequest()).toBeNull()
    desktop.reportAccessibility(false)
    expect(desktop.hotkeyBindings().map((binding) => binding.accelerator)).not.toContain('MediaPlayPause')
    expect(emitted.at(-1)!.hotkeys.entries.find((entry) => entry.action === 'playPause')?.result).toBe(
      'needs-access',
    )
    expect(desktop.takeAccessibilityRequest()).toEqual(desktopWords.en.accessibility)
    expect(desktopWords.en.accessibility.detail).toContain('Privacy & Security → Accessibility')
    // Asked once ever (kept in the hints document), whatever the answer.
    expect(desktop.takeAccessibilityRequest()).toBeNull()
    desktop.reportAccessibility(true)
    expect(desktop.hotkeyBindings().map((binding) => binding.accelerator)).toContain('MediaPlayPause')
    expect(desktop.takeAccessibilityRequest()).toBeNull()
    const japanese = service({
      environment: { platform: 'darwin', desktops: [], sessionType: null },
      preferredLanguages: ['ja-JP'],
    })
    japanese.desktop.reportAccessibility(false)
    expect(japanese.desktop.takeAccessibilityRequest()?.message).toBe(
      'Encore がメディアキーを受け取れるようにしますか？',
    )
  })

  it('macOS: asks nothing when no media key is set (hotkeys off)', () => {
    const { desktop } = service({
      environment: { platform: 'darwin', desktops: [], sessionType: null },
      settings: { hotkeys: { ...freshDefaults().hotkeys, enabled: false } },
    })
    desktop.reportAccessibility(false)
    expect(desktop.takeAccessibilityRequest()).toBeNull()
  })

  it('says plainly when the start-at-login entry could not be changed', () => {
    const { desktop, notices } = service()
    desktop.startAtLoginFailed(
      'EACCES: permission denied, open ~/.config/autostart/app.encore.remote.desktop',
    )
    expect(notices).toEqual([
      {
        level: 'error',
        code: 'START_AT_LOGIN_FAILED',
        message: expect.stringContaining('could not change whether it starts when you log in: EACCES'),
      },
    ])
  })
})

describe('Encore: the desktop on the bridge', () => {
  let encore: Encore | undefined
  afterEach(async () => {
    await encore?.dispose()
    encore = undefined
  })

  it('answers desktop.get and refuses a hotkey change that clashes, naming both actions', async () => {
    encore = createEncore({
      identity: { name: 'Encore', version: '0.0.0', mode: 'electron' },
      logger: quiet,
      clock: new ManualClock(NOW),
    })
    const state = await encore.api.desktop.get()
    expect(state.hotkeys.entries.map((entry) => entry.action)).toContain('seekForward')
    // Spelled as the settings keep it; said as Settings shows the keys (Linux words: no environment given).
    const result = await encore.dispatch('settings.update', {
      hotkeys: { saveTrack: 'CommandOrControl+Alt+M' },
    })
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'INVALID_INPUT',
        message:
          '“Save or remove the current track” cannot use Ctrl+Alt+M: “Show or hide the mini player” already uses these keys. Choose other keys for one of them.',
        details: expect.objectContaining({ reason: 'HOTKEY_CONFLICT', path: 'hotkeys.saveTrack' }),
      },
    })
    expect((await encore.api.settings.get()).values.hotkeys.saveTrack).toBe('CommandOrControl+Alt+S')

    const changed: DesktopState[] = []
    encore.on('desktop.changed', (next) => changed.push(next))
    await encore.api.settings.update({ hotkeys: { saveTrack: 'Ctrl+Alt+J' } })
    expect(changed.at(-1)?.hotkeys.entries.find((entry) => entry.action === 'saveTrack')?.accelerator).toBe(
      'Ctrl+Alt+J',
    )
  })

  it('runs a tray action through the engine: signed out, the engine refuses with a notice', async () => {
    encore = createEncore({
      identity: { name: 'Encore', version: '0.0.0', mode: 'electron' },
      logger: quiet,
      clock: new ManualClock(NOW),
    })
    const notices: Notice[] = []
    encore.on('notice', (notice) => notices.push(notice))
    const shell = { toggleMiniPlayer: vi.fn(), openMain: vi.fn(), openSettings: vi.fn(), quit: vi.fn() }
    await encore.desktop.runTrayAction('next', shell)
    expect(notices.at(-1)).toMatchObject({ code: 'NOT_SIGNED_IN' })
    await encore.desktop.runTrayAction('openSettings', shell)
    expect(shell.openSettings).toHaveBeenCalledOnce()
  })
})
