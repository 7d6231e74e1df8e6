import { describe, expect, it } from 'vitest'
import type { PlayerCommandCall } from '../../../../electron/contract'
import {
  disallowedFor,
  failureNotice,
  refusalNotice,
  statusWords,
  type RefusalInput,
} from '../../../../electron/core/features/playback/words'
import { playerSavingWords } from '../../../../electron/core/features/playback/read-rhythm'
import { createSkipHint, SKIPPER_SKIPS } from '../../../../electron/core/features/playback/skip-hint'
import { meaningOf, whenInWords } from '../../../../electron/core/service/failures'
import { EncoreError } from '../../../../electron/core/base/errors'
import { aReading, StepScript } from '../../../support/engine-steps'

/** The player's words in German and Japanese; English stays as it was (the other tests read it). */
const monday = new Date(2026, 11, 7, 10, 0).getTime()
const at = (day: number, hours: number, minutes: number) => new Date(2026, 11, day, hours, minutes).getTime()

describe('when a wait ends, in the language spoken', () => {
  it('counts seconds and minutes, then names the time, the day and the date as the language writes them', () => {
    expect(whenInWords(monday + 12_000, monday, 'de')).toBe('in 12 s')
    expect(whenInWords(monday + 5 * 60_000, monday, 'de')).toBe('in 5 Min.')
    expect(whenInWords(at(8, 5, 11), monday, 'de')).toBe('morgen um 05:11')
    expect(whenInWords(at(10, 5, 11), monday, 'de')).toBe('am Donnerstag um 05:11')
    expect(whenInWords(at(14, 5, 10), monday, 'de')).toBe('am 14. Dez.')
    expect(whenInWords(monday + 12_000, monday, 'ja')).toBe('12 秒後')
    expect(whenInWords(at(7, 17, 45), monday, 'ja')).toBe('17:45')
    expect(whenInWords(at(10, 5, 11), monday, 'ja')).toBe('木曜日の 05:11')
    expect(whenInWords(at(14, 5, 10), monday, 'ja')).toBe('12月14日')
  })
})

