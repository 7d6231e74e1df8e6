import type shellEnglish from '../en/shell'

const shell: typeof shellEnglish = {
  language: {
    title: 'Sprache',
    label: 'Sprache',
    system: 'Wie das System ({language})',
    hint: 'Encores eigene Wörter: Menüs, Schaltflächen und Hinweise. Namen von Spotify bleiben, wie Spotify sie liefert.',
  },
  connection: {
    problemReconnecting: '{problem} Verbindung wird wiederhergestellt …',
    dropped:
      'Die Verbindung zu Encore ist abgebrochen. Sie wird wiederhergestellt … Falls das so bleibt, starte Encore neu und öffne den neuen Link.',
  },
  status: {
    idle: {
      title: 'Gerade läuft nichts',
      body: 'Mach dort weiter, wo du aufgehört hast: Hier siehst du, was du zuletzt gehört hast. Ein Klick startet es.',
    },
    noDevice: {
      title: 'Kein Gerät verfügbar',
      body: 'Encore spielt auf deinen eigenen Geräten. Öffne Spotify auf deinem Handy oder Computer und wähle es dann hier aus.',
      detail: 'Ein Handy oder Computer erscheint hier kurz, nachdem Spotify darauf geöffnet wurde.',
    },
    readOnly: {
      title: 'Ein kostenloses Konto kann zusehen, aber nicht steuern',
      body: 'Das ist ein kostenloses Konto. Du siehst trotzdem, was läuft, und kannst deine Bibliothek durchsuchen.',
    },
    offline: {
      title: 'Encore ist offline',
      body: 'Encore erreicht den Dienst nicht. Was du siehst, ist vielleicht nicht mehr aktuell.',
      detail:
        'Befehle an den Player werden so lange nicht gesendet; Speichern und Änderungen an Playlists warten und werden gesendet, sobald die Verbindung wieder steht.',
    },
    rateLimited: {
      title: 'Encore wartet',
      body: 'Der Dienst hat Encore gebeten, seltener anzufragen.',
      detail: 'Lesen und Befehle gehen ab {when} weiter.',
    },
  },
  context: {
    album: 'Album',
    playlist: 'Playlist',
    artist: 'Künstler',
    collection: 'Deine Bibliothek',
    show: 'Podcast',
    audiobook: 'Hörbuch',
    other: 'Kontext',
  },
}

export default shell
