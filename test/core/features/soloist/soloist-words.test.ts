import { describe, expect, it } from 'vitest'
import { expiryWarning } from '../../../../electron/core/features/soloist/lifetime'
import { problemFromLog } from '../../../../electron/core/features/soloist/log-problems'
import { applyChange, defaultSoloistConfig } from '../../../../electron/core/features/soloist/soloist-config'

const DAY = 86_400_000
// Noon, so the day is the same in every time zone the tests run in.
const saidAt = new Date(2026, 11, 7, 12).getTime()

describe("Soloist's words in German and Japanese", () => {
  it("says the build's last day through Intl in the language, English as it read", () => {
    expect(expiryWarning(7, saidAt, 'de')).toBe(
      'Spotify Soloist hört am 14. Dezember auf zu funktionieren: Lade eine neuere Version herunter.',
    )
    expect(expiryWarning(7, saidAt, 'ja')).toBe(
      'Spotify Soloist は 12月14日に使えなくなります。新しいバージョンをダウンロードしてください。',
    )
    expect(expiryWarning(7, saidAt)).toBe('Spotify Soloist stops on 14 December: download a newer build.')
    expect(expiryWarning(15, saidAt - DAY, 'de')).toBeNull()
  })

  it('says what its log told and what a setting cannot take', () => {
    expect(problemFromLog('error: invalid api key', 'ja')?.message).toMatch(
      /^Spotify Soloist が API キーを受け付けませんでした。/,
    )
    expect(() => applyChange(defaultSoloistConfig, { deviceName: 'x'.repeat(200) }, 'de')).toThrow(
      /^Der Gerätename darf höchstens \d+ Zeichen lang sein\.$/,
    )
    expect(() => applyChange(defaultSoloistConfig, { deviceName: 'x'.repeat(200) })).toThrow(
      /^Keep the device name to \d+ characters or fewer\.$/,
    )
  })
})
