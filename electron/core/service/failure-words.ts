import type { AreaWords } from '../base/words'

/**
 * What a failure means in words, in each language (core/base/words.ts): when a wait ends ("in 12 s",
 * "tomorrow at 05:11") and why the service or the device refused.
 */
const en = {
  demoService: 'the demo service',
  when: {
    seconds: 'in {seconds} s',
    minutes: 'in {minutes} min',
    today: 'at {time}',
    tomorrow: 'tomorrow at {time}',
    weekday: 'on {weekday} at {time}',
    date: 'on {date}',
  },
  refused: {
    volume: 'this device does not let apps change its volume',
    restricted: 'this device does not accept remote control from apps',
    noNext: 'there is no next track',
    noPrevious: 'there is no previous track',
    alreadyPaused: 'playback is already paused',
    scope: 'your sign-in does not allow it; sign in again and grant access',
    unavailable: 'the service does not offer this',
    unexpected: 'something unexpected went wrong inside Encore',
  },
}

export type FailureWords = typeof en

const de: FailureWords = {
  demoService: 'Demo-Dienst',
  when: {
    seconds: 'in {seconds} s',
    minutes: 'in {minutes} Min.',
    today: 'um {time}',
    tomorrow: 'morgen um {time}',
    weekday: 'am {weekday} um {time}',
    date: 'am {date}',
  },
  refused: {
    volume: 'dieses Gerät lässt Apps die Lautstärke nicht ändern',
    restricted: 'dieses Gerät lässt sich nicht von Apps fernsteuern',
    noNext: 'es gibt keinen nächsten Titel',
    noPrevious: 'es gibt keinen vorherigen Titel',
    alreadyPaused: 'die Wiedergabe ist schon pausiert',
    scope: 'deine Anmeldung erlaubt das nicht; melde dich noch einmal an und gib den Zugriff frei',
    unavailable: 'der Dienst bietet das nicht an',
    unexpected: 'in Encore ist etwas Unerwartetes schiefgelaufen',
  },
}

/** Japanese: the time alone, the sentence adds its particle ("{when}に"). */
const ja: FailureWords = {
  demoService: 'デモサービス',
  when: {
    seconds: '{seconds} 秒後',
    minutes: '{minutes} 分後',
    today: '{time}',
    tomorrow: '明日の {time}',
    weekday: '{weekday}の {time}',
    date: '{date}',
  },
  refused: {
    volume: 'このデバイスではアプリから音量を変更できません',
    restricted: 'このデバイスはアプリからのリモート操作を受け付けません',
    noNext: '次の曲がありません',
    noPrevious: '前の曲がありません',
    alreadyPaused: '再生はすでに一時停止しています',
    scope: 'ログインした際の許可に含まれていません。もう一度ログインしてアクセスを許可してください',
    unavailable: 'このサービスでは利用できません',
    unexpected: 'Encore の内部で予期しない問題が発生しました',
  },
}

export const failureWords: AreaWords<FailureWords> = { en, de, ja }
