import type { AreaWords } from '../../base/words'

/**
 * What the desktop service says itself, in each language (core/base/words.ts): the notification the first time
 * closing the window keeps Encore in the tray, and macOS's question before the media keys' permission.
 */
const en = {
  closedToTray:
    'Encore is still running in the tray, so hotkeys and the mini player keep working. Choose Quit Encore from the tray menu to end it.',
  accessibility: {
    message: 'Let Encore receive the media keys?',
    detail:
      'macOS passes the Play/Pause, Next and Previous keys to an app only once you allow it under System Settings → Privacy & Security → Accessibility. Encore uses this permission for the media keys and nothing else. Your other hotkeys work without it.',
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
}

const ja: DesktopWords = {
  closedToTray:
    'Encore はトレイで動作を続けているため、ホットキーとミニプレーヤーは引き続き使えます。終了するには、トレイメニューから「Encore を終了」を選んでください。',
  accessibility: {
    message: 'Encore がメディアキーを受け取れるようにしますか？',
    detail:
      'macOS は、システム設定 → プライバシーとセキュリティ → アクセシビリティで許可したアプリにだけ、再生/一時停止・次へ・前へのキーを渡します。Encore はこの許可をメディアキーのためだけに使います。その他のホットキーは許可がなくても使えます。',
  },
}

export const desktopWords: AreaWords<DesktopWords> = { en, de, ja }