describe("the player's notices in German and Japanese", () => {
  const rateLimited = { kind: 'rate-limited', retryAt: at(8, 5, 11), quota: false } as const

  it('says what failed and when to try again', () => {
    expect(failureNotice('saveTrack', rateLimited, 'Spotify', monday, 'de')?.message).toBe(
      'Encore hat darauf verzichtet, den Titel zu speichern: Spotify hat um eine Pause gebeten. Versuch es morgen um 05:11 noch einmal.',
    )
    expect(
      failureNotice('pause', { kind: 'offline', how: 'timeout' }, 'Spotify', monday, 'ja')?.message,
    ).toBe('一時停止できませんでした：Spotify が時間内に応答しませんでした。')
  })

  it("says Encore's own reason for a refusal in the language, the service's own words as it wrote them", () => {
    const volume = meaningOf(
      new EncoreError('SERVICE_ERROR', 'x', { reason: 'VOLUME_CONTROL_DISALLOW' }),
      monday,
    )
    expect(failureNotice('volume', volume, 'Spotify', monday, 'de')?.message).toBe(
      'Encore hat es nicht geschafft, die Lautstärke zu ändern: dieses Gerät lässt Apps die Lautstärke nicht ändern.',
    )
    expect(failureNotice('volume', volume, 'Spotify', monday)?.message).toBe(
      'Encore could not change the volume: this device does not let apps change its volume.',
    )
  })

  it('refuses work before it is sent, naming the demo service in the language', () => {
    const input: RefusalInput = {
      signedIn: true,
      status: 'offline',
      retryAt: null,
      readOnly: false,
      disallowed: [],
      command: null,
      what: 'addToQueue',
      service: 'the demo service',
      now: monday,
    }
    expect(refusalNotice({ ...input, language: 'ja' })?.message).toBe(
      '現在 デモサービス に接続できないため、キューに追加しませんでした。接続が戻ったらもう一度お試しください。',
    )
    expect(refusalNotice({ ...input, signedIn: false, language: 'de' })?.message).toBe(
      'Melde dich an, um das zur Warteschlange hinzuzufügen.',
    )
  })

  it('says why the player refuses a control, for the item that plays and the device, in the language', () => {
    const episode = aReading({ itemType: 'episode', disallowed: [{ action: 'next', reason: 'x' }] })
    const input: RefusalInput = {
      signedIn: true,
      status: 'ok',
      retryAt: null,
      readOnly: false,
      disallowed: disallowedFor(episode, false),
      command: { kind: 'next' },
      what: 'next',
      service: 'Spotify',
      now: monday,
      reading: episode,
    }
    expect(refusalNotice({ ...input, language: 'de' })?.message).toBe(
      'Encore hat darauf verzichtet, zum nächsten Titel zu springen: Hier gibt es keine nächste Folge.',
    )
    const restricted = aReading({ device: { ...episode.device!, name: 'Kitchen', isRestricted: true } })
    expect(
      refusalNotice({
        ...input,
        command: { kind: 'pause' },
        what: 'pause',
        disallowed: disallowedFor(restricted, false),
        reading: restricted,
        language: 'ja',
      })?.message,
    ).toBe('一時停止しませんでした：Kitchen はアプリからのリモート操作を受け付けません（制限付きデバイス）。')
  })

  it('states the quota and the day’s budget with the time they resume', () => {
    const quota = { kind: 'rate-limited', retryAt: at(7, 17, 45), quota: true } as const
    expect(statusWords(quota, 'Spotify', monday, 'de')).toBe(
      'Diese App hat ihre Anfragen an Spotify vorerst aufgebraucht. Encore sendet nichts, bis es um 17:45 weitergeht.',
    )
    expect(playerSavingWords('stopped', at(8, 5, 11), monday, 'ja')).toBe(
      'リクエストを節約中：1 日の上限に達しました。曲の終わりごとと、Encore が前面にある間は 1 分ごとに更新します。明日の 05:11 にすべて再開します。',
    )
  })

  it('tells a heavy skipper in the language spoken', () => {
    const hint = createSkipHint()
    let told = null
    for (let skip = 0; skip < SKIPPER_SKIPS; skip++) told = hint({ id: 'player.next' }, monday + skip, 'de')
    expect(told?.message).toMatch(/^Du überspringst oft/)
  })
})

describe("the player's state in the language spoken (the engine's step)", () => {
  it('says Nothing is playing, and the service unreachable, in Japanese', () => {
    const steps = new StepScript()
    steps.language = 'ja'
    steps.signedInWith(null)
    expect(steps.state.message).toBe('再生中の曲はありません。再生するものを選んでください。')
    steps.readFails({ kind: 'offline' })
    expect(steps.state.message).toBe(
      'Encore は Spotify に接続できません。表示が古い可能性があります。接続は自動的に戻ります。',
    )
  })
})

describe("the player's relative moves refused in the language spoken (the engine's step)", () => {
  /** The notice a call by id makes, the engine speaking `language`. */
  const refusedIn = (
    language: 'de' | 'ja',
    reading: ReturnType<typeof aReading> | null,
    call: PlayerCommandCall,
  ) => {
    const steps = new StepScript()
    steps.language = language
    steps.signedInWith(reading).call(call)
    return steps.effects.flatMap((effect) => (effect.type === 'notice' ? [effect.notice.message] : []))
  }

  it('says a volume that cannot change and a track that is not there to move within', () => {
    const fixed = aReading({ device: { ...aReading().device!, name: 'Kitchen', volumePercent: null } })
    expect(refusedIn('de', fixed, { id: 'player.volumeBy', args: { delta: 5 } })).toEqual([
      'Kitchen lässt Apps die Lautstärke nicht ändern.',
    ])
    expect(refusedIn('ja', null, { id: 'player.seekBy', args: { deltaMs: 10_000 } })).toEqual([
      '何も再生していないため、再生位置を移動できません。',
    ])
    expect(refusedIn('ja', null, { id: 'player.volumeBy', args: { delta: 5 } })).toEqual([
      '再生中のデバイスがないため、音量を変更できません。',
    ])
  })
})
