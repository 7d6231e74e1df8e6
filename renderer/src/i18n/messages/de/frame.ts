import type frameEnglish from '../en/frame'

const frame: typeof frameEnglish = {
  time: {
    justNow: 'gerade eben',
    at: 'um {time}',
    tomorrowAt: 'morgen um {time}',
    weekdayAt: 'am {weekday} um {time}',
    on: 'am {date}',
    yesterdayAt: 'gestern um {time}',
    onAt: 'am {date} um {time}',
  },
  player: {
    skipping: 'Wird übersprungen…',
    goingBack: 'Zurück…',
  },
  account: {
    free: 'Free',
  },
  skip: 'Zum Inhalt springen',
  sidebar: {
    main: 'Hauptmenü',
    place: {
      home: 'Startseite',
      search: 'Suche',
      browse: 'Stöbern',
      radio: 'Radio',
      library: 'Bibliothek',
      listening: 'Dein Hören',
      nowPlaying: 'Läuft gerade',
      settings: 'Einstellungen',
    },
    show: 'Seitenleiste zeigen',
    hide: 'Seitenleiste ausblenden',
    goTo: 'Gehe zu…',
    goToKeys: 'Gehe zu… ({keys})',
    split: 'Orte und deine Playlists',
    splitValue: 'Orte zu {percent} % sichtbar',
    splitTitle: 'Ziehen oder mit den Pfeiltasten deinen Playlists mehr Platz geben',
  },
  status: {
    label: 'Status',
    desktopApp: 'Desktop-App',
    browserMode: 'Browsermodus',
    demoService: 'Demo-Dienst',
    connecting: 'Verbindung wird hergestellt…',
  },
  notices: {
    times: '({count}-mal) | ({count}-mal)',
    dismiss: 'Schließen',
  },
  outbox: {
    waiting: '{count} Änderung wartet | {count} Änderungen warten',
    cancel: '{change} abbrechen',
    more: '{count} weitere Änderung | {count} weitere Änderungen',
    lost: '{count} Änderung ist noch nicht gesendet und geht verloren, wenn du dich jetzt abmeldest: {changes}. | {count} Änderungen sind noch nicht gesendet und gehen verloren, wenn du dich jetzt abmeldest: {changes}.',
    kept: '{count} Änderung ist noch nicht gesendet: Sie bleibt auf diesem Computer und wird gesendet, wenn du zurück zu {back} wechselst und dich als derselbe Benutzer anmeldest. | {count} Änderungen sind noch nicht gesendet: Sie bleiben auf diesem Computer und werden gesendet, wenn du zurück zu {back} wechselst und dich als derselbe Benutzer anmeldest.',
    title: 'Änderungen, die Encore sendet, sobald der Dienst sie annimmt',
    dialog: 'Änderungen, die auf das Senden warten',
    intro:
      'Encore zeigt sie als erledigt und sendet sie der Reihe nach, jede einmal, sobald der Dienst sie annimmt.',
    nextTry: 'Nächster Versuch um',
    onItsWay: 'Unterwegs: Sie kann nicht mehr zurückgenommen werden.',
    cancelShort: 'Abbrechen',
    empty: 'Nichts wartet: Jede Änderung wurde gesendet oder zurückgenommen.',
    done: 'Fertig',
  },
  shortcuts: {
    title: 'Tastenkürzel',
    caption: 'Tastenkürzel des Hauptfensters',
    action: 'Aktion',
    keys: 'Tasten',
    note: 'Keines wirkt, während du in ein Textfeld tippst.',
  },
  palette: {
    kind: { playlist: 'Playlist', album: 'Album', artist: 'Künstler', track: 'Titel', show: 'Podcast' },
    addToQueue: 'Zur Warteschlange hinzufügen',
    searchFor: 'Nach „{typed}“ suchen',
    searchAll: 'Den ganzen Katalog durchsuchen',
    title: 'Gehe zu',
    label: 'Befehl, Titel, Playlist, Album oder Künstler',
    placeholder: 'Ein Befehl oder ein Titel, eine Playlist, ein Album oder ein Künstler deiner Bibliothek…',
    choices: 'Auswahl',
    enter: 'Eingabe',
    hint: '↑ ↓ zum Wählen · Eingabe zum Ausführen · Tab zum Ergänzen · Esc zum Schließen',
  },
}

export default frame
