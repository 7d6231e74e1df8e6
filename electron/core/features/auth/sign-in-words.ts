import type { AreaWords } from '../../base/words'

/**
 * What the sign-in says itself, in each language (core/base/words.ts): the page the browser shows after the
 * sign-in page answered (loopback-receiver.ts), why a sign-in ended or did not start, and why a kept one ended.
 */
const en = {
  page: {
    notPart: 'Not part of the sign-in',
    elsewhere: 'This address belongs to Encore’s sign-in and has nothing else to show.',
    method: 'The sign-in answer arrives as a plain link; this request was refused.',
    unreadable: 'This request could not be read.',
    refused: 'This answer was refused',
    declined: 'Sign-in declined',
    failed: 'Sign-in failed',
    back: 'Back to Encore',
    finishing: 'Encore received the answer and is finishing the sign-in. You can close this tab.',
    finished: 'Already finished',
    finishedMessage: 'This sign-in has already finished; nothing more is accepted.',
    closeTab: '{message} You can close this tab.',
  },
  answer: {
    noState:
      'The answer from the sign-in page carried no state, so Encore cannot tell it belongs to this sign-in. Nothing was signed in; start again from Encore.',
    otherState:
      'The answer from the sign-in page belongs to another sign-in attempt (the state does not match). Nothing was signed in; start again from Encore.',
    declined: 'You declined the request on the consent page, so Encore is not signed in.',
    error: 'The service’s sign-in page answered with the error “{error}”. Nothing was signed in.',
    noCode: 'The service sent the browser back without an authorization code. Nothing was signed in.',
    timedOut: 'No answer came back from the sign-in page within {span}. Start again when you are ready.',
    minutes: '{count} minute | {count} minutes',
    seconds: '{count} second | {count} seconds',
  },
  reason: {
    cancelled: 'You cancelled the sign-in.',
    signedOut: 'You signed out. Your sign-in was forgotten on this computer.',
    switchedToDemo: 'You switched to the demo service; sign in to continue.',
    switchedToSpotify: 'You switched to Spotify; sign in to continue.',
    spotifyChanged: 'Your Spotify settings changed; sign in again to use them.',
    renewFailed:
      'Encore could not renew your Spotify sign-in. It is still kept: choose Sign in to try again.',
    keptUnreadable: 'Encore could not read the sign-in it kept on this computer: {reason}. Sign in again.',
  },
  ended: {
    spotifyExpired:
      'Your Spotify sign-in expired: Spotify ends each sign-in six months after you agreed, however often Encore renewed it. Sign in again to continue.',
    demoExpired: 'Your sign-in to the demo service expired. Sign in again to continue.',
    spotifyRevoked:
      'Spotify revoked your sign-in: sign-ins end six months after you agreed, or when the access is removed from your account. Sign in again to continue.',
    demoRevoked: 'The demo service revoked your sign-in. Sign in again to continue.',
    spotify: 'Spotify',
    demo: 'The demo service',
    answerLost:
      "{service} did not answer Encore's renewal of your sign-in in time, then no longer accepted it: it most likely renewed it, but its answer never arrived. Sign in again to continue: your library, your listening history, the changes waiting to be sent and your settings are kept.",
    refused:
      '{service} no longer accepts your sign-in: it was revoked, it expired, or it was replaced by a newer one. Sign in again to continue.',
  },
  service: {
    timedOut: 'The sign-in service at {origin} did not answer within {span}.',
    unreachable: 'Encore could not reach the sign-in service at {origin} ({reason}).',
    unexplained: 'The sign-in service at {origin} answered {status} without an explanation.',
    notTokens: 'The sign-in service at {origin} answered with something that is not a token response.',
    notCompleted: 'The sign-in could not be completed: {reason}',
    notStarted: 'The sign-in could not start: {reason}',
  },
  refusal: {
    clientId:
      'Spotify needs your own Client ID first: create an app in the Spotify developer dashboard and enter its Client ID in Settings.',
    nothingWaiting: 'No sign-in is waiting for its page: start the sign-in again.',
    noBrowser: 'Encore cannot open a browser here; use the link to the sign-in page.',
    portInUse:
      'Port {port} on 127.0.0.1 is in use by another program, so Encore cannot receive the sign-in there. Close that program, or choose another redirect port and register the matching redirect URI.',
    cannotListen: 'Encore could not listen on 127.0.0.1 for the sign-in: {reason}',
    demoSilent: 'The demo service is not answering right now. Sign in again in a moment.',
  },
}

