import { describe, expect, it } from 'vitest'
import { runAll, runInSlices, type Slices } from '../../../../electron/core/features/library/sliced-work'

/** Three slices that log when they run; answers what they made. */
function* counting(log: string[]): Slices<number> {
  log.push('slice 1')
  yield
  log.push('slice 2')
  yield
  log.push('slice 3')
  return 3
}

describe('work in slices', () => {
  it('runs every slice at once when asked to', () => {
    const log: string[] = []
    expect(runAll(counting(log))).toBe(3)
    expect(log).toEqual(['slice 1', 'slice 2', 'slice 3'])
  })

  it('lets what waits on the thread run between two slices, and answers the same', async () => {
    const log: string[] = []
    // An event already waiting (a page's request, say) when the work begins.
    setImmediate(() => log.push('an event'))
    expect(await runInSlices(counting(log))).toBe(3)
    expect(log).toEqual(['slice 1', 'an event', 'slice 2', 'slice 3'])
  })

  it('pauses as it is told, once between each two slices, and passes a slice’s failure on', async () => {
    let pauses = 0
    const pause = async () => {
      pauses++
    }
    await runInSlices(counting([]), pause)
    expect(pauses).toBe(2)
    function* failing(): Slices<number> {
      yield
      throw new Error('damaged')
    }
    await expect(runInSlices(failing(), pause)).rejects.toThrow('damaged')
  })
})
