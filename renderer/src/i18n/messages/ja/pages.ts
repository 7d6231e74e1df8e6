import type pagesEnglish from '../en/pages'

const pages: typeof pagesEnglish = {
  showMore: 'さらに表示',
  albumType: {
    album: 'アルバム',
    single: 'シングル',
    compilation: 'コンピレーション',
  },
  albumGroup: {
    album: 'アルバム',
    single: 'シングルと EP',
    appears_on: '参加作品',
    compilation: 'コンピレーション',
  },
  albumGroupMore: {
    album: 'アルバム',
    single: 'シングルと EP',
    appears_on: '参加作品',
    compilation: 'コンピレーション',
  },
  album: {
    openFailed: 'このアルバムを開けませんでした。',
  },
  artist: {
    openFailed: 'このアーティストを開けませんでした。',
    topTracks: '人気曲',
    noTopTracks: 'この地域では人気曲がありません。',
    albumsFailed: 'これらのアルバムを読み込めませんでした。',
  },
  show: {
    openFailed: 'この番組を開けませんでした。',
    moreFailed: 'これ以上のエピソードを読み込めませんでした。',
    moreEpisodes: 'エピソードをさらに表示',
    noEpisodes: 'この番組にはまだエピソードがありません。',
    episodesOf: '{name} のエピソード',
  },
  episode: {
    kind: 'エピソード',
    openFailed: 'このエピソードを開けませんでした。',
    played: '再生済み',
    left: '残り {time}',
    about: 'このエピソードについて',
  },
  audiobook: {
    kind: 'オーディオブック',
    openFailed:
      'このオーディオブックを開けませんでした（オーディオブックは一部の国でのみ販売されています）。',
    moreFailed: 'これ以上のチャプターを読み込めませんでした。',
    readBy: '{authors}（朗読: {narrators}）',
    chapters: 'チャプター',
    moreChapters: 'チャプターをさらに表示',
    chaptersOf: '{name} のチャプター',
  },
  track: {
    kind: '曲',
    openFailed: 'この曲を開けませんでした。',
    featuresFailed: 'この曲のオーディオ特性を読み込めませんでした。',
    analysisFailed: 'この曲のオーディオ分析を読み込めませんでした。',
    features: 'オーディオ特性',
    analysis: 'オーディオ分析',
  },
  user: {
    kind: 'プロフィール',
    profiles: 'プロフィール',
    openFailed: 'このプロフィールを開けませんでした。',
    playlistsFailed: 'これらのプレイリストを読み込めませんでした。',
    yours: 'マイプレイリスト',
    public: '公開プレイリスト',
    noPublic: '公開プレイリストはありません。',
    noneYet: 'プレイリストはまだありません。',
  },
  notFound: {
    title: 'ページが見つかりません',
    before: 'Encore に次のページはありません:',
    after: '。古いリンクから開いた可能性があります。',
    home: 'ホームへ移動',
  },
}

export default pages
