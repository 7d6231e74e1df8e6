import { describe, expect, it } from 'vitest'
import {
  createJapaneseReader,
  type Tokenizer,
} from '../../../../../electron/core/features/lyrics/romanize/japanese-reader'
import { ManualClock } from '../../../../support/manual-clock'

/** A stand-in dictionary that counts how often it is read (the real one takes seconds and 130 MB). */
function countingBuild() {
  const built = { count: 0 }
  const tokenizer: Tokenizer = {
    tokenize: (text) => [{ surface_form: text, pos: '名詞', pos_detail_1: '一般', pronunciation: 'ソラ' }],
  }
  return { built, build: () => (built.count++, Promise.resolve(tokenizer)) }
}

describe('the Japanese dictionary', () => {
  it('is read once for songs that come while it is in use, and let go after the idle minutes', async () => {
    const clock = new ManualClock(0)
    const { built, build } = countingBuild()
    const reader = createJapaneseReader(clock, 5 * 60_000, build)
    expect(built.count).toBe(0)

    await reader.read(['空'])
    clock.advance(4 * 60_000)
    await reader.read(['空'])
    expect(built.count).toBe(1)

    clock.advance(5 * 60_000)
    await reader.read(['空'])
    expect(built.count).toBe(2)
    reader.dispose()
  })

  it('reads the dictionary again after a failed read instead of keeping the failure', async () => {
    let attempts = 0
    const reader = createJapaneseReader(new ManualClock(0), 60_000, () =>
      ++attempts === 1
        ? Promise.reject(new Error('dictionary missing'))
        : Promise.resolve<Tokenizer>({ tokenize: () => [] }),
    )
    await expect(reader.read(['空'])).rejects.toThrow('dictionary missing')
    await expect(reader.read(['空'])).resolves.toEqual([[]])
    expect(attempts).toBe(2)
    reader.dispose()
  })
})
