/**
 * The frame's words no first screen shows: the keyboard shortcuts sheet and the command palette, which open once
 * these words are at hand (`openShortcuts`, `openPalette`: stores/library-ui.ts). Under `frame` like frame.ts's,
 * loaded with the rest of the English (../../english-areas.ts, `later`).
 */
const frameLater = {
  shortcuts: {
    title: 'Keyboard shortcuts',
    caption: 'Keyboard shortcuts of the main window',
    action: 'Action',
    keys: 'Keys',
    note: 'None of them acts while you type in a text field.',
  },
  palette: {
    kind: { playlist: 'Playlist', album: 'Album', artist: 'Artist', track: 'Track', show: 'Podcast' },
    goTo: 'Go to {place}',
    screen: 'Screen',
    help: 'Help · press ?',
    more: {
      playOn: 'Play on {device}',
      device: 'Device',
      theme: 'Theme: {theme}',
      themes: { dark: 'Dark', light: 'Light', system: 'As the system' },
      settings: 'Settings',
      showLyrics: 'Show lyrics',
      turnOnLyrics: 'Turn on lyrics',
      settingsLyrics: 'Settings · Lyrics',
      minutes: '{minutes} minutes',
      endOfTrack: 'end of this track',
      off: 'off',
      sleep: 'Sleep timer… {words}',
      player: 'Player',
      section: 'Settings: {section}',
      sections: {
        account: 'Account',
        service: 'Service',
        history: 'Listening history',
        appearance: 'Appearance',
        requests: 'Requests',
        miniPlayer: 'Mini player',
        notifications: 'Notifications and system',
        lyrics: 'Lyrics',
        hotkeys: 'Hotkeys',
        about: 'About Encore',
      },
    },
    addToQueue: 'Add to queue',
    searchFor: 'Search for “{typed}”',
    searchAll: 'Search the whole catalogue',
    title: 'Go to',
    label: 'Command, track, playlist, album or artist',
    placeholder: 'A command, or a track, playlist, album or artist of your library…',
    choices: 'Choices',
    enter: 'Enter',
    hint: '↑ ↓ to choose · Enter to run · Tab to complete · Esc to close',
  },
}

export default frameLater
