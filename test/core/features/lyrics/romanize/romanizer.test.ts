import { afterAll, describe, expect, it } from 'vitest'
import { createRomanizer } from '../../../../../electron/core/features/lyrics/romanize/romanizer'
import { ManualClock } from '../../../../support/manual-clock'

/**
 * Known lines of each script, romanized by the real libraries (kuromoji's dictionary is read once for the
 * file, about 3 s).
 */
const romanizer = createRomanizer(new ManualClock(0))
afterAll(() => romanizer.dispose())

describe('romanized lyrics', () => {
  it('writes Japanese in Hepburn: particles as said, long vowels with a macron, verb endings on their verb', async () => {
    const lines = ['東京の空は青い、君に会いたい', '夢を見ていた', 'ありがとう', '', 'Oh baby']
    expect(await romanizer.romanize(lines)).toEqual([
      'tōkyō no sora wa aoi, kimi ni aitai',
      'yume o mite ita',
      'arigatō',
      null,
      null,
    ])
  }, 30_000)

  it('reads a line of kanji alone as Japanese when the song has kana elsewhere', async () => {
    expect(await romanizer.romanize(['東京', 'さくら'])).toEqual(['tōkyō', 'sakura'])
  }, 30_000)

  it('writes Korean in the Revised Romanization', async () => {
    expect(await romanizer.romanize(['사랑해요', '안녕하세요', 'yeah'])).toEqual([
      'saranghaeyo',
      'annyeonghaseyo',
      null,
    ])
  })

  it('writes Chinese in pinyin with tone marks, other words kept', async () => {
    expect(await romanizer.romanize(['我爱你中国', '月亮代表我的心 love'])).toEqual([
      'wǒ ài nǐ zhōng guó',
      'yuè liàng dài biǎo wǒ de xīn love',
    ])
  })

  it('answers null for a song in Latin letters, loading nothing', async () => {
    expect(await romanizer.romanize(['Hello darkness', 'my old friend'])).toBeNull()
  })
})
