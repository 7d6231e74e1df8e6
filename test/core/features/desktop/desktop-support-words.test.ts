import { describe, expect, it } from 'vitest'
import { dockPresence, effectiveCloseToTray } from '../../../../electron/core/features/desktop/environment'
import {
  hotkeyConflictError,
  hotkeysState,
  hotkeySession,
} from '../../../../electron/core/features/desktop/hotkeys'
import { createPageRecovery } from '../../../../electron/core/features/desktop/page-crash'
import { startAtLoginSupport } from '../../../../electron/core/features/desktop/session-support'
import { freshDefaults, type Notice } from '../../../../electron/contract'
import { startEncoreMpris } from '../../../../electron/core/features/desktop/mpris/encore-mpris'
import { systemClock } from '../../../../electron/core/base/ports'

const quiet = { debug() {}, info() {}, warn() {}, error() {} }

const mac = { platform: 'darwin' as const, desktops: [], sessionType: null }
const x11 = { platform: 'linux' as const, desktops: ['KDE'], sessionType: 'x11' as const }

describe("the desktop's words in German and Japanese", () => {
  it('says a crash in the language, and a second one left as it is', () => {
    const told: Notice[] = []
    let now = 0
    const recover = createPageRecovery(
      (notice) => told.push(notice),
      () => now,
      undefined,
      () => 'ja',
    )
    recover('main', 'crashed').reopened()
    now += 60_000
    recover('main', 'crashed')
    expect(told.map((notice) => notice.message)).toEqual([
      'ウィンドウが予期せず閉じたため、Encore がもう一度開きました。',
      'ウィンドウがまた予期せず閉じたため、閉じたままにしています。開くには Encore を起動し直してください。',
    ])
  })

  it("says a hotkey's conflict and a key another app holds, naming the keys", () => {
    const conflict = { action: 'playPause' as const, other: 'nextTrack' as const, accelerator: 'Ctrl+Alt+P' }
    expect(hotkeyConflictError(conflict, 'linux', 'de').message).toMatch(
      /^„.+“ kann Ctrl\+Alt\+P nicht verwenden: „.+“ verwendet diese Tasten bereits\./,
    )
    expect(hotkeyConflictError(conflict, 'linux').message).toMatch(
      /^“.+” cannot use Ctrl\+Alt\+P: “.+” already uses these keys\. Choose other keys for one of them\.$/,
    )
    const hotkeys = freshDefaults().hotkeys
    const session = hotkeySession(x11, { mode: 'electron', mprisRunning: false }, 'ja')
    expect(session.support).toBe('グローバルホットキーは X サーバーを通じてすべてのアプリで使えます。')
    const refused = hotkeysState(
      hotkeys,
      session,
      hotkeysState(hotkeys, session, null, 'linux')
        .entries.filter((entry) => entry.result === 'pending')
        .map((entry) => ({ action: entry.action, accelerator: entry.accelerator, registered: false })),
      'linux',
      'ja',
    )
    expect(refused.entries.find((entry) => entry.result === 'taken')?.message).toMatch(
      /^システムが .+ を拒否しました。別のアプリがこのキーを使っています。/,
    )
  })

  it("says Settings' notes for the Dock, the tray and the start at login", () => {
    expect(dockPresence(true, mac, 'electron', 'de').note).toBe(
      'Im Dock ausgeblendet: Du erreichst Encore über das Symbol in der Menüleiste.',
    )
    expect(dockPresence(true, mac, 'electron').note).toBe(
      'Hidden from the Dock: reach Encore from the menu bar icon.',
    )
    expect(effectiveCloseToTray(false, x11, 'ja').reason).toBe(
      'オフ：ウィンドウを閉じると Encore は終了します。',
    )
    expect(startAtLoginSupport(x11, 'electron', 'de').note).toMatch(
      /^Encore legt \S+\.desktop in ~\/\.config\/autostart ab/,
    )
  })
})

describe("MPRIS's words", () => {
  it('says in the desktop’s language why the media controls could not start', async () => {
    const reported: (string | null)[] = []
    const encore = {
      player: {
        state: () => {
          throw new Error('not read without a bus')
        },
        run: () => Promise.reject(new Error('unused')),
      },
      on: () => () => {},
      desktop: {
        setMediaControls: (state: { message: string | null }) => void reported.push(state.message),
        language: () => 'de' as const,
      },
    }
    const options = {
      busAddress: '',
      instanceId: '1',
      identity: 'Encore',
      desktopEntry: 'encore',
      clock: systemClock,
      logger: quiet,
    }
    expect(await startEncoreMpris(encore, options)).toBeNull()
    expect(reported).toEqual([
      'Es wurde kein Sitzungs-D-Bus gefunden (DBUS_SESSION_BUS_ADDRESS ist nicht gesetzt), daher erreichen Medientasten und die Medien-Widgets des Desktops Encore nicht.',
    ])
  })
})
