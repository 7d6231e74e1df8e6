import type shellEnglish from '../en/shell'

const shell: typeof shellEnglish = {
  language: {
    title: '言語',
    label: '言語',
    system: 'システムと同じ（{language}）',
    hint: 'Encore 自身の表示（メニュー、ボタン、お知らせ）の言語です。Spotify から届く名前は、Spotify の表記のまま表示されます。',
  },
  connection: {
    problemReconnecting: '{problem} 再接続しています…',
    dropped:
      'Encore との接続が切れました。再接続しています… 続く場合は Encore を起動し直し、新しいリンクを開いてください。',
  },
  status: {
    idle: {
      title: '再生中の曲はありません',
      body: '続きから聴けます。最近再生したものはこちらです。クリックひとつで始まります。',
    },
    noDevice: {
      title: '使えるデバイスがありません',
      body: 'Encore はあなたのデバイスで再生します。スマートフォンかパソコンで Spotify を開き、ここで選んでください。',
      detail: 'Spotify を開くと、少ししてそのスマートフォンやパソコンがここに表示されます。',
    },
    readOnly: {
      title: '無料アカウントでは表示のみで、操作はできません',
      body: 'これは無料アカウントです。再生中の曲の確認やライブラリの閲覧はできます。',
    },
    offline: {
      title: 'Encore はオフラインです',
      body: 'Encore がサービスに接続できません。表示が最新でない可能性があります。',
      detail:
        'その間、プレーヤーの操作は送信されません。保存やプレイリストの変更は待機し、接続が戻ると送信されます。',
    },
    rateLimited: {
      title: 'Encore は待機中です',
      body: 'サービスから間隔を空けるよう求められました。',
      detail: '{when} に読み込みと操作を再開します。',
    },
  },
  context: {
    album: 'アルバム',
    playlist: 'プレイリスト',
    artist: 'アーティスト',
    collection: 'マイライブラリ',
    show: 'ポッドキャスト',
    audiobook: 'オーディオブック',
    other: 'コンテキスト',
  },
}

export default shell
