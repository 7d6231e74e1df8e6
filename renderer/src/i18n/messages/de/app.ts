import type { Catalog } from '../en'

const app: Catalog['app'] = {
  store: {
    appReadFailed: 'Encore ist nicht erreichbar.',
    capabilitiesReadFailed: 'Encore konnte nicht feststellen, was der Dienst anbietet.',
    desktopReadFailed: 'Encore konnte nicht feststellen, was dein Desktop unterstützt.',
    historyReadFailed: 'Encore konnte nicht feststellen, was dein Wiedergabeverlauf enthält.',
    sessionReadFailed: 'Encore konnte nicht feststellen, ob du angemeldet bist.',
    sessionUnreachable: 'Encore ist nicht erreichbar. Prüfe, ob Encore noch läuft.',
    settingsReadFailed: 'Encore konnte deine Einstellungen nicht lesen.',
    settingsUnsaved: 'Encore ist nicht erreichbar. Es wurde nichts gespeichert.',
    settingsRepaired:
      'Einige gespeicherte Einstellungen waren ungültig und wurden auf ihre Standardwerte zurückgesetzt: {paths}. Details findest du in den Einstellungen.',
    soloistReadFailed: 'Encore konnte die Einstellungen für diesen Computer nicht lesen.',
    soloistChangeFailed: 'Encore konnte die Einstellungen für diesen Computer nicht ändern.',
    soloistDialogFailed: 'Encore konnte den Dateidialog gerade nicht öffnen.',
    updatesReadFailed: 'Encore konnte nicht feststellen, ob ein Update verfügbar ist.',
    updatesCheckFailed: 'Encore konnte gerade nicht nach Updates suchen.',
    updatesDownloadFailed: 'Encore konnte den Download nicht starten.',
    outboxReadFailed: 'Encore konnte nicht feststellen, welche Änderungen auf das Senden warten.',
    outboxCancelFailed: 'Encore ist nicht erreichbar. Die Änderung wartet weiterhin.',
    requestsReadFailed: 'Encore konnte seine Anfragen nicht zählen.',
  },
  notices: {
    undone: 'Rückgängig gemacht: {what}',
    redone: 'Wiederhergestellt: {what}',
  },
  setup: {
    clientIdEmpty: 'Gib die Client-ID deiner Spotify-App ein.',
    clientIdDemo:
      '„{value}“ ist der Name des Emulators für die Demo, keine Client-ID: Eine Client-ID hat 32 Zeichen aus 0–9 und a–f. Gib die clientId ein, die npm run emulator beim Start ausgibt (sie hat diese Form), oder wähle die Demo, die den Emulator für dich startet.',
    clientIdCharacter:
      'Eine Client-ID besteht nur aus den Zeichen 0–9 und a–f; „{wrong}“ gehört nicht dazu. Kopiere sie von der Seite deiner App im Spotify-Dashboard.',
    clientIdLength: 'Eine Client-ID hat 32 Zeichen, diese hat {length}.',
    portEmpty: 'Gib den Port deiner registrierten Weiterleitungs-URI ein.',
    portNotWhole: 'Der Port ist eine ganze Zahl, zum Beispiel 8888.',
    portRange: 'Verwende einen Port von 1024 bis 65535.',
    urlTooLong: 'Die URL ist zu lang.',
    urlNotService:
      'Gib eine https://-URL ein (oder http:// auf 127.0.0.1), ohne Abfrage und ohne Zugangsdaten.',
    urlNotApi: 'Die Basis-URL der API endet auf /v1.',
  },
  number: {
    notWhole: 'Gib eine ganze Zahl ein.',
    outOfRange: 'Gib eine Zahl von {min} bis {max} ein.',
  },
  lyricsAddress: {
    tooLong: 'Die Adresse ist zu lang.',
    notLyrics:
      'Gib die Adresse eines LRCLIB-Dienstes ein: http:// oder https://, ohne Abfrage und ohne Zugangsdaten.',
  },
  musicKey: {
    none: 'Keine Tonart erkannt',
    major: '{name}-Dur',
    minor: '{name}-Moll',
    note: {
      c: 'C',
      cSharp: 'Cis',
      d: 'D',
      dSharp: 'Dis',
      e: 'E',
      f: 'F',
      fSharp: 'Fis',
      g: 'G',
      gSharp: 'Gis',
      a: 'A',
      aSharp: 'Ais',
      b: 'H',
    },
  },
  selection: {
    none: 'Keine Titel ausgewählt',
    tracks: '{count} Titel ausgewählt | {count} Titel ausgewählt',
  },
  failure: {
    signIn: 'Encore konnte die Anmeldung beim Dienst nicht abschließen. Versuche es gleich noch einmal.',
    playlistHidden:
      'Spotify zeigt die Titel einer Playlist jetzt nur ihrem Inhaber und den Mitwirkenden, deshalb werden sie hier nicht aufgelistet. Mit „Wiedergabe“ und „Zufallswiedergabe“ kannst du sie trotzdem abspielen.',
    INVALID_INPUT: 'Encore konnte das nicht tun: Etwas, das übergeben wurde, ist ungültig.',
    UNKNOWN_METHOD:
      'Encore konnte das nicht tun: Diese Seite und Encore passen nicht zusammen. Lade die Seite neu.',
    FORBIDDEN:
      'Encore hat das von dieser Seite abgelehnt. Öffne Encore über sein eigenes Fenster oder seinen Link.',
    NOT_SIGNED_IN: 'Melde dich an, um das zu tun.',
    INSUFFICIENT_SCOPE: 'Deine Anmeldung erlaubt das nicht. Melde dich erneut an und erteile den Zugriff.',
    PREMIUM_REQUIRED: 'Zum Steuern der Wiedergabe brauchst du ein Premium-Konto.',
    NO_ACTIVE_DEVICE: 'Gerade läuft nirgendwo etwas. Wähle zuerst aus, wo abgespielt werden soll.',
    RATE_LIMITED: 'Der Dienst hat Encore gebeten, kurz zu warten. Versuche es gleich noch einmal.',
    NETWORK:
      'Encore erreicht den Dienst gerade nicht. Encore versucht es selbst erneut; versuche es noch einmal, sobald er wieder da ist.',
    TIMEOUT: 'Der Dienst hat zu lange nicht geantwortet. Versuche es gleich noch einmal.',
    ABORTED: 'Das wurde abgebrochen.',
    SERVICE_ERROR: 'Der Dienst hatte damit ein Problem. Versuche es gleich noch einmal.',
    UNAVAILABLE: 'Der Dienst bietet das nicht an.',
    QUOTA_EXCEEDED:
      'Die App hat ihre Anfragen an den Dienst vorerst aufgebraucht. Encore macht später von selbst weiter.',
    ACCOUNT_NOT_REGISTERED:
      'Der Dienst lässt dieses Konto deine App noch nicht nutzen. Füge es in den Einstellungen deiner App hinzu.',
    OWNER_PREMIUM_REQUIRED:
      'Der Inhaber der App braucht ein aktives Premium-Abo, damit der Dienst antwortet.',
    TRANSPORT_CLOSED:
      'Encore ist von dieser Seite aus gerade nicht erreichbar. Die Verbindung wird von selbst wiederhergestellt.',
    BACKLOGGED: 'Encore ist noch mit früheren Antworten beschäftigt. Versuche es gleich noch einmal.',
    INTERNAL:
      'In Encore ist etwas schiefgelaufen. Versuche es noch einmal; wenn es wieder passiert, starte Encore neu.',
    generic: 'Etwas hat nicht geklappt. Versuche es gleich noch einmal.',
  },
  connection: {
    tooLarge: 'Diese Anfrage war zu groß: Encore nimmt höchstens {megabytes} MB auf einmal an.',
    tooLargeReset:
      'Diese Anfrage war zu groß: Encore nimmt höchstens {megabytes} MB auf einmal an. Encore hat die Verbindung zurückgesetzt.',
    backlogged:
      'Diese Seite hat die Antworten von Encore nicht mehr gelesen, deshalb hat Encore die Verbindung geschlossen.',
    notThisStart:
      'Diese Seite ist nicht bei diesem Start von Encore angemeldet. Öffne den Link, den Encore beim Start ausgegeben hat.',
  },
  links: {
    unopened: {
      show: 'Encore kann noch keine Podcasts öffnen: Podcasts kommen in einer späteren Version. Spiele ihn in der Spotify-App ab.',
      episode:
        'Encore kann noch keine Folgen öffnen: Podcasts kommen in einer späteren Version. Spiele sie in der Spotify-App ab.',
    },
  },
  cover: {
    unreadable:
      'Diese Datei ist kein Bild, das Encore lesen kann. Wähle ein JPEG-, PNG-, GIF- oder WebP-Bild.',
    noCanvas: 'Diese Seite kann keine Bilder zeichnen, daher kann das Cover nicht vorbereitet werden.',
    tooLarge:
      'Das Bild ließ sich nicht klein genug für ein Cover (256 KB) machen. Versuche es mit einem einfacheren.',
  },
}

export default app
