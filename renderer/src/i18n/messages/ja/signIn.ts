import type signInEnglish from '../en/signIn'

const signIn: typeof signInEnglish = {
  account: {
    storage: {
      demo: 'デモのログインは保存されません。Encore は起動するたびにデモに再ログインします。',
      encrypted: 'ログイン情報はシステムのキーチェーンで暗号化して保存されています。',
      ownerOnly: 'ログイン情報は、あなたのユーザーアカウントだけが読めるファイルに保存されています。',
      unencrypted: 'ログイン情報は、許可されたとおり暗号化せずにディスクに保存されています。',
      memory: 'ログイン情報はメモリにのみ保存されています。Encore を再起動したら再度ログインしてください。',
    },
    notGiven: 'サービスから提供されていません',
    title: 'アカウント',
    description: 'Encore が誰として操作するか、ログイン情報をどこに保存するか。',
    email: 'メール',
    notShared: '共有されていません',
    plan: 'プラン',
    permissions: '権限',
    granted: '{all} 件中 {granted} 件を許可',
    signOut: 'ログアウト',
    nobody: 'ログインしていません。',
    goToSignIn: 'ログインへ',
    cannotEncrypt: 'このシステムではログイン情報を暗号化できません',
    cannotEncryptBody:
      'キーリング（GNOME Keyring や KWallet など）が使えないため、Encore はログイン情報をメモリに保持し、再起動のたびに再ログインが必要です。それでも保存することはできますが、その場合はあなたのユーザーとして動くどのプログラムでも読み取れ、ログアウトするまであなたの Spotify アカウントを操作できます。',
    storeUnencrypted: 'ログイン情報を暗号化せずにこのコンピュータに保存',
  },
  service: {
    theDemo: 'デモサービス',
    thenSpotify:
      'その後、ご自身の Spotify アプリ経由で Spotify アカウントにログインしてください（下で設定します）。',
    thenDemo: 'その後、クリックひとつでデモにログインします。',
    signsOut: 'Encore は {service} からログアウトし、元に戻すまでその内容を表示しません。',
    toSpotify: 'Spotify に切り替え',
    toDemo: 'デモサービスに切り替え',
    confirm: 'ログアウトして切り替え',
    title: 'サービス',
    description: 'Encore が接続するサービス。',
    demo: 'デモサービス',
    demoHint: '内蔵：このコンピュータ上のサンプルライブラリ。',
    spotifyHint: 'ご自身の Spotify アプリ経由で、あなたのアカウントを使います。',
    switchHint: 'サービスを切り替えると、現在のサービスからログアウトします（事前に確認します）。',
    skipConsent: 'デモの同意ページを省略',
    skipConsentHint: 'ブラウザを開かずに、クリックひとつでデモにログインします。',
  },
}

export default signIn
