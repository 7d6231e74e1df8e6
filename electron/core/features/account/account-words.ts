import type { AreaWords } from '../../base/words'

/**
 * What the account says itself, in each language (core/base/words.ts): what could not be kept on disk, the
 * demo service's problems, settings repaired at start, and a call that needs someone signed in.
 */
const en = {
  notKept: {
    signIn:
      'Encore could not save your sign-in in its data folder ({reason}); it lasts until Encore quits, then you sign in again.',
    document:
      'Encore could not save {name} in its data folder ({reason}); what it holds is kept only until Encore quits.',
  },
  demo: {
    notWritten:
      'The demo service could not save your demo library, playlists and player in {file} ({reason}); your changes last until Encore quits.',
    reset:
      'The demo service could not read {file} ({reason}); it was kept aside as {copy} and the demo starts afresh.',
    aCopy: 'a copy',
    unavailable: 'The built-in demo service is not available in this build of Encore.',
    cannotStart: 'The built-in demo service could not start ({reason}).',
  },
  signInFirst: 'Sign in first: nobody is signed in to a service.',
  repaired: {
    invalid: 'Some settings were invalid and were reset to their defaults: {fields}.',
    noService:
      'Your settings did not say which service Encore uses (the settings file was missing, empty or incomplete).',
    keptSpotify:
      '{said} Your sign-in was kept: Encore uses Spotify, with its Client ID and addresses as when you signed in.',
    keptDemo: '{said} Your sign-in was kept: Encore uses the demo service as when you signed in.',
  },
}

export type AccountWords = typeof en

const de: AccountWords = {
  notKept: {
    signIn:
      'Encore konnte deine Anmeldung nicht in seinem Datenordner speichern ({reason}); sie gilt, bis du Encore beendest, danach meldest du dich erneut an.',
    document:
      'Encore konnte {name} nicht in seinem Datenordner speichern ({reason}); der Inhalt bleibt nur erhalten, bis du Encore beendest.',
  },
  demo: {
    notWritten:
      'Der Demo-Dienst konnte deine Demo-Bibliothek, Playlists und den Player nicht in {file} speichern ({reason}); deine Änderungen bleiben erhalten, bis du Encore beendest.',
    reset:
      'Der Demo-Dienst konnte {file} nicht lesen ({reason}); die Datei wurde als {copy} beiseitegelegt, und die Demo beginnt von vorn.',
    aCopy: 'Kopie',
    unavailable: 'Der eingebaute Demo-Dienst ist in diesem Build von Encore nicht verfügbar.',
    cannotStart: 'Der eingebaute Demo-Dienst konnte nicht starten ({reason}).',
  },
  signInFirst: 'Melde dich zuerst an: Niemand ist bei einem Dienst angemeldet.',
  repaired: {
    invalid: 'Einige Einstellungen waren ungültig und wurden auf ihre Standardwerte zurückgesetzt: {fields}.',
    noService:
      'Deine Einstellungen sagten nicht, welchen Dienst Encore nutzt (die Einstellungsdatei fehlte, war leer oder unvollständig).',
    keptSpotify:
      '{said} Deine Anmeldung wurde beibehalten: Encore nutzt Spotify mit Client-ID und Adressen wie bei deiner Anmeldung.',
    keptDemo:
      '{said} Deine Anmeldung wurde beibehalten: Encore nutzt den Demo-Dienst wie bei deiner Anmeldung.',
  },
}

const ja: AccountWords = {
  notKept: {
    signIn:
      'データフォルダーにログイン情報を保存できませんでした（{reason}）。ログインは Encore を終了するまで有効で、その後はもう一度ログインが必要です。',
    document:
      'データフォルダーに {name} を保存できませんでした（{reason}）。内容は Encore を終了するまでしか保持されません。',
  },
  demo: {
    notWritten:
      'デモサービスがデモのライブラリ、プレイリスト、プレーヤーを {file} に保存できませんでした（{reason}）。変更は Encore を終了するまで有効です。',
    reset:
      'デモサービスが {file} を読み取れませんでした（{reason}）。ファイルは {copy} として退避し、デモを最初から始めます。',
    aCopy: 'コピー',
    unavailable: 'この Encore のビルドでは、内蔵のデモサービスを利用できません。',
    cannotStart: '内蔵のデモサービスを起動できませんでした（{reason}）。',
  },
  signInFirst: '先にログインしてください。どのサービスにもログインしていません。',
  repaired: {
    invalid: '無効な設定があったため、既定値に戻しました: {fields}。',
    noService:
      'Encore が使うサービスが設定に書かれていませんでした（設定ファイルがないか、空か、不完全でした）。',
    keptSpotify:
      '{said}ログインはそのままです。Encore はログインしたときと同じ Client ID とアドレスで Spotify を使います。',
    keptDemo: '{said}ログインはそのままです。Encore はログインしたときと同じくデモサービスを使います。',
  },
}

export const accountWords: AreaWords<AccountWords> = { en, de, ja }
