import type signInEnglish from '../en/signIn'

const signIn: typeof signInEnglish = {
  account: {
    storage: {
      demo: 'Demo-Anmeldungen werden nicht aufbewahrt: Encore meldet sich beim Start erneut bei der Demo an.',
      encrypted: 'Deine Anmeldung wird verschlüsselt im Schlüsselbund deines Systems aufbewahrt.',
      ownerOnly: 'Deine Anmeldung wird in einer Datei aufbewahrt, die nur dein Benutzerkonto lesen kann.',
      unencrypted:
        'Deine Anmeldung wird unverschlüsselt auf der Festplatte aufbewahrt, wie du es erlaubt hast.',
      memory:
        'Deine Anmeldung wird nur im Arbeitsspeicher aufbewahrt: Nach einem Neustart von Encore meldest du dich erneut an.',
    },
    notGiven: 'Vom Dienst nicht angegeben',
    title: 'Konto',
    description: 'Für wen Encore handelt und wo deine Anmeldung aufbewahrt wird.',
    email: 'E-Mail',
    notShared: 'Nicht freigegeben',
    plan: 'Abo',
    permissions: 'Berechtigungen',
    granted: '{granted} von {all} erteilt',
    signOut: 'Abmelden',
    nobody: 'Niemand ist angemeldet.',
    goToSignIn: 'Zur Anmeldung',
    cannotEncrypt: 'Dieses System kann deine Anmeldung nicht verschlüsseln',
    cannotEncryptBody:
      'Es ist kein Schlüsselbund (etwa GNOME Keyring oder KWallet) verfügbar, daher hält Encore deine Anmeldung im Arbeitsspeicher, und du meldest dich nach jedem Neustart erneut an. Du kannst sie trotzdem speichern: Dann kann jedes Programm, das unter deinem Benutzer läuft, sie lesen und bis zur Abmeldung mit deinem Spotify-Konto handeln.',
    storeUnencrypted: 'Meine Anmeldung unverschlüsselt auf diesem Computer speichern',
  },
  service: {
    theDemo: 'dem Demo-Dienst',
    thenSpotify:
      'Melde dich dann mit deinem Spotify-Konto an, über deine eigene Spotify-App (unten eingerichtet).',
    thenDemo: 'Melde dich dann mit einem Klick bei der Demo an.',
    signsOut: 'Encore meldet dich bei {service} ab und zeigt nichts davon, bis du zurückwechselst.',
    toSpotify: 'Zu Spotify wechseln',
    toDemo: 'Zum Demo-Dienst wechseln',
    confirm: 'Abmelden und wechseln',
    title: 'Dienst',
    description: 'Mit welchem Dienst Encore spricht.',
    demo: 'Demo-Dienst',
    demoHint: 'Eingebaut: eine Beispielbibliothek auf diesem Computer.',
    spotifyHint: 'Dein Konto, über deine eigene Spotify-App.',
    switchHint: 'Ein Wechsel des Dienstes meldet dich beim aktuellen ab (Encore fragt vorher).',
    skipConsent: 'Zustimmungsseite der Demo überspringen',
    skipConsentHint: 'Mit einem Klick bei der Demo anmelden, ohne einen Browser zu öffnen.',
  },
  chip: {
    waitingSpotify: 'Warte auf Spotify…',
    waitingDemo: 'Warte auf den Demo-Dienst…',
    whoTitle: '{name}: Konto und Einstellungen',
    title: 'Konto und Einstellungen',
    signOutTitle: 'Abmelden und die Anmeldung auf diesem Computer vergessen',
    signingIn: 'Anmeldung läuft…',
    renewing: 'Anmeldung wird erneuert…',
    notSignedIn: 'Nicht angemeldet',
  },
  prompt: {
    tryDemo: 'Probiere Encore mit der eingebauten Demo aus',
    connect: 'Verbinde dein Spotify-Konto',
    demoBody:
      'Ein Klick meldet dich bei einem lokalen Demo-Dienst mit einer Beispielbibliothek an. Nichts verlässt diesen Computer.',
    needsSetup:
      'Encore braucht zuerst die Client-ID deiner eigenen Spotify-App; das Einrichten dauert ein paar Minuten.',
    spotifyBody: 'Melde dich mit Spotify an, um deine Musik von hier aus zu steuern.',
    setUp: 'Spotify einrichten',
    signInDemo: 'Bei der Demo anmelden',
    signInSpotify: 'Mit Spotify anmelden',
    more: 'Weitere Optionen',
  },
  ends: {
    again: 'Erneut anmelden',
    willAsk: 'Spotify bittet dich am {day}, dich erneut anzumelden.',
    asks: 'Spotify bittet dich seit dem {day}, dich erneut anzumelden.',
  },
  refusal: {
    quota: 'Anfragekontingent aufgebraucht',
    notRegistered: 'Dieses Konto darf deine App nicht nutzen',
    ownerPremium: 'Das Premium der App-Inhaberin oder des App-Inhabers ist abgelaufen',
    resumes: 'Anfragen gehen {when} weiter.',
    dashboard: 'Spotify-Entwickler-Dashboard öffnen',
  },
  avatar: 'Bild von {name}',
  reason: {
    signedOut: 'Abgemeldet',
    sessionEnded: 'Deine Sitzung ist abgelaufen',
    declined: 'Anmeldung abgelehnt',
    answerRefused: 'Antwort der Anmeldung zurückgewiesen',
    failed: 'Anmeldung fehlgeschlagen',
    timedOut: 'Zeit für die Anmeldung abgelaufen',
    cancelled: 'Anmeldung abgebrochen',
    accountRefused: 'Spotify hat dieses Konto abgelehnt',
    keptUnreadable: 'Deine aufbewahrte Anmeldung konnte nicht gelesen werden',
    serviceChanged: 'Vom vorherigen Dienst abgemeldet',
  },
  view: {
    title: 'Bei Encore anmelden',
    lead: 'Encore steuert die Musik, die du schon auf deinem Handy, deinen Lautsprechern oder deinem Computer hörst. Starte mit der eingebauten Demo oder verbinde dein Spotify-Konto.',
    renewing: 'Deine Anmeldung wird erneuert…',
    connecting: 'Verbindung zu Encore wird hergestellt…',
    demoHint: 'Eingebaut, ohne Konto',
    spotifyHint: 'Dein eigenes Konto',
    demoText:
      'Ein lokaler Ersatz für den Musikdienst mit Beispielbibliothek, Playlists und Geräten. Er läuft auf diesem Computer; nichts wird irgendwohin gesendet.',
    skipConsent: 'Zustimmungsseite überspringen',
    skipConsentHint: 'Die Berechtigungen der Demo automatisch bestätigen statt im Browser.',
    yourApp: 'Deine Spotify-App',
    change: 'Ändern',
    saveAndSignIn: 'Speichern und anmelden',
    keepSetup: 'Aktuelle Einrichtung behalten',
  },
  progress: {
    signingIn: 'Du wirst bei {service} angemeldet…',
    preparing: 'Anmeldung wird vorbereitet…',
    waiting: 'Warte auf deine Zustimmung',
    moment: 'Das dauert einen Moment. Für den Demo-Dienst verlässt nichts diesen Computer.',
    browser:
      'Encore hat die Anmeldeseite von {service} in deinem Browser geöffnet. Erlaube Encore dort den Zugriff und komm dann hierher zurück.',
    tab: 'Die Anmeldeseite von {service} wurde in einem neuen Tab geöffnet. Erlaube Encore dort den Zugriff und komm dann zu diesem Tab zurück.',
    noPage: 'Keine Seite geöffnet?',
    open: 'Anmeldeseite öffnen',
    closed: 'Seite aus Versehen geschlossen?',
    again: 'Erneut öffnen',
    givesUp: 'Bricht ab in {remaining}',
    cancel: 'Abbrechen',
  },
  signOut: {
    title: 'Abmelden und wartende Änderungen verlieren?',
    confirm: 'Trotzdem abmelden',
  },
  scopes: {
    signIn: 'Melde dich an, um das zu nutzen.',
    notAllowed:
      'Deine Anmeldung erlaubt Encore nicht: {what}. Melde dich erneut an und stimme zu, um das zu nutzen.',
  },
}

export default signIn
