import { describe, expect, it } from 'vitest'
import { createLineLog, createLogger, formatLogLine } from '../../../electron/core/base/logger'
import { Redactor } from '../../../electron/core/base/security/redact'
import { redactForSharing } from '../../../electron/core/base/security/share-redact'

const at = Date.UTC(2026, 11, 7, 8, 0, 0)

describe('the log a person can share', () => {
  it('writes one line a record: when, how grave, what and its fields', () => {
    expect(formatLogLine({ level: 'warn', message: 'slow', fields: { ms: 900 } }, at)).toBe(
      '2026-12-07T08:00:00.000Z warn: slow {"ms":900}',
    )
  })

  it('passes every line through the sharing redactor, in the ring and in the file alike', () => {
    const lines = createLineLog({
      now: () => at,
      clean: (line) => redactForSharing(line, { home: '/home/ana', names: ['ana'] }),
      keep: 200,
    })
    const written: string[] = []
    lines.attach((line) => written.push(line))
    const logger = createLogger(lines.sink, new Redactor())
    logger.info('Signed in as ana (ana@example.com)', { folder: '/home/ana/Music', access_token: 'BQD' })
    const expected =
      '2026-12-07T08:00:00.000Z info: Signed in as [name] ([e-mail]) {"folder":"~/Music","access_token":"[redacted]"}'
    expect(lines.recent()).toEqual([expected])
    expect(written).toEqual([expected])
  })

  it('keeps only the last lines in memory, and writes to the file only once attached', () => {
    const lines = createLineLog({ now: () => at, clean: (line) => line, keep: 3 })
    const logger = createLogger(lines.sink, new Redactor())
    logger.info('one')
    const written: string[] = []
    lines.attach((line) => written.push(line))
    for (const word of ['two', 'three', 'four']) logger.info(word)
    expect(lines.recent().map((line) => line.split(': ')[1])).toEqual(['two', 'three', 'four'])
    expect(written).toHaveLength(3)
  })
})
