import { describe, expect, it } from 'vitest'
import { parseProcStat } from '../../../../electron/core/base/files/process-identity'

describe('/proc/<pid>/stat read', () => {
  it('reads the state (field 3) and the start time (field 22), whatever the command name holds', () => {
    const tail =
      '1 4242 4242 0 -1 4194560 1385 0 0 0 12 3 0 0 20 0 1 0 98765432 2527232 224 18446744073709551615'
    expect(parseProcStat(`4243 (encore) S ${tail}`)).toEqual({ state: 'S', started: '98765432' })
    expect(parseProcStat(`4243 (a) b) (c) Z ${tail}`)).toEqual({ state: 'Z', started: '98765432' })
  })

  it('says nothing of text of another shape', () => {
    expect(parseProcStat('')).toBeUndefined()
    expect(parseProcStat('4243 encore S 1 2')).toBeUndefined()
    expect(parseProcStat('4243 (encore) S 1 2 3')).toBeUndefined()
  })
})
