import type { AreaWords } from '../../base/words'

/**
 * What Settings shows under the desktop's options, in each language (core/base/words.ts): the mini player and
 * the start at login on this desktop (session-support.ts), closing to the tray and the Dock or taskbar
 * (environment.ts).
 */
const en = {
  mini: {
    wayland:
      'On Wayland the desktop places every window: the mini player opens where the desktop puts it, cannot sit beside the tray icon or stay above other windows, and its place is not kept. The desktop lists it in the taskbar and the window switcher.',
    linux: 'Linux desktops list the mini player in the taskbar and the window switcher like any window.',
  },
  login: {
    browser: 'Only the desktop app can start with your computer.',
    mac: 'Encore is added to System Settings → General → Login Items.',
    windows: 'Encore is added to the apps Windows starts when you sign in (Settings → Apps → Startup).',
    linux:
      'Encore puts {file} in ~/.config/autostart, which GNOME, KDE and other desktops start at login, and removes it when this is off.',
  },
  tray: {
    gnomeOff:
      'Off on GNOME, which shows no tray icon without the AppIndicator extension; turn it on if you have it.',
    onDefault: 'On: closing the window keeps Encore in the tray (or menu bar); Quit from its menu ends it.',
    on: 'On: closing the window keeps Encore in the tray; Quit from its menu ends it.',
    off: 'Off: closing the window quits Encore.',
  },
  dock: {
    browserDock: 'In browser mode Encore is a browser tab; the desktop app can hide from the Dock.',
    browserTaskbar: 'In browser mode Encore is a browser tab; the desktop app can hide from the taskbar.',
    browser: 'In browser mode Encore is a browser tab.',
    linux:
      'Linux desktops decide which windows the taskbar lists; an app cannot leave it there (Electron offers this on macOS and Windows only).',
    hiddenDock: 'Hidden from the Dock: reach Encore from the menu bar icon.',
    hiddenTaskbar: 'Hidden from the taskbar: reach Encore from the tray icon.',
    shownDock: 'Shown in the Dock, like any app.',
    shownTaskbar: 'Shown in the taskbar, like any app.',
  },
}

export type DesktopSupportWords = typeof en

const de: DesktopSupportWords = {
  mini: {
    wayland:
      'Unter Wayland platziert der Desktop jedes Fenster: Der Mini-Player öffnet sich dort, wo der Desktop ihn hinsetzt, kann nicht neben dem Tray-Symbol sitzen oder über anderen Fenstern bleiben, und seine Position wird nicht gespeichert. Der Desktop zeigt ihn in der Taskleiste und im Fensterwechsler.',
    linux:
      'Linux-Desktops zeigen den Mini-Player wie jedes Fenster in der Taskleiste und im Fensterwechsler.',
  },
  login: {
    browser: 'Nur die Desktop-App kann mit deinem Computer starten.',
    mac: 'Encore wird unter Systemeinstellungen → Allgemein → Anmeldeobjekte hinzugefügt.',
    windows:
      'Encore wird zu den Apps hinzugefügt, die Windows beim Anmelden startet (Einstellungen → Apps → Autostart).',
    linux:
      'Encore legt {file} in ~/.config/autostart ab, das GNOME, KDE und andere Desktops beim Anmelden starten, und entfernt die Datei, wenn dies aus ist.',
  },
  tray: {
    gnomeOff:
      'Aus unter GNOME, das ohne die Erweiterung AppIndicator kein Tray-Symbol zeigt; schalte es ein, wenn du sie installiert hast.',
    onDefault:
      'An: Beim Schließen des Fensters bleibt Encore im Tray (oder in der Menüleiste); „Beenden“ in seinem Menü beendet es.',
    on: 'An: Beim Schließen des Fensters bleibt Encore im Tray; „Beenden“ in seinem Menü beendet es.',
    off: 'Aus: Beim Schließen des Fensters wird Encore beendet.',
  },
  dock: {
    browserDock: 'Im Browsermodus ist Encore ein Browser-Tab; die Desktop-App kann sich im Dock ausblenden.',
    browserTaskbar:
      'Im Browsermodus ist Encore ein Browser-Tab; die Desktop-App kann sich in der Taskleiste ausblenden.',
    browser: 'Im Browsermodus ist Encore ein Browser-Tab.',
    linux:
      'Linux-Desktops entscheiden, welche Fenster die Taskleiste zeigt; eine App kann sich dort nicht ausblenden (Electron bietet das nur unter macOS und Windows).',
    hiddenDock: 'Im Dock ausgeblendet: Du erreichst Encore über das Symbol in der Menüleiste.',
    hiddenTaskbar: 'In der Taskleiste ausgeblendet: Du erreichst Encore über das Tray-Symbol.',
    shownDock: 'Wie jede App im Dock angezeigt.',
    shownTaskbar: 'Wie jede App in der Taskleiste angezeigt.',
  },
}

const ja: DesktopSupportWords = {
  mini: {
    wayland:
      'Wayland ではデスクトップがすべてのウィンドウを配置します。ミニプレーヤーはデスクトップが決めた場所に開き、トレイアイコンの横に置くことも、ほかのウィンドウの上に表示し続けることもできず、位置も保存されません。ミニプレーヤーはタスクバーとウィンドウスイッチャーに表示されます。',
    linux:
      'Linux のデスクトップでは、ミニプレーヤーもほかのウィンドウと同じようにタスクバーとウィンドウスイッチャーに表示されます。',
  },
  login: {
    browser: 'コンピューターと一緒に起動できるのはデスクトップアプリだけです。',
    mac: 'Encore をシステム設定 → 一般 → ログイン項目に追加します。',
    windows:
      'Encore を、Windows へのサインイン時に起動するアプリ（設定 → アプリ → スタートアップ）に追加します。',
    linux:
      'Encore は {file} を ~/.config/autostart に置きます。GNOME、KDE などのデスクトップはログイン時にこれを起動します。オフにすると削除します。',
  },
  tray: {
    gnomeOff:
      'GNOME ではオフです。GNOME は AppIndicator 拡張機能がないとトレイアイコンを表示しません。拡張機能がある場合はオンにしてください。',
    onDefault:
      'オン: ウィンドウを閉じても Encore はトレイ（またはメニューバー）に残ります。メニューの「終了」で終了します。',
    on: 'オン: ウィンドウを閉じても Encore はトレイに残ります。メニューの「終了」で終了します。',
    off: 'オフ: ウィンドウを閉じると Encore は終了します。',
  },
  dock: {
    browserDock:
      'ブラウザーモードでは Encore はブラウザーのタブです。デスクトップアプリなら Dock に表示しないようにできます。',
    browserTaskbar:
      'ブラウザーモードでは Encore はブラウザーのタブです。デスクトップアプリならタスクバーに表示しないようにできます。',
    browser: 'ブラウザーモードでは Encore はブラウザーのタブです。',
    linux:
      'タスクバーに表示するウィンドウは Linux のデスクトップが決めるため、アプリ側で外すことはできません（Electron がこれに対応するのは macOS と Windows だけです）。',
    hiddenDock: 'Dock に表示しません。Encore にはメニューバーのアイコンからアクセスできます。',
    hiddenTaskbar: 'タスクバーに表示しません。Encore にはトレイアイコンからアクセスできます。',
    shownDock: 'ほかのアプリと同じように Dock に表示します。',
    shownTaskbar: 'ほかのアプリと同じようにタスクバーに表示します。',
  },
}

export const desktopSupportWords: AreaWords<DesktopSupportWords> = { en, de, ja }
