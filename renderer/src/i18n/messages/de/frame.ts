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
}

export default frame
