import type pagesEnglish from '../en/pages'

const pages: typeof pagesEnglish = {
  showMore: 'Mehr anzeigen',
  albumType: {
    album: 'Album',
    single: 'Single',
    compilation: 'Compilation',
  },
  albumGroup: {
    album: 'Alben',
    single: 'Singles und EPs',
    appears_on: 'Enthalten in',
    compilation: 'Compilations',
  },
  albumGroupMore: {
    album: 'Alben',
    single: 'Singles und EPs',
    appears_on: 'Enthalten in',
    compilation: 'Compilations',
  },
  album: {
    openFailed: 'Encore konnte dieses Album nicht öffnen.',
  },
  artist: {
    openFailed: 'Encore konnte diesen Künstler nicht öffnen.',
    topTracks: 'Beliebte Titel',
    noTopTracks: 'In diesem Markt gibt es keine beliebten Titel.',
    albumsFailed: 'Encore konnte diese Alben nicht lesen.',
  },
  show: {
    openFailed: 'Encore konnte diesen Podcast nicht öffnen.',
    moreFailed: 'Encore konnte keine weiteren Folgen lesen.',
    moreEpisodes: 'Mehr Folgen anzeigen',
    noEpisodes: 'Dieser Podcast hat noch keine Folgen.',
    episodesOf: 'Folgen von {name}',
  },
  episode: {
    kind: 'Folge',
    openFailed: 'Encore konnte diese Folge nicht öffnen.',
    played: 'Gehört',
    left: 'noch {time}',
    about: 'Über diese Folge',
  },
  audiobook: {
    kind: 'Hörbuch',
    openFailed:
      'Encore konnte dieses Hörbuch nicht öffnen (Hörbücher gibt es nur in wenigen Ländern zu kaufen).',
    moreFailed: 'Encore konnte keine weiteren Kapitel lesen.',
    readBy: '{authors}, gelesen von {narrators}',
    chapters: 'Kapitel',
    moreChapters: 'Mehr Kapitel anzeigen',
    chaptersOf: 'Kapitel von {name}',
  },
  track: {
    kind: 'Titel',
    openFailed: 'Encore konnte diesen Titel nicht öffnen.',
    featuresFailed: 'Encore konnte die Audiomerkmale dieses Titels nicht lesen.',
    analysisFailed: 'Encore konnte die Audioanalyse dieses Titels nicht lesen.',
    features: 'Audiomerkmale',
    analysis: 'Audioanalyse',
  },
  user: {
    kind: 'Profil',
    profiles: 'Profile',
    openFailed: 'Encore konnte dieses Profil nicht öffnen.',
    playlistsFailed: 'Encore konnte diese Playlists nicht lesen.',
    yours: 'Deine Playlists',
    public: 'Öffentliche Playlists',
    noPublic: 'Keine öffentlichen Playlists.',
    noneYet: 'Du hast noch keine Playlists.',
  },
  notFound: {
    title: 'Hier ist nichts',
    before: 'Encore hat keine Seite unter',
    after: '. Sie stammt vielleicht aus einem älteren Link.',
    home: 'Zur Startseite',
  },
}

export default pages
