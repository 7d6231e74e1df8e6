import type { AreaWords } from '../../base/words'

/**
 * What the desktop service says itself, in each language (core/base/words.ts): the notification the first time
 * closing the window keeps Encore in the tray, macOS's question before the media keys' permission, a process
 * that crashed (page-crash.ts), and the start at login the system refused.
 */
const en = {
  closedToTray:
    'Encore is still running in the tray, so hotkeys and the mini player keep working. Choose Quit Encore from the tray menu to end it.',
  accessibility: {
    message: 'Let Encore receive the media keys?',
    detail:
      'macOS passes the Play/Pause, Next and Previous keys to an app only once you allow it under System Settings → Privacy & Security → Accessibility. Encore uses this permission for the media keys and nothing else. Your other hotkeys work without it.',
  },
  crash: {
    mainBack: 'The window closed unexpectedly; Encore opened it again.',
    mainLeft: 'The window closed unexpectedly again; Encore left it closed. Start Encore again to open it.',
    miniBack: 'The mini player closed unexpectedly; Encore opened it again.',
    miniLeft:
      'The mini player closed unexpectedly again; Encore left it closed. Start Encore again to open it.',
    demoBack:
      'The demo service closed unexpectedly; Encore started it again. Sign in to the demo again to go on.',
    demoLeft:
      'The demo service closed unexpectedly again; Encore left it stopped. Sign out and sign in to the demo again to start it.',
    question:
      'Encore can keep crash reports on this computer from now on: Settings → Privacy asks whether you want that.',
  },
  startAtLoginFailed: 'Encore could not change whether it starts when you log in: {reason}',
  mediaControls: {
    noBus:
      'No session D-Bus was found (DBUS_SESSION_BUS_ADDRESS is not set), so media keys and the desktop’s media widgets cannot reach Encore.',
    lost: 'The session D-Bus went away ({reason}).',
    failed: 'Encore could not register its media controls on the session D-Bus ({reason}).',
  },
}

export type DesktopWords = typeof en

const de: DesktopWords = {
  closedToTray:
    'Encore läuft im Infobereich weiter, damit globale Tastenkürzel und der Miniplayer weiter funktionieren. Wähle im Menü des Encore-Symbols „Encore beenden“, um es zu beenden.',
  accessibility: {
    message: 'Soll Encore die Medientasten empfangen dürfen?',
    detail:
      'macOS gibt die Tasten Wiedergabe/Pause, Weiter und Zurück erst an eine App weiter, wenn du es unter Systemeinstellungen → Datenschutz & Sicherheit → Bedienungshilfen erlaubst. Encore nutzt diese Berechtigung nur für die Medientasten. Deine anderen Tastenkürzel funktionieren auch ohne sie.',
  },
  crash: {
    mainBack: 'Das Fenster wurde unerwartet geschlossen; Encore hat es wieder geöffnet.',
    mainLeft:
      'Das Fenster wurde erneut unerwartet geschlossen; Encore lässt es geschlossen. Starte Encore neu, um es zu öffnen.',
    miniBack: 'Der Mini-Player wurde unerwartet geschlossen; Encore hat ihn wieder geöffnet.',
    miniLeft:
      'Der Mini-Player wurde erneut unerwartet geschlossen; Encore lässt ihn geschlossen. Starte Encore neu, um ihn zu öffnen.',
    demoBack:
      'Der Demo-Dienst wurde unerwartet beendet; Encore hat ihn neu gestartet. Melde dich erneut bei der Demo an, um weiterzumachen.',
    demoLeft:
      'Der Demo-Dienst wurde erneut unerwartet beendet; Encore lässt ihn gestoppt. Melde dich ab und wieder bei der Demo an, um ihn zu starten.',
    question:
      'Encore kann ab jetzt Absturzberichte auf diesem Computer speichern: Unter Einstellungen → Datenschutz kannst du entscheiden, ob du das möchtest.',
  },
  startAtLoginFailed: 'Encore konnte nicht ändern, ob es beim Anmelden am Computer startet: {reason}',
  mediaControls: {
    noBus:
      'Es wurde kein Sitzungs-D-Bus gefunden (DBUS_SESSION_BUS_ADDRESS ist nicht gesetzt), daher erreichen Medientasten und die Medien-Widgets des Desktops Encore nicht.',
    lost: 'Der Sitzungs-D-Bus ist weggefallen ({reason}).',
    failed: 'Encore konnte seine Mediensteuerung nicht am Sitzungs-D-Bus anmelden ({reason}).',
  },
}

const ja: DesktopWords = {
  closedToTray:
    'Encore はトレイで動作を続けているため、ホットキーとミニプレーヤーは引き続き使えます。終了するには、トレイメニューから「Encore を終了」を選んでください。',
  accessibility: {
    message: 'Encore がメディアキーを受け取れるようにしますか？',
    detail:
      'macOS は、システム設定 → プライバシーとセキュリティ → アクセシビリティで許可したアプリにだけ、再生/一時停止・次へ・前へのキーを渡します。Encore はこの許可をメディアキーのためだけに使います。その他のホットキーは許可がなくても使えます。',
  },
  crash: {
    mainBack: 'ウィンドウが予期せず閉じたため、Encore がもう一度開きました。',
    mainLeft:
      'ウィンドウがまた予期せず閉じたため、閉じたままにしています。開くには Encore を起動し直してください。',
    miniBack: 'ミニプレーヤーが予期せず閉じたため、Encore がもう一度開きました。',
    miniLeft:
      'ミニプレーヤーがまた予期せず閉じたため、閉じたままにしています。開くには Encore を起動し直してください。',
    demoBack:
      'デモサービスが予期せず終了したため、Encore が再起動しました。続けるにはデモにもう一度ログインしてください。',
    demoLeft:
      'デモサービスがまた予期せず終了したため、停止したままにしています。起動するには、ログアウトしてデモにもう一度ログインしてください。',
    question:
      'これからはクラッシュレポートをこのコンピューターに保存できます。保存するかどうかは、設定 → プライバシーで選べます。',
  },
  startAtLoginFailed: 'ログイン時に Encore を起動するかどうかを変更できませんでした: {reason}',
  mediaControls: {
    noBus:
      'セッション D-Bus が見つからないため（DBUS_SESSION_BUS_ADDRESS が設定されていません）、メディアキーとデスクトップのメディアウィジェットは Encore を操作できません。',
    lost: 'セッション D-Bus との接続が切れました（{reason}）。',
    failed: 'セッション D-Bus に Encore のメディアコントロールを登録できませんでした（{reason}）。',
  },
}

export const desktopWords: AreaWords<DesktopWords> = { en, de, ja }
