import type frameEnglish from '../en/frame'

const frame: typeof frameEnglish = {
  time: {
    justNow: 'たった今',
    at: '{time}',
    tomorrowAt: '明日 {time}',
    weekdayAt: '{weekday} {time}',
    on: '{date}',
    yesterdayAt: '昨日 {time}',
    onAt: '{date} {time}',
  },
  player: {
    skipping: 'スキップしています…',
    goingBack: '前に戻っています…',
  },
  account: {
    free: 'Free',
  },
}

export default frame
