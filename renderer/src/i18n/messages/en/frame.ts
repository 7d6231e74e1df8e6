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
}

export default frame
