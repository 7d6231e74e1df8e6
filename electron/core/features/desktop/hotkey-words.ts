import type { AreaWords } from '../../base/words'

/**
 * What Settings shows beside the hotkeys, in each language (core/base/words.ts): why an action is not
 * registered (hotkeys.ts) and how this session registers them (hotkey-session.ts). The parts of a sentence put
 * together (`{how}{unknown}{identity}{media}`) carry their own leading space where the language puts one.
 */
const en = {
  entry: {
    off: 'Global hotkeys are turned off.',
    mediaControls:
      'The desktop sends this media key to Encore’s media controls (MPRIS); Encore does not grab it.',
    needsAccess:
      'macOS passes media keys to Encore once you allow it under System Settings → Privacy & Security → Accessibility; Encore takes them as soon as you do.',
    unsupported: 'This session cannot register global hotkeys.',
    conflict: '“{other}” already uses these keys.',
    taken:
      'The system refused {keys}: another app holds these keys. Choose other keys, or free them in that app.',
    refused:
      '“{action}” cannot use {keys}: “{other}” already uses these keys. Choose other keys for one of them.',
  },
  session: {
    waylandNone:
      'Wayland: this desktop offers no GlobalShortcuts portal, which Wayland apps need for global hotkeys (GNOME 48 and later, KDE Plasma and Hyprland have one); bind keys to Encore’s commands below (`encore toggle`, `encore next`, …) in the desktop’s keyboard settings instead.{media}',
    waylandPortal:
      'Wayland: Encore asks the desktop’s GlobalShortcuts portal for its hotkeys. {how}{unknown}{identity}{media}',
    gnome: 'GNOME asks you once to confirm them.',
    kde: 'KDE lists them under System Settings → Shortcuts, where you can change the keys.',
    otherDesktop: 'The desktop may ask you to confirm them.',
    unknown: ' A desktop without the portal ignores them.',
    identity:
      ' Encore’s desktop entry ({file}) is not installed (an AppImage installs none), and newer portals (xdg-desktop-portal 1.21, GNOME 50) refuse hotkeys to an app without one, silently: install the .deb.',
    browser:
      'Browser mode cannot listen for keys outside the page; the desktop app registers global hotkeys.',
    browserMedia: ' Media keys reach Encore through the desktop’s media controls (MPRIS).',
    media: ' Media keys reach Encore through the desktop’s media controls (MPRIS), like any music player.',
    macWaiting:
      'Global hotkeys work in every app. Media keys wait for your permission under System Settings → Privacy & Security → Accessibility.',
    macNeeds:
      'Global hotkeys work in every app. Media keys need Encore to be allowed under System Settings → Privacy & Security → Accessibility.',
    windows: 'Global hotkeys and media keys work in every app.',
    x11: 'Global hotkeys work through the X server in every app.{media}',
  },
}

export type HotkeyWords = typeof en

const de: HotkeyWords = {
  entry: {
    off: 'Globale Tastenkürzel sind ausgeschaltet.',
    mediaControls:
      'Der Desktop schickt diese Medientaste an die Mediensteuerung von Encore (MPRIS); Encore belegt sie nicht selbst.',
    needsAccess:
      'macOS gibt Medientasten an Encore weiter, sobald du es unter Systemeinstellungen → Datenschutz & Sicherheit → Bedienungshilfen erlaubst; Encore übernimmt sie sofort danach.',
    unsupported: 'Diese Sitzung kann keine globalen Tastenkürzel registrieren.',
    conflict: '„{other}“ verwendet diese Tasten bereits.',
    taken:
      'Das System hat {keys} abgelehnt: Eine andere App belegt diese Tasten. Wähle andere Tasten oder gib sie in dieser App frei.',
    refused:
      '„{action}“ kann {keys} nicht verwenden: „{other}“ verwendet diese Tasten bereits. Wähle für eine der beiden andere Tasten.',
  },
  session: {
    waylandNone:
      'Wayland: Dieser Desktop bietet kein GlobalShortcuts-Portal, das Wayland-Apps für globale Tastenkürzel brauchen (GNOME ab 48, KDE Plasma und Hyprland haben eines); lege stattdessen in den Tastatureinstellungen des Desktops Tasten auf die Befehle von Encore unten (`encore toggle`, `encore next`, …).{media}',
    waylandPortal:
      'Wayland: Encore fragt das GlobalShortcuts-Portal des Desktops nach seinen Tastenkürzeln. {how}{unknown}{identity}{media}',
    gnome: 'GNOME bittet dich einmal, sie zu bestätigen.',
    kde: 'KDE führt sie unter Systemeinstellungen → Kurzbefehle, wo du die Tasten ändern kannst.',
    otherDesktop: 'Der Desktop bittet dich eventuell, sie zu bestätigen.',
    unknown: ' Ein Desktop ohne das Portal ignoriert sie.',
    identity:
      ' Der Desktop-Eintrag von Encore ({file}) ist nicht installiert (ein AppImage installiert keinen), und neuere Portale (xdg-desktop-portal 1.21, GNOME 50) verweigern einer App ohne Eintrag stillschweigend die Tastenkürzel: Installiere das .deb-Paket.',
    browser:
      'Im Browsermodus kann Encore keine Tasten außerhalb der Seite empfangen; die Desktop-App registriert globale Tastenkürzel.',
    browserMedia: ' Medientasten erreichen Encore über die Mediensteuerung des Desktops (MPRIS).',
    media:
      ' Medientasten erreichen Encore wie bei jedem Musikplayer über die Mediensteuerung des Desktops (MPRIS).',
    macWaiting:
      'Globale Tastenkürzel funktionieren in jeder App. Medientasten warten auf deine Erlaubnis unter Systemeinstellungen → Datenschutz & Sicherheit → Bedienungshilfen.',
    macNeeds:
      'Globale Tastenkürzel funktionieren in jeder App. Für Medientasten muss Encore unter Systemeinstellungen → Datenschutz & Sicherheit → Bedienungshilfen erlaubt sein.',
    windows: 'Globale Tastenkürzel und Medientasten funktionieren in jeder App.',
    x11: 'Globale Tastenkürzel funktionieren über den X-Server in jeder App.{media}',
  },
}

