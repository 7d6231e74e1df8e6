import type discoverEnglish from '../en/discover'

const discover: typeof discoverEnglish = {
  home: {
    eyebrow: 'ホーム',
    hello: 'こんにちは、{name}さん',
    welcome: 'ようこそ',
    appName: 'Encore',
    lead: 'あなたの音楽のためのリモコン、トレイのミニプレーヤー、ライブラリブラウザです。Encore 自体は音を再生せず、普段お使いのデバイスを操作します。',
    version: 'バージョン',
    runningAs: '実行形態',
    desktopApp: 'デスクトップアプリ',
    browserMode: 'ブラウザモード',
    service: 'サービス',
    spotify: 'Spotify',
    demoService: '内蔵のデモサービス',
    historyEmpty:
      'ホームは聴くほど充実します。Encore は、ここで再生したものとサービスの「最近再生した項目」を、このパソコンに記録します。',
  },
  shelf: {
    actionsFor: '{name}の操作',
    scrollBack: '{title}を前へスクロール',
    scrollOn: '{title}を次へスクロール',
    back: '前へ',
    on: '次へ',
    loading: '読み込んでいます…',
    empty: 'まだ何もありません。',
    trackBy: '{artists}の{name}',
  },
  classic: {
    newReleases: 'ニューリリース',
    featured: 'おすすめのプレイリスト',
    categories: 'カテゴリー',
    browseAll: 'すべて見る',
    byOwner: '作成者：{owner}',
    releasesFailed: 'Encore はニューリリースを読み込めませんでした。',
    featuredFailed: 'Encore はおすすめのプレイリストを読み込めませんでした。',
    categoriesFailed: 'Encore はカテゴリーを読み込めませんでした。',
  },
  followed: {
    title: 'フォロー中のアーティストの新作',
    failed: 'Encore はフォロー中のアーティストの新作を読み込めませんでした。',
    kind: {
      album: 'アルバム',
      single: 'シングル',
      compilation: 'コンピレーション',
      other: 'リリース',
    },
    progress:
      'フォロー中のアーティスト {followed} 人のうち、これまでに {checked} 人を確認しました。確認は 1 人につき 1 日 1 回です。',
  },
  jumpBackIn: {
    title: '前回の続き',
    failed: 'Encore は前回の続きを読み込めませんでした。',
    kind: {
      album: 'アルバム',
      playlist: 'プレイリスト',
      artist: 'アーティスト',
      show: 'ポッドキャスト',
      audiobook: 'オーディオブック',
    },
    unnamed: {
      album: '再生したアルバム',
      playlist: '再生したプレイリスト',
      artist: '再生したアーティスト',
      show: '再生したポッドキャスト',
      audiobook: '再生したオーディオブック',
    },
    resume: '前回の続きから再生',
    open: '開く',
    copyLink: 'リンクをコピー',
  },
  played: '{when}に再生',
  onRepeat: {
    title: 'リピート中',
    subtitle: '過去 {days} 日間に最もよく聴いた曲です。',
    failed: 'Encore はリピート中の曲を読み込めませんでした。',
    plays: '{count} 回再生',
  },
  recent: {
    title: '最近再生した項目',
    playAgain: 'もう一度再生',
    failed: 'Encore は最近再生した項目を読み込めませんでした。',
  },
  rediscover: {
    title: '再発見',
    subtitle: '6 か月以上再生していない保存済みの曲です。',
    failed: 'Encore は忘れかけたお気に入りを読み込めませんでした。',
    lastPlayed: '最後の再生：{when}',
    saved: '保存：{when}',
  },
  yourTop: {
    title: 'あなたのトップ',
    timeRange: '期間',
    range: {
      short_term: '4 週間',
      medium_term: '6 か月',
      long_term: '全期間',
    },
    artists: 'トップアーティスト',
    tracks: 'トップ曲',
    empty: 'この期間の再生はまだ十分ではありません。',
    artist: 'アーティスト',
    artistsFailed: 'Encore はトップアーティストを読み込めませんでした。',
    tracksFailed: 'Encore はトップ曲を読み込めませんでした。',
  },
}

export default discover
