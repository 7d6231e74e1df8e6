import { describe, expect, it } from 'vitest'
import { EncoreError } from '../../../../electron/core/base/errors'
import { createKeptPages } from '../../../../electron/core/features/library/kept-pages'

const clock = () => {
  let now = Date.parse('2026-11-28T17:40:00Z')
  return { now: () => now, pass: (ms: number) => (now += ms) }
}
const fail = (code: ConstructorParameters<typeof EncoreError>[0]) => () =>
  Promise.reject(new EncoreError(code, `${code} happened`))

describe('kept pages: a page read before, while the service cannot be reached', () => {
  it('answers fresh reads as they are, unmarked', async () => {
    const pages = createKeptPages(clock())
    expect(await pages.read('album a', async () => ({ name: 'Early Anchors' }))).toEqual({
      name: 'Early Anchors',
    })
  })

  it.each(['NETWORK', 'TIMEOUT', 'SERVICE_ERROR'] as const)(
    'answers the last copy, marked with when it was read, when a read fails with %s',
    async (code) => {
      const time = clock()
      const pages = createKeptPages(time)
      await pages.read('album a', async () => ({ name: 'Early Anchors' }))
      const readAt = time.now()
      time.pass(60_000)
      await pages.read('album b', async () => ({ name: 'Other' }))
      expect(await pages.read('album a', fail(code))).toEqual({
        name: 'Early Anchors',
        offlineReadAt: readAt,
      })
    },
  )

  it('keeps the newest copy: a later read replaces the earlier one', async () => {
    const time = clock()
    const pages = createKeptPages(time)
    await pages.read('album a', async () => ({ name: 'Old name' }))
    time.pass(5_000)
    await pages.read('album a', async () => ({ name: 'New name' }))
    expect(await pages.read('album a', fail('NETWORK'))).toEqual({
      name: 'New name',
      offlineReadAt: time.now(),
    })
  })

  it('lets every other failure through: gone, refused, rate-limited, over quota, signed out, a page never read', async () => {
    const pages = createKeptPages(clock())
    await pages.read('album a', async () => ({ name: 'Early Anchors' }))
    for (const code of ['UNAVAILABLE', 'RATE_LIMITED', 'QUOTA_EXCEEDED', 'NOT_SIGNED_IN', 'ABORTED'] as const)
      await expect(pages.read('album a', fail(code))).rejects.toMatchObject({ code })
    await expect(pages.read('album never', fail('NETWORK'))).rejects.toMatchObject({ code: 'NETWORK' })
    await expect(pages.read('album a', () => Promise.reject(new Error('a bug')))).rejects.toThrow('a bug')
  })

  it('forgets every page (a session ended), and keeps at most its limit, the oldest going first', async () => {
    const pages = createKeptPages(clock(), 2)
    for (const key of ['a', 'b', 'c']) await pages.read(key, async () => ({ key }))
    await expect(pages.read('a', fail('NETWORK'))).rejects.toMatchObject({ code: 'NETWORK' })
    expect(await pages.read('c', fail('NETWORK'))).toMatchObject({ key: 'c' })
    pages.forget()
    await expect(pages.read('c', fail('NETWORK'))).rejects.toMatchObject({ code: 'NETWORK' })
  })
})