export type SignInWords = typeof en

const de: SignInWords = {
  page: {
    notPart: 'Nicht Teil der Anmeldung',
    elsewhere: 'Diese Adresse gehört zur Anmeldung bei Encore und zeigt sonst nichts an.',
    method: 'Die Antwort der Anmeldung kommt als einfacher Link; diese Anfrage wurde abgelehnt.',
    unreadable: 'Diese Anfrage konnte nicht gelesen werden.',
    refused: 'Diese Antwort wurde abgelehnt',
    declined: 'Anmeldung abgelehnt',
    failed: 'Anmeldung fehlgeschlagen',
    back: 'Zurück zu Encore',
    finishing:
      'Encore hat die Antwort erhalten und schließt die Anmeldung ab. Du kannst diesen Tab schließen.',
    finished: 'Bereits abgeschlossen',
    finishedMessage: 'Diese Anmeldung ist bereits abgeschlossen; es wird nichts mehr angenommen.',
    closeTab: '{message} Du kannst diesen Tab schließen.',
  },
  answer: {
    noState:
      'Die Antwort der Anmeldeseite enthielt keinen State, daher kann Encore nicht erkennen, ob sie zu dieser Anmeldung gehört. Es wurde nichts angemeldet; starte die Anmeldung in Encore neu.',
    otherState:
      'Die Antwort der Anmeldeseite gehört zu einem anderen Anmeldeversuch (der State stimmt nicht überein). Es wurde nichts angemeldet; starte die Anmeldung in Encore neu.',
    declined: 'Du hast die Anfrage auf der Zustimmungsseite abgelehnt, daher ist Encore nicht angemeldet.',
    error:
      'Die Anmeldeseite des Dienstes hat mit dem Fehler „{error}“ geantwortet. Es wurde nichts angemeldet.',
    noCode: 'Der Dienst hat den Browser ohne Autorisierungscode zurückgeschickt. Es wurde nichts angemeldet.',
    timedOut:
      'Von der Anmeldeseite kam innerhalb von {span} keine Antwort. Starte neu, wenn du so weit bist.',
    minutes: '{count} Minute | {count} Minuten',
    seconds: '{count} Sekunde | {count} Sekunden',
  },
  reason: {
    cancelled: 'Du hast die Anmeldung abgebrochen.',
    signedOut: 'Du hast dich abgemeldet. Deine Anmeldung wurde auf diesem Computer vergessen.',
    switchedToDemo: 'Du bist zum Demo-Dienst gewechselt; melde dich an, um fortzufahren.',
    switchedToSpotify: 'Du bist zu Spotify gewechselt; melde dich an, um fortzufahren.',
    spotifyChanged:
      'Deine Spotify-Einstellungen haben sich geändert; melde dich erneut an, um sie zu verwenden.',
    renewFailed:
      'Encore konnte deine Spotify-Anmeldung nicht erneuern. Sie bleibt gespeichert: Wähle „Anmelden“, um es erneut zu versuchen.',
    keptUnreadable:
      'Encore konnte die auf diesem Computer gespeicherte Anmeldung nicht lesen: {reason}. Melde dich erneut an.',
  },
  ended: {
    spotifyExpired:
      'Deine Spotify-Anmeldung ist abgelaufen: Spotify beendet jede Anmeldung sechs Monate nach deiner Zustimmung, egal wie oft Encore sie erneuert hat. Melde dich erneut an, um fortzufahren.',
    demoExpired: 'Deine Anmeldung beim Demo-Dienst ist abgelaufen. Melde dich erneut an, um fortzufahren.',
    spotifyRevoked:
      'Spotify hat deine Anmeldung widerrufen: Anmeldungen enden sechs Monate nach deiner Zustimmung oder wenn der Zugriff aus deinem Konto entfernt wird. Melde dich erneut an, um fortzufahren.',
    demoRevoked: 'Der Demo-Dienst hat deine Anmeldung widerrufen. Melde dich erneut an, um fortzufahren.',
    spotify: 'Spotify',
    demo: 'Der Demo-Dienst',
    answerLost:
      '{service} hat auf die Erneuerung deiner Anmeldung durch Encore nicht rechtzeitig geantwortet und sie danach nicht mehr akzeptiert: Wahrscheinlich wurde sie erneuert, aber die Antwort kam nie an. Melde dich erneut an, um fortzufahren: Deine Bibliothek, dein Wiedergabeverlauf, die noch zu sendenden Änderungen und deine Einstellungen bleiben erhalten.',
    refused:
      '{service} akzeptiert deine Anmeldung nicht mehr: Sie wurde widerrufen, ist abgelaufen oder wurde durch eine neuere ersetzt. Melde dich erneut an, um fortzufahren.',
  },
  service: {
    timedOut: 'Der Anmeldedienst unter {origin} hat nicht innerhalb von {span} geantwortet.',
    unreachable: 'Encore konnte den Anmeldedienst unter {origin} nicht erreichen ({reason}).',
    unexplained: 'Der Anmeldedienst unter {origin} hat mit {status} ohne Erklärung geantwortet.',
    notTokens: 'Der Anmeldedienst unter {origin} hat mit etwas geantwortet, das keine Token-Antwort ist.',
    notCompleted: 'Die Anmeldung konnte nicht abgeschlossen werden: {reason}',
    notStarted: 'Die Anmeldung konnte nicht starten: {reason}',
  },
  refusal: {
    clientId:
      'Spotify braucht zuerst deine eigene Client-ID: Erstelle eine App im Spotify-Entwickler-Dashboard und trage ihre Client-ID in den Einstellungen ein.',
    nothingWaiting: 'Keine Anmeldung wartet auf ihre Seite: Starte die Anmeldung neu.',
    noBrowser: 'Encore kann hier keinen Browser öffnen; nutze den Link zur Anmeldeseite.',
    portInUse:
      'Port {port} auf 127.0.0.1 wird von einem anderen Programm verwendet, daher kann Encore die Anmeldung dort nicht empfangen. Schließe dieses Programm oder wähle einen anderen Weiterleitungsport und registriere die passende Weiterleitungs-URI.',
    cannotListen: 'Encore konnte für die Anmeldung nicht auf 127.0.0.1 warten: {reason}',
    demoSilent: 'Der Demo-Dienst antwortet gerade nicht. Melde dich gleich noch einmal an.',
  },
}

