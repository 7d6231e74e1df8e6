import { describe, expect, it } from 'vitest'
import type { ChildChannel } from '../../../../../electron/core/base/ports'
import {
  createJapaneseReaderProcess,
  readAnswer,
} from '../../../../../electron/core/features/lyrics/romanize/japanese-reader-process'
import { ManualClock } from '../../../../support/manual-clock'

/**
 * The parent's side of the Japanese reader's process, over a stand-in child (a real one, reading the real
 * dictionary, is in test/web/node-program.test.ts): when it is started, ended and started again, and what a
 * silent, failing or vanished child means for the reads it held.
 */
interface StandInChild extends ChildChannel {
  sent: { type: string; id: number; lines: string[] }[]
  killed: boolean
  answer(message: unknown): void
  exit(code: number | null): void
}

function standIns() {
  const started: StandInChild[] = []
  const start = (): ChildChannel => {
    const messageListeners: ((message: unknown) => void)[] = []
    const exitListeners: ((code: number | null) => void)[] = []
    const child: StandInChild = {
      sent: [],
      killed: false,
      send: (message) => void child.sent.push(message as StandInChild['sent'][number]),
      onMessage: (listener) => void messageListeners.push(listener),
      onExit: (listener) => void exitListeners.push(listener),
      kill: () => {
        child.killed = true
      },
      answer: (message) => messageListeners.forEach((listener) => listener(message)),
      exit: (code) => exitListeners.forEach((listener) => listener(code)),
    }
    started.push(child)
    return child
  }
  return { started, start }
}

const sky = [[{ surface: '空', pos: '名詞', posDetail: '一般', pronunciation: 'ソラ' }]]
const flush = () => new Promise((resolve) => setImmediate(resolve))

describe('the Japanese reader’s own process', () => {
  it('is started by the first read, kept while songs come, ended after the idle minutes and started again', async () => {
    const clock = new ManualClock(0)
    const { started, start } = standIns()
    const reader = createJapaneseReaderProcess(start, clock, 5 * 60_000)
    expect(started).toHaveLength(0)

    const first = reader.read(['空'])
    expect(started).toHaveLength(1)
    expect(started[0]!.sent).toEqual([{ type: 'read', id: 1, lines: ['空'] }])
    started[0]!.answer({ type: 'read', id: 1, tokens: sky })
    await expect(first).resolves.toEqual(sky)

    clock.advance(4 * 60_000)
    const second = reader.read(['空'])
    started[0]!.answer({ type: 'read', id: 2, tokens: sky })
    await second
    expect(started).toHaveLength(1)

    clock.advance(5 * 60_000)
    expect(started[0]!.killed).toBe(true)
    const third = reader.read(['空'])
    expect(started).toHaveLength(2)
    started[1]!.answer({ type: 'read', id: 3, tokens: sky })
    await expect(third).resolves.toEqual(sky)
    reader.dispose()
    expect(started[1]!.killed).toBe(true)
  })

  it('fails the reads a child held when it exits, in words, and starts a fresh one for the next', async () => {
    const { started, start } = standIns()
    const reader = createJapaneseReaderProcess(start, new ManualClock(0))
    const held = reader.read(['空'])
    started[0]!.exit(9)
    await expect(held).rejects.toThrow(
      'The Japanese lyrics could not be read: the reader stopped (exit code 9).',
    )
    const next = reader.read(['空'])
    expect(started).toHaveLength(2)
    started[1]!.answer({ type: 'read', id: 2, tokens: [] })
    await expect(next).resolves.toEqual([])
    reader.dispose()
  })

  it('ends a child that stays silent past the deadline, and ignores answers that are not one', async () => {
    const clock = new ManualClock(0)
    const { started, start } = standIns()
    const reader = createJapaneseReaderProcess(start, clock, 60_000, 10_000)
    const held = reader.read(['空'])
    started[0]!.answer({ type: 'read', id: 1, tokens: [[{ surface: 3 }]] })
    started[0]!.answer({ type: 'read', id: 99, tokens: sky })
    started[0]!.answer('hello')
    let settled = false
    void held.finally(() => (settled = true)).catch(() => {})
    await flush()
    expect(settled).toBe(false)
    clock.advance(10_000)
    await expect(held).rejects.toThrow('the reader did not answer within 10 seconds')
    expect(started[0]!.killed).toBe(true)
    reader.dispose()
  })

  it('says why the child could not read, and why it could not be started', async () => {
    const { started, start } = standIns()
    const reader = createJapaneseReaderProcess(start, new ManualClock(0))
    const held = reader.read(['空'])
    started[0]!.answer({ type: 'failed', id: 1, message: 'ENOENT: dict/base.dat.gz' })
    await expect(held).rejects.toThrow('The Japanese lyrics could not be read: ENOENT: dict/base.dat.gz')
    reader.dispose()

    const missing = createJapaneseReaderProcess(() => {
      throw new Error('the program /app/japanese-reader.js is missing; run npm run build')
    }, new ManualClock(0))
    await expect(missing.read(['空'])).rejects.toThrow('japanese-reader.js is missing')
  })

  it('reads an answer only when every token has the fields Hepburn needs', () => {
    expect(readAnswer({ type: 'read', id: 1, tokens: sky })).toEqual({ type: 'read', id: 1, tokens: sky })
    expect(readAnswer({ type: 'read', id: 1, tokens: [[{ surface: '空', pos: '名詞' }]] })).toBeNull()
    expect(readAnswer({ type: 'read', id: '1', tokens: [] })).toBeNull()
    expect(readAnswer({ type: 'failed', id: 2, message: 'no' })).toEqual({
      type: 'failed',
      id: 2,
      message: 'no',
    })
    expect(readAnswer(null)).toBeNull()
  })
})
