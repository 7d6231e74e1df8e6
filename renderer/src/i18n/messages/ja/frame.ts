import type frameEnglish from '../en/frame'

const frame: typeof frameEnglish = {
  time: {
    justNow: 'たった今',
    at: '{time}',
    tomorrowAt: '明日 {time}',
    weekdayAt: '{weekday} {time}',
    on: '{date}',
    yesterdayAt: '昨日 {time}',
    onAt: '{date} {time}',
  },
  player: {
    skipping: 'スキップしています…',
    goingBack: '前に戻っています…',
  },
  account: {
    free: 'Free',
  },
  skip: 'コンテンツへスキップ',
  sidebar: {
    main: 'メイン',
    place: {
      home: 'ホーム',
      search: '検索',
      browse: '見つける',
      radio: 'ラジオ',
      library: 'ライブラリ',
      listening: 'リスニング',
      nowPlaying: '再生中',
      settings: '設定',
    },
    show: 'サイドバーを表示',
    hide: 'サイドバーを隠す',
    goTo: '移動…',
    goToKeys: '移動…（{keys}）',
    split: '場所とプレイリスト',
    splitValue: '場所を {percent}% 表示',
    splitTitle: 'ドラッグするか矢印キーで、プレイリストの表示領域を広げます',
  },
  status: {
    label: 'ステータス',
    desktopApp: 'デスクトップアプリ',
    browserMode: 'ブラウザモード',
    demoService: 'デモサービス',
    connecting: '接続しています…',
  },
  notices: {
    times: '（{count} 回）',
    dismiss: '閉じる',
  },
  outbox: {
    waiting: '{count} 件の変更が送信待ち',
    cancel: '{change} を取り消す',
    more: 'ほか {count} 件の変更',
    lost: '{count} 件の変更がまだ送信されておらず、今ログアウトすると失われます：{changes}。',
    kept: '{count} 件の変更がまだ送信されていません。このコンピュータに残り、{back} に戻って同じユーザーでログインすると送信されます。',
    title: 'サービスが受け付け次第 Encore が送信する変更',
    dialog: '送信待ちの変更',
    intro: 'Encore はこれらを完了として表示し、サービスが受け付け次第、順番に 1 回ずつ送信します。',
    nextTry: '次の試行：',
    onItsWay: '送信中のため、取り消せません。',
    cancelShort: '取り消す',
    empty: '送信待ちはありません。すべての変更は送信されたか取り消されました。',
    done: '完了',
  },
}

export default frame
