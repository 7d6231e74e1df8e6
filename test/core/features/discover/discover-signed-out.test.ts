import { describe, expect, it } from 'vitest'
import { createDiscover } from '../../../../electron/core/features/discover'
import { systemClock } from '../../../../electron/core/base/ports'

/** Discover while nobody is signed in: NOT_SIGNED_IN, said in the language spoken. */
describe('discover signed out', () => {
  it('asks to sign in first in Japanese, and in English when no language is given', async () => {
    const made = (language?: 'ja') =>
      createDiscover({
        api: () => undefined,
        clock: systemClock,
        library: {
          playlists: {
            create: () => Promise.reject(new Error('not asked')),
            append: async () => [],
            listed: () => undefined,
          },
        },
        bus: { on: () => ({ dispose: () => {} }) },
        ...(language ? { language: () => language } : {}),
      })
    const read = (discover: ReturnType<typeof createDiscover>) =>
      Promise.resolve().then(() =>
        discover.handlers['discover.newReleases'](
          { offset: 0, limit: 10 },
          { signal: new AbortController().signal },
        ),
      )
    await expect(read(made('ja'))).rejects.toThrow(
      expect.objectContaining({
        code: 'NOT_SIGNED_IN',
        message: 'まずログインしてください。どのサービスにもログインしていません。',
      }),
    )
    await expect(read(made())).rejects.toThrow('Sign in first: nobody is signed in to a service.')
  })
})
