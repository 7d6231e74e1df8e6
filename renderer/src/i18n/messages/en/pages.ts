/** The words of the pages of one thing (an album, artist, podcast, episode, audiobook, track, profile), and Not found. */
const pages = {
  showMore: 'Show more',
  albumType: {
    album: 'Album',
    single: 'Single',
    compilation: 'Compilation',
  },
  albumGroup: {
    album: 'Albums',
    single: 'Singles and EPs',
    appears_on: 'Appears on',
    compilation: 'Compilations',
  },
  albumGroupMore: {
    album: 'albums',
    single: 'singles and eps',
    appears_on: 'appears on',
    compilation: 'compilations',
  },
  album: {
    openFailed: 'Encore could not open this album.',
  },
  artist: {
    openFailed: 'Encore could not open this artist.',
    topTracks: 'Top tracks',
    noTopTracks: 'No top tracks in this market.',
    albumsFailed: 'Encore could not read these albums.',
  },
  show: {
    openFailed: 'Encore could not open this show.',
    moreFailed: 'Encore could not read more episodes.',
    moreEpisodes: 'Show more episodes',
    noEpisodes: 'This show has no episodes yet.',
    episodesOf: 'Episodes of {name}',
  },
  episode: {
    kind: 'Episode',
    openFailed: 'Encore could not open this episode.',
    played: 'Played',
    left: '{time} left',
    about: 'About this episode',
  },
  audiobook: {
    kind: 'Audiobook',
    openFailed: 'Encore could not open this audiobook (audiobooks are sold in a few countries only).',
    moreFailed: 'Encore could not read more chapters.',
    readBy: '{authors}, read by {narrators}',
    chapters: 'Chapters',
    moreChapters: 'Show more chapters',
    chaptersOf: 'Chapters of {name}',
  },
  track: {
    kind: 'Track',
    openFailed: 'Encore could not open this track.',
    featuresFailed: 'Encore could not read this track’s audio features.',
    analysisFailed: 'Encore could not read this track’s audio analysis.',
    features: 'Audio features',
    analysis: 'Audio analysis',
  },
  user: {
    kind: 'Profile',
    profiles: 'Profiles',
    openFailed: 'Encore could not open this profile.',
    playlistsFailed: 'Encore could not read these playlists.',
    yours: 'Your playlists',
    public: 'Public playlists',
    noPublic: 'No public playlists.',
    noneYet: 'You have no playlists yet.',
  },
  notFound: {
    title: 'Nothing here',
    before: 'Encore has no page at',
    after: '. It may have come from an older link.',
    home: 'Go to Home',
  },
}

export default pages