const ja: SignInWords = {
  page: {
    notPart: 'ログインの一部ではありません',
    elsewhere: 'このアドレスは Encore のログイン専用で、ほかに表示するものはありません。',
    method: 'ログインの応答は通常のリンクとして届きます。このリクエストは拒否されました。',
    unreadable: 'このリクエストを読み取れませんでした。',
    refused: 'この応答は拒否されました',
    declined: 'ログインが拒否されました',
    failed: 'ログインに失敗しました',
    back: 'Encore に戻ってください',
    finishing: 'Encore が応答を受け取り、ログインを完了しています。このタブは閉じてかまいません。',
    finished: 'すでに完了しています',
    finishedMessage: 'このログインはすでに完了しています。これ以上は受け付けません。',
    closeTab: '{message}このタブは閉じてかまいません。',
  },
  answer: {
    noState:
      'ログインページからの応答に state が含まれていないため、このログインのものか Encore には判断できません。ログインは行われていません。Encore からもう一度始めてください。',
    otherState:
      'ログインページからの応答は別のログインのものです（state が一致しません）。ログインは行われていません。Encore からもう一度始めてください。',
    declined: '同意ページでリクエストを拒否したため、Encore にはログインしていません。',
    error: 'サービスのログインページがエラー「{error}」を返しました。ログインは行われていません。',
    noCode: 'サービスが認証コードなしでブラウザーを戻しました。ログインは行われていません。',
    timedOut: '{span}以内にログインページから応答がありませんでした。準備ができたらもう一度始めてください。',
    minutes: '{count} 分',
    seconds: '{count} 秒',
  },
  reason: {
    cancelled: 'ログインをキャンセルしました。',
    signedOut: 'ログアウトしました。このコンピューターからログイン情報を削除しました。',
    switchedToDemo: 'デモサービスに切り替えました。続けるにはログインしてください。',
    switchedToSpotify: 'Spotify に切り替えました。続けるにはログインしてください。',
    spotifyChanged: 'Spotify の設定が変わりました。新しい設定を使うには、もう一度ログインしてください。',
    renewFailed:
      'Spotify のログインを更新できませんでした。ログイン情報は保存されたままです。「ログイン」を選んでもう一度お試しください。',
    keptUnreadable:
      'このコンピューターに保存したログイン情報を読み取れませんでした: {reason}。もう一度ログインしてください。',
  },
  ended: {
    spotifyExpired:
      'Spotify のログインの有効期限が切れました。Spotify は、Encore が何度更新しても、同意から 6 か月でログインを終了します。続けるにはもう一度ログインしてください。',
    demoExpired: 'デモサービスのログインの有効期限が切れました。続けるにはもう一度ログインしてください。',
    spotifyRevoked:
      'Spotify がログインを取り消しました。ログインは、同意から 6 か月後か、アカウントからアクセスが削除されたときに終了します。続けるにはもう一度ログインしてください。',
    demoRevoked: 'デモサービスがログインを取り消しました。続けるにはもう一度ログインしてください。',
    spotify: 'Spotify ',
    demo: 'デモサービス',
    answerLost:
      '{service}が Encore によるログインの更新に時間内に応答せず、その後ログインを受け付けなくなりました。更新はおそらく行われましたが、その応答が届きませんでした。続けるにはもう一度ログインしてください。ライブラリ、再生履歴、送信待ちの変更、設定はそのまま残ります。',
    refused:
      '{service}はログインを受け付けなくなりました。取り消されたか、期限が切れたか、新しいログインに置き換えられました。続けるにはもう一度ログインしてください。',
  },
  service: {
    timedOut: '{origin} のログインサービスが {span}以内に応答しませんでした。',
    unreachable: '{origin} のログインサービスに接続できませんでした（{reason}）。',
    unexplained: '{origin} のログインサービスが説明なしで {status} を返しました。',
    notTokens: '{origin} のログインサービスが、トークンの応答ではないものを返しました。',
    notCompleted: 'ログインを完了できませんでした: {reason}',
    notStarted: 'ログインを開始できませんでした: {reason}',
  },
  refusal: {
    clientId:
      'Spotify を使うには、まず自分の Client ID が必要です。Spotify の開発者ダッシュボードでアプリを作成し、その Client ID を設定に入力してください。',
    nothingWaiting: 'ページを待っているログインはありません。もう一度ログインを始めてください。',
    noBrowser: 'ここでは Encore がブラウザーを開けません。ログインページへのリンクを使ってください。',
    portInUse:
      '127.0.0.1 のポート {port} は別のプログラムが使用しているため、Encore はそこでログインを受け取れません。そのプログラムを閉じるか、別のリダイレクトポートを選んで、対応するリダイレクト URI を登録してください。',
    cannotListen: 'ログインのために 127.0.0.1 で待ち受けできませんでした: {reason}',
    demoSilent: 'デモサービスが現在応答していません。少ししてからもう一度ログインしてください。',
  },
}

export const signInWords: AreaWords<SignInWords> = { en, de, ja }
