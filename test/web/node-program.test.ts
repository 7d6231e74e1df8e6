import { describe, expect, it } from 'vitest'
import type { ChildChannel } from '../../electron/core/base/ports'
import { hepburnOf } from '../../electron/core/features/lyrics/romanize/hepburn'
import { createJapaneseReaderProcess } from '../../electron/core/features/lyrics/romanize/japanese-reader-process'
import { forkNodeProgram } from '../../electron/web/node-program'
import { ManualClock } from '../support/manual-clock'

/** The Japanese reader's program in a real Node child, as browser mode runs it (from source here, via tsx). */
const program = 'electron/core/features/lyrics/romanize/japanese-reader-program.ts'

describe('a program in a child process of its own', () => {
  it('reads Japanese lyrics with the real dictionary, and is gone once the reader is done', async () => {
    const exits: (number | null)[] = []
    const start = (): ChildChannel => {
      const channel = forkNodeProgram(program, ['--import', 'tsx'])
      channel.onExit((code) => exits.push(code))
      return channel
    }
    const reader = createJapaneseReaderProcess(start, new ManualClock(0))
    const tokens = await reader.read(['東京の空は青い', '夢を見ていた'])
    expect(tokens.map(hepburnOf)).toEqual(['tōkyō no sora wa aoi', 'yume o mite ita'])
    reader.dispose()
    await expect.poll(() => exits, { timeout: 10_000 }).toHaveLength(1)
  }, 60_000)

  it('names a program that was never built', () => {
    expect(() => forkNodeProgram('out/main/no-such-program.js')).toThrow(
      'the program out/main/no-such-program.js is missing; run npm run build',
    )
  })
})
