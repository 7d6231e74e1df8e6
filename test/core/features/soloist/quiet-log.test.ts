import { describe, expect, it } from 'vitest'
import { createQuietLog, QUIET_LOG_INTERVAL_MS } from '../../../../electron/core/features/soloist/quiet-log'
import { createMemoryLogger } from '../../../support/memory-logger'

describe('the quiet log', () => {
  it('writes a message at most once a minute, with how many times it happened since', () => {
    let now = 1_000_000
    const { logger, records } = createMemoryLogger()
    const log = createQuietLog(logger, { now: () => now })
    for (let frame = 0; frame < 400_000; frame++) {
      log.note('soloist feed: frame refused', { reason: 'not JSON' })
      now += 0.075 // 400,000 frames in 30 s
    }
    expect(records.map((record) => record.fields)).toEqual([{ reason: 'not JSON', count: 1 }])
    now += QUIET_LOG_INTERVAL_MS
    log.note('soloist feed: frame refused', { reason: 'no type' })
    expect(records.map((record) => record.fields?.count)).toEqual([1, 400_000])
    expect(records[1]?.fields?.reason).toBe('no type')
  })

  it('counts each message apart and flushes what was held back', () => {
    const { logger, records } = createMemoryLogger()
    const log = createQuietLog(logger, { now: () => 0 })
    log.note('a')
    log.note('b')
    log.note('a')
    log.note('a')
    log.flush()
    log.flush()
    expect(records.map((record) => [record.message, record.fields?.count])).toEqual([
      ['a', 1],
      ['b', 1],
      ['a', 2],
    ])
  })
})
