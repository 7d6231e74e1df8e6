import type discoverEnglish from '../en/discover'

const discover: typeof discoverEnglish = {
  home: {
    eyebrow: 'Startseite',
    hello: 'Hallo, {name}',
    welcome: 'Willkommen bei',
    appName: 'Encore',
    lead: 'Fernbedienung, Miniplayer im Infobereich und Bibliotheksbrowser für deine Musik. Encore spielt selbst keinen Ton ab: Es steuert die Geräte, auf denen du ohnehin hörst.',
    version: 'Version',
    runningAs: 'Läuft als',
    desktopApp: 'Desktop-App',
    browserMode: 'Browsermodus',
    service: 'Dienst',
    spotify: 'Spotify',
    demoService: 'Eingebauter Demodienst',
    historyEmpty:
      'Die Startseite füllt sich, während du hörst: Encore merkt sich auf diesem Computer, was du hier abspielst, dazu, was der Dienst als zuletzt gehört auflistet.',
  },
  shelf: {
    actionsFor: 'Aktionen für {name}',
    scrollBack: '{title} zurückblättern',
    scrollOn: '{title} weiterblättern',
    back: 'Zurück',
    on: 'Weiter',
    loading: 'Wird geladen …',
    empty: 'Hier ist noch nichts.',
    trackBy: '{name} von {artists}',
  },
  classic: {
    newReleases: 'Neuerscheinungen',
    featured: 'Empfohlene Playlists',
    categories: 'Kategorien',
    browseAll: 'Alle durchstöbern',
    byOwner: 'Von {owner}',
    releasesFailed: 'Encore konnte die Neuerscheinungen nicht lesen.',
    featuredFailed: 'Encore konnte die empfohlenen Playlists nicht lesen.',
    categoriesFailed: 'Encore konnte die Kategorien nicht lesen.',
  },
  followed: {
    title: 'Neu von Künstlern, denen du folgst',
    failed: 'Encore konnte nicht lesen, was die Künstler veröffentlicht haben, denen du folgst.',
    kind: {
      album: 'Album',
      single: 'Single',
      compilation: 'Compilation',
      other: 'Veröffentlichung',
    },
    progress:
      'Bisher {checked} von {followed} Künstlern geprüft, denen du folgst; jeder wird einmal am Tag angesehen.',
  },
  jumpBackIn: {
    title: 'Weiterhören',
    failed: 'Encore konnte nicht lesen, wo du aufgehört hast.',
    kind: {
      album: 'Album',
      playlist: 'Playlist',
      artist: 'Künstler',
      show: 'Podcast',
      audiobook: 'Hörbuch',
    },
    unnamed: {
      album: 'Ein Album, das du gehört hast',
      playlist: 'Eine Playlist, die du gehört hast',
      artist: 'Ein Künstler, den du gehört hast',
      show: 'Ein Podcast, den du gehört hast',
      audiobook: 'Ein Hörbuch, das du gehört hast',
    },
    resume: 'Dort weiterspielen, wo du aufgehört hast',
    open: 'Öffnen',
    copyLink: 'Link kopieren',
  },
  played: 'Gehört {when}',
  onRepeat: {
    title: 'In Dauerschleife',
    subtitle: 'Was du in den letzten {days} Tagen am meisten gehört hast.',
    failed: 'Encore konnte nicht lesen, was du in Dauerschleife hörst.',
    plays: '{count} Wiedergabe | {count} Wiedergaben',
  },
  recent: {
    title: 'Zuletzt gehört',
    playAgain: 'Noch mal abspielen',
    failed: 'Encore konnte nicht lesen, was du zuletzt gehört hast.',
  },
  rediscover: {
    title: 'Wiederentdecken',
    subtitle: 'Gespeicherte Titel, die du seit sechs Monaten nicht gehört hast.',
    failed: 'Encore konnte deine vergessenen Lieblingstitel nicht lesen.',
    lastPlayed: 'Zuletzt gehört {when}',
    saved: 'Gespeichert {when}',
  },
  yourTop: {
    title: 'Deine Top-Liste',
    timeRange: 'Zeitraum',
    range: {
      short_term: '4 Wochen',
      medium_term: '6 Monate',
      long_term: 'Gesamte Zeit',
    },
    artists: 'Top-Künstler',
    tracks: 'Top-Titel',
    empty: 'In diesem Zeitraum hast du noch nicht genug gehört.',
    artist: 'Künstler',
    artistsFailed: 'Encore konnte deine Top-Künstler nicht lesen.',
    tracksFailed: 'Encore konnte deine Top-Titel nicht lesen.',
  },
}

export default discover