const ja: HotkeyWords = {
  entry: {
    off: 'グローバルホットキーはオフです。',
    mediaControls:
      'このメディアキーはデスクトップから Encore のメディアコントロール（MPRIS）に送られます。Encore 自身は取得しません。',
    needsAccess:
      'システム設定 → プライバシーとセキュリティ → アクセシビリティで許可すると、macOS がメディアキーを Encore に渡します。許可するとすぐに使えます。',
    unsupported: 'このセッションではグローバルホットキーを登録できません。',
    conflict: '「{other}」がすでにこのキーを使っています。',
    taken:
      'システムが {keys} を拒否しました。別のアプリがこのキーを使っています。別のキーを選ぶか、そのアプリでキーを解放してください。',
    refused:
      '「{action}」に {keys} は使えません。「{other}」がすでにこのキーを使っています。どちらかに別のキーを選んでください。',
  },
  session: {
    waylandNone:
      'Wayland: このデスクトップには、Wayland アプリがグローバルホットキーに必要とする GlobalShortcuts ポータルがありません（GNOME 48 以降、KDE Plasma、Hyprland にはあります）。代わりに、デスクトップのキーボード設定で下の Encore のコマンド（`encore toggle`、`encore next` など）にキーを割り当ててください。{media}',
    waylandPortal:
      'Wayland: Encore はデスクトップの GlobalShortcuts ポータルにホットキーを要求します。{how}{unknown}{identity}{media}',
    gnome: 'GNOME で一度だけ確認を求められます。',
    kde: 'KDE では、システム設定 → ショートカットに表示され、キーを変更できます。',
    otherDesktop: 'デスクトップによっては確認を求められます。',
    unknown: 'ポータルのないデスクトップでは無視されます。',
    identity:
      'Encore のデスクトップエントリー（{file}）がインストールされていません（AppImage はインストールしません）。新しいポータル（xdg-desktop-portal 1.21、GNOME 50）は、エントリーのないアプリのホットキーを通知なしに拒否します。.deb をインストールしてください。',
    browser:
      'ブラウザーモードではページの外のキーを受け取れません。グローバルホットキーはデスクトップアプリが登録します。',
    browserMedia: 'メディアキーはデスクトップのメディアコントロール（MPRIS）を通じて Encore に届きます。',
    media:
      'メディアキーは、ほかの音楽プレーヤーと同じように、デスクトップのメディアコントロール（MPRIS）を通じて Encore に届きます。',
    macWaiting:
      'グローバルホットキーはすべてのアプリで使えます。メディアキーは、システム設定 → プライバシーとセキュリティ → アクセシビリティでの許可を待っています。',
    macNeeds:
      'グローバルホットキーはすべてのアプリで使えます。メディアキーを使うには、システム設定 → プライバシーとセキュリティ → アクセシビリティで Encore を許可する必要があります。',
    windows: 'グローバルホットキーとメディアキーはすべてのアプリで使えます。',
    x11: 'グローバルホットキーは X サーバーを通じてすべてのアプリで使えます。{media}',
  },
}

export const hotkeyWords: AreaWords<HotkeyWords> = { en, de, ja }
