import type { Catalog } from '../en'

const app: Catalog['app'] = {
  store: {
    appReadFailed: 'Encore に接続できませんでした。',
    capabilitiesReadFailed: 'サービスで使える機能を確認できませんでした。',
    desktopReadFailed: 'デスクトップで使える機能を確認できませんでした。',
    historyReadFailed: '再生履歴の内容を確認できませんでした。',
    sessionReadFailed: 'ログインしているかどうかを確認できませんでした。',
    sessionUnreachable: 'Encore に接続できませんでした。Encore が起動しているか確認してください。',
    settingsReadFailed: '設定を読み込めませんでした。',
    settingsUnsaved: 'Encore に接続できなかったため、何も保存されていません。',
    settingsRepaired:
      '保存されていた設定の一部が無効だったため、初期値に戻しました: {paths}。詳しくは設定をご覧ください。',
    soloistReadFailed: 'このコンピューターの設定を読み込めませんでした。',
    soloistChangeFailed: 'このコンピューターの設定を変更できませんでした。',
    soloistDialogFailed: '今はファイルを選ぶダイアログを開けませんでした。',
    updatesReadFailed: 'アップデートがあるかどうかを確認できませんでした。',
    updatesCheckFailed: '今はアップデートを確認できませんでした。',
    updatesDownloadFailed: 'ダウンロードを開始できませんでした。',
    outboxReadFailed: '送信待ちの変更を確認できませんでした。',
    outboxCancelFailed: 'Encore に接続できなかったため、変更は送信待ちのままです。',
    requestsReadFailed: 'リクエストの数を数えられませんでした。',
  },
  notices: {
    undone: '元に戻しました: {what}',
    redone: 'やり直しました: {what}',
  },
  setup: {
    clientIdEmpty: 'Spotify アプリのクライアント ID を入力してください。',
    clientIdDemo:
      '「{value}」はエミュレーターでのデモの名前で、クライアント ID ではありません。クライアント ID は 0–9 と a–f の 32 文字です。npm run emulator の起動時に表示される clientId (この形式です) を入力するか、エミュレーターを自動で起動するデモを選んでください。',
    clientIdCharacter:
      'クライアント ID に使える文字は 0–9 と a–f だけで、「{wrong}」は使えません。Spotify ダッシュボードのアプリのページからコピーしてください。',
    clientIdLength: 'クライアント ID は 32 文字ですが、入力されたものは {length} 文字です。',
    portEmpty: '登録したリダイレクト URI のポートを入力してください。',
    portNotWhole: 'ポートは 8888 のような整数です。',
    portRange: '1024 から 65535 までのポートを使ってください。',
    urlTooLong: 'URL が長すぎます。',
    urlNotService: 'https:// の URL (127.0.0.1 では http://) を、クエリや認証情報なしで入力してください。',
    urlNotApi: 'API のベース URL は /v1 で終わります。',
  },
  number: {
    notWhole: '整数を入力してください。',
    outOfRange: '{min} から {max} までの数を入力してください。',
  },
  lyricsAddress: {
    tooLong: 'アドレスが長すぎます。',
    notLyrics:
      'LRCLIB サービスのアドレスを、http:// または https:// で、クエリや認証情報なしで入力してください。',
  },
  musicKey: {
    none: 'キーが検出されませんでした',
    major: '{name} メジャー',
    minor: '{name} マイナー',
    note: {
      c: 'C',
      cSharp: 'C♯',
      d: 'D',
      dSharp: 'D♯',
      e: 'E',
      f: 'F',
      fSharp: 'F♯',
      g: 'G',
      gSharp: 'G♯',
      a: 'A',
      aSharp: 'A♯',
      b: 'B',
    },
  },
  selection: {
    none: '曲が選択されていません',
    tracks: '{count} 曲を選択中',
  },
  failure: {
    signIn: 'サービスへのログインを完了できませんでした。しばらくしてからもう一度お試しください。',
    playlistHidden:
      'Spotify では現在、プレイリストの曲はオーナーとコラボレーターにしか表示されないため、ここには表示されません。再生とシャッフル再生はこれまでどおり使えます。',
    INVALID_INPUT: '渡された内容が有効でないため、実行できませんでした。',
    UNKNOWN_METHOD:
      'このページと Encore が一致しないため、実行できませんでした。ページを再読み込みしてください。',
    FORBIDDEN: 'このページからの操作は拒否されました。Encore 自身のウィンドウかリンクから開いてください。',
    NOT_SIGNED_IN: 'この操作にはログインが必要です。',
    INSUFFICIENT_SCOPE:
      '現在のログインではこの操作が許可されていません。もう一度ログインしてアクセスを許可してください。',
    PREMIUM_REQUIRED: '再生を操作するには Premium アカウントが必要です。',
    NO_ACTIVE_DEVICE: 'どこでも再生されていません。まず再生するデバイスを選んでください。',
    RATE_LIMITED: 'サービスから少し待つよう求められました。しばらくしてからもう一度お試しください。',
    NETWORK:
      '現在サービスに接続できません。Encore が自動で再試行します。接続が戻ったらもう一度お試しください。',
    TIMEOUT: 'サービスの応答に時間がかかりすぎました。しばらくしてからもう一度お試しください。',
    ABORTED: 'キャンセルされました。',
    SERVICE_ERROR: 'サービスで問題が発生しました。しばらくしてからもう一度お試しください。',
    UNAVAILABLE: 'サービスはこの機能を提供していません。',
    QUOTA_EXCEEDED:
      'アプリがサービスへのリクエストを使い切りました。しばらくすると Encore が自動で再開します。',
    ACCOUNT_NOT_REGISTERED:
      'このアカウントはまだアプリを使えません。アプリの設定でアカウントを追加してください。',
    OWNER_PREMIUM_REQUIRED: 'サービスが応答するには、アプリの所有者に有効な Premium プランが必要です。',
    TRANSPORT_CLOSED: '現在このページから Encore に接続できません。自動で再接続します。',
    BACKLOGGED: 'Encore はまだ前の応答を処理中です。しばらくしてからもう一度お試しください。',
    INTERNAL:
      'Encore 内部で問題が発生しました。もう一度お試しください。繰り返し起こる場合は Encore を再起動してください。',
    generic: 'うまくいきませんでした。しばらくしてからもう一度お試しください。',
  },
  connection: {
    tooLarge: 'リクエストが大きすぎます。Encore が一度に受け取れるのは {megabytes} MB までです。',
    tooLargeReset:
      'リクエストが大きすぎます。Encore が一度に受け取れるのは {megabytes} MB までです。Encore は接続をリセットしました。',
    backlogged: 'このページが Encore の応答を読み取らなくなったため、Encore は接続を閉じました。',
    notThisStart:
      'このページは今回起動した Encore にログインしていません。Encore の起動時に表示されたリンクを開いてください。',
  },
  links: {
    unopened: {
      show: 'Encore ではまだポッドキャストを開けません。ポッドキャストには今後のバージョンで対応します。Spotify アプリで再生してください。',
      episode:
        'Encore ではまだエピソードを開けません。ポッドキャストには今後のバージョンで対応します。Spotify アプリで再生してください。',
    },
  },
  cover: {
    unreadable:
      'このファイルは Encore で読み込める画像ではありません。JPEG、PNG、GIF、WebP のいずれかの画像を選んでください。',
    noCanvas: 'このページでは画像を描画できないため、カバーを用意できません。',
    tooLarge:
      'カバーに使えるサイズ (256 KB) まで画像を小さくできませんでした。もっとシンプルな画像をお試しください。',
  },
}

export default app
