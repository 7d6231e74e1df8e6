/** The words of the window's frame: times in words, the sidebar, the status bar, notices, the palette, sign-in. */
const frame = {
  time: {
    justNow: 'just now',
    at: 'at {time}',
    tomorrowAt: 'tomorrow at {time}',
    weekdayAt: 'on {weekday} at {time}',
    on: 'on {date}',
    yesterdayAt: 'yesterday at {time}',
    onAt: 'on {date} at {time}',
  },
  player: {
    skipping: 'Skipping…',
    goingBack: 'Going back…',
  },
  account: {
    free: 'Free',
  },
  skip: 'Skip to content',
  sidebar: {
    main: 'Main',
    place: {
      home: 'Home',
      search: 'Search',
      browse: 'Browse',
      radio: 'Radio',
      library: 'Library',
      listening: 'Your listening',
      nowPlaying: 'Now playing',
      settings: 'Settings',
    },
    show: 'Show sidebar',
    hide: 'Hide sidebar',
    goTo: 'Go to…',
    goToKeys: 'Go to… ({keys})',
    split: 'Places and your playlists',
    splitValue: 'Places {percent}% shown',
    splitTitle: 'Drag, or use the arrow keys, to give your playlists more room',
  },
  status: {
    label: 'Status',
    desktopApp: 'Desktop app',
    browserMode: 'Browser mode',
    demoService: 'Demo service',
    connecting: 'Connecting…',
  },
  notices: {
    times: '({count} time) | ({count} times)',
    dismiss: 'Dismiss',
  },
  outbox: {
    waiting: '{count} change waiting | {count} changes waiting',
    cancel: 'Cancel {change}',
    more: '{count} more change | {count} more changes',
    lost: '{count} change is not sent yet and will be lost if you sign out now: {changes}. | {count} changes are not sent yet and will be lost if you sign out now: {changes}.',
    kept: '{count} change is not sent yet: it stays on this computer and goes when you switch back to {back} and sign in as the same user. | {count} changes are not sent yet: they stay on this computer and go when you switch back to {back} and sign in as the same user.',
    title: 'Changes Encore will send once the service takes them',
    dialog: 'Changes waiting to be sent',
    intro:
      'Encore shows these as done and sends them in order, once each, as soon as the service takes them.',
    nextTry: 'Next try at',
    onItsWay: 'On its way: it can no longer be taken back.',
    cancelShort: 'Cancel',
    empty: 'Nothing waits: every change was sent or taken back.',
    done: 'Done',
  },
}

export default frame
