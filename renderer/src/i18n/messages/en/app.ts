/**
 * The page's own words outside any screen: what its stores and composables say when core cannot be reached
 * or a value is refused (said with `said`, ../../index.ts, so a first screen never shows one as its key), the
 * Spotify set-up's checks, the notices of Ctrl/Cmd+Z, a cover picture's problems. Loaded after the first
 * screen (../../english-areas.ts, `later`).
 */
const app = {
  store: {
    appReadFailed: 'Encore could not be reached.',
    capabilitiesReadFailed: 'Encore could not tell what the service offers.',
    desktopReadFailed: 'Encore could not tell what the desktop supports.',
    historyReadFailed: 'Encore could not tell what your listening history holds.',
    sessionReadFailed: 'Encore could not tell whether you are signed in.',
    sessionUnreachable: 'Encore could not be reached; check that it is still running.',
    settingsReadFailed: 'Encore could not read your settings.',
    settingsUnsaved: 'Encore could not be reached; nothing was saved.',
    settingsRepaired:
      'Some saved settings were invalid and were reset to their defaults: {paths}. See Settings for details.',
    soloistReadFailed: 'Encore could not read the settings for this computer.',
    soloistChangeFailed: 'Encore could not change the settings for this computer.',
    soloistDialogFailed: 'Encore could not open the file dialog just now.',
    updatesReadFailed: 'Encore could not say whether an update is available.',
    updatesCheckFailed: 'Encore could not look for updates just now.',
    updatesDownloadFailed: 'Encore could not start the download.',
    outboxReadFailed: 'Encore could not tell which changes wait to be sent.',
    outboxCancelFailed: 'Encore could not be reached; the change still waits.',
    requestsReadFailed: 'Encore could not count its requests.',
  },
  notices: {
    undone: 'Undone: {what}',
    redone: 'Redone: {what}',
  },
  setup: {
    clientIdEmpty: 'Enter the Client ID of your Spotify app.',
    clientIdDemo:
      '“{value}” is the emulator’s name for the demo, not a Client ID: those are 32 characters of 0–9 and a–f. Enter the clientId that npm run emulator prints when it starts (it takes this form), or choose the demo, which starts the emulator for you.',
    clientIdCharacter:
      'A Client ID has only the characters 0–9 and a–f; “{wrong}” is not one of them. Copy it from your app’s page on the Spotify dashboard.',
    clientIdLength: 'A Client ID has 32 characters; this one has {length}.',
    portEmpty: 'Enter the port of your registered redirect URI.',
    portNotWhole: 'The port is a whole number, such as 8888.',
    portRange: 'Use a port from 1024 to 65535.',
    urlTooLong: 'The URL is too long.',
    urlNotService: 'Enter an https:// URL (or http:// on 127.0.0.1), without a query or credentials.',
    urlNotApi: 'The API base URL ends with /v1.',
  },
  number: {
    notWhole: 'Enter a whole number.',
    outOfRange: 'Enter a number from {min} to {max}.',
  },
  lyricsAddress: {
    tooLong: 'The address is too long.',
    notLyrics: 'Enter the address of an LRCLIB service: http:// or https://, without a query or credentials.',
  },
  musicKey: {
    none: 'No key detected',
    major: '{name} major',
    minor: '{name} minor',
    note: {
      c: 'C',
      cSharp: 'C♯',
      d: 'D',
      dSharp: 'D♯',
      e: 'E',
      f: 'F',
      fSharp: 'F♯',
      g: 'G',
      gSharp: 'G♯',
      a: 'A',
      aSharp: 'A♯',
      b: 'B',
    },
  },
  selection: {
    none: 'No tracks selected',
    tracks: '{count} track selected | {count} tracks selected',
  },
  failure: {
    signIn: 'Encore could not complete the sign-in with the service. Try again in a moment.',
    playlistHidden:
      'Spotify now shows the tracks of a playlist only to its owner and collaborators, so they are not listed here. Play and Shuffle play still play it.',
    INVALID_INPUT: 'Encore could not do that: something it was given is not valid.',
    UNKNOWN_METHOD: 'Encore could not do that: this page and Encore do not match. Reload the page.',
    FORBIDDEN: 'Encore refused that from this page. Open Encore from its own window or link.',
    NOT_SIGNED_IN: 'Sign in to do that.',
    INSUFFICIENT_SCOPE: 'Your sign-in does not allow that. Sign in again and grant access.',
    PREMIUM_REQUIRED: 'Controlling playback needs a Premium account.',
    NO_ACTIVE_DEVICE: 'Nothing is playing anywhere. Choose where to play first.',
    RATE_LIMITED: 'The service asked Encore to wait a moment. Try again shortly.',
    NETWORK:
      'Encore cannot reach the service right now. It tries again by itself; try again once it is back.',
    TIMEOUT: 'The service took too long to answer. Try again in a moment.',
    ABORTED: 'That was cancelled.',
    SERVICE_ERROR: 'The service had a problem with that. Try again in a moment.',
    UNAVAILABLE: 'The service does not offer that.',
    QUOTA_EXCEEDED:
      'The app has used up its requests to the service for now. Encore goes on by itself later.',
    ACCOUNT_NOT_REGISTERED:
      'The service does not let this account use your app yet. Add it in your app’s settings.',
    OWNER_PREMIUM_REQUIRED: 'The app’s owner needs an active Premium subscription for the service to answer.',
    TRANSPORT_CLOSED: 'Encore is not reachable from this page right now. It reconnects by itself.',
    BACKLOGGED: 'Encore is still busy with earlier answers. Try again in a moment.',
    INTERNAL: 'Something went wrong inside Encore. Try again; if it keeps happening, restart Encore.',
    generic: 'Something did not work. Try again in a moment.',
  },
  connection: {
    tooLarge: 'That request was too large: Encore takes at most {megabytes} MB at once.',
    tooLargeReset:
      'That request was too large: Encore takes at most {megabytes} MB at once. Encore reset the connection.',
    backlogged: "This page stopped reading Encore's answers, so Encore closed its connection.",
    notThisStart:
      'This page is not signed in to this start of Encore. Open the link Encore printed when it started.',
  },
  links: {
    unopened: {
      show: 'Encore cannot open shows yet: podcasts come in a later version. Play it with the Spotify app.',
      episode:
        'Encore cannot open episodes yet: podcasts come in a later version. Play it with the Spotify app.',
    },
  },
  cover: {
    unreadable: 'That file is not a picture Encore can read. Choose a JPEG, PNG, GIF or WebP image.',
    noCanvas: 'This page cannot draw pictures, so the cover cannot be prepared.',
    tooLarge: 'The picture could not be made small enough for a cover (256 KB). Try a simpler one.',
  },
}

export default app
