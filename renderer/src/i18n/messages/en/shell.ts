/** The words of the window's frame: the language setting, the connection and the player's state notices. */
const shell = {
  language: {
    title: 'Language',
    label: 'Language',
    system: 'As the system ({language})',
    hint: 'Encore’s own words: menus, buttons and notices. Names from Spotify stay as Spotify gives them.',
  },
  connection: {
    problemReconnecting: '{problem} Reconnecting…',
    dropped:
      'The connection to Encore dropped. Reconnecting… If this persists, start Encore again and open the new link.',
  },
  status: {
    idle: {
      title: 'Nothing is playing',
      body: 'Pick up where you left off: here is what you played recently. One click starts it.',
    },
    noDevice: {
      title: 'No device is available',
      body: 'Encore plays on your own devices. Open Spotify on your phone or computer, then choose it here.',
      detail: 'A phone or computer shows up here a moment after Spotify opens on it.',
    },
    readOnly: {
      title: 'A free account can watch, not control',
      body: 'This is a free account. You can still see what plays and browse your library.',
    },
    offline: {
      title: 'Encore is offline',
      body: 'Encore cannot reach the service. What you see may be out of date.',
      detail: 'Player commands are not sent meanwhile; saves and playlist edits wait and go once it is back.',
    },
    rateLimited: {
      title: 'Encore is waiting',
      body: 'The service asked Encore to slow down.',
      detail: 'Reads and commands resume {when}.',
    },
  },
  context: {
    album: 'Album',
    playlist: 'Playlist',
    artist: 'Artist',
    collection: 'Your Library',
    show: 'Podcast',
    audiobook: 'Audiobook',
    other: 'Context',
  },
}

export default shell
