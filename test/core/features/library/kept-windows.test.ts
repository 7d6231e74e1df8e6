import { describe, expect, it } from 'vitest'
import { KEPT_WINDOWS, KeptWindows } from '../../../../electron/core/features/library/kept-windows'

const query = { sort: 'recent' as const, reverse: false, filter: '' }
const at = (offset: number, list = 'tracks') => ({ list, offset, limit: 100, ...query })
const window = (offset: number, revision = 3) => ({ revision, offset, total: 1_000, items: [offset] })

describe('the windows kept while the library rests', () => {
  it('gives back a window read at the same revision, for the same list, place and query only', () => {
    const kept = new KeptWindows()
    kept.keep(at(500), window(500))
    expect(kept.get(at(500), 3)).toEqual(window(500))
    expect(kept.get(at(600), 3)).toBeUndefined()
    expect(kept.get(at(500, 'albums'), 3)).toBeUndefined()
    expect(kept.get({ ...at(500), filter: 'rain' }, 3)).toBeUndefined()
    expect(kept.get({ ...at(500), reverse: true }, 3)).toBeUndefined()
    expect(kept.get({ ...at(500), limit: 1 }, 3)).toBeUndefined()
  })

  it('forgets a window once the library moved on to a newer revision', () => {
    const kept = new KeptWindows()
    kept.keep(at(500), window(500))
    expect(kept.get(at(500), 4)).toBeUndefined()
    expect(kept.size).toBe(0)
    expect(kept.get(at(500), 3)).toBeUndefined()
  })

  it(`keeps the ${KEPT_WINDOWS} read last, the one read longest ago going first`, () => {
    const kept = new KeptWindows()
    for (let offset = 0; offset <= KEPT_WINDOWS * 100; offset += 100) kept.keep(at(offset), window(offset))
    expect(kept.size).toBe(KEPT_WINDOWS)
    expect(kept.get(at(0), 3)).toBeUndefined()
    expect(kept.get(at(100), 3)).toEqual(window(100))
    // Read again, 100 is the newest: the next one in pushes 200 out.
    kept.keep(at(100), window(100))
    kept.keep(at(900), window(900))
    expect(kept.get(at(200), 3)).toBeUndefined()
    expect(kept.get(at(100), 3)).toEqual(window(100))
  })

  it('says whether a kept window of that list and query, at that revision, holds a row', () => {
    const kept = new KeptWindows()
    kept.keep(at(500), {
      revision: 3,
      offset: 500,
      total: 1_000,
      items: Array.from({ length: 100 }, () => 0),
    })
    const tracks = { list: 'tracks', ...query }
    expect(kept.covers(tracks, 500, 3)).toBe(true)
    expect(kept.covers(tracks, 599, 3)).toBe(true)
    expect(kept.covers(tracks, 600, 3)).toBe(false)
    expect(kept.covers(tracks, 499, 3)).toBe(false)
    expect(kept.covers(tracks, 550, 4)).toBe(false)
    expect(kept.covers({ ...tracks, list: 'albums' }, 550, 3)).toBe(false)
    expect(kept.covers({ ...tracks, filter: 'rain' }, 550, 3)).toBe(false)
  })
})
