import { describe, expect, it } from 'vitest'
import { handOverFirstToSoloist, handedToSoloist } from '../../../../electron/core/features/your-queue'

/** The queue's hand-over to This computer's Soloist: taken there, or the Web API's one request instead. */
function feedThat(answer: 'takes' | 'refuses' | 'does not lead') {
  const asked: string[] = []
  return {
    asked,
    queue(uri: string, settled: (taken: boolean) => void) {
      asked.push(uri)
      if (answer === 'does not lead') return false
      queueMicrotask(() => settled(answer === 'takes'))
      return true
    },
  }
}

describe('the hand-over to Soloist', () => {
  it('is taken by Soloist while it leads, and no request is made', async () => {
    const feed = feedThat('takes')
    const requests: string[] = []
    await handOverFirstToSoloist(feed, async (uri) => void requests.push(uri))('spotify:track:a')
    expect(feed.asked).toEqual(['spotify:track:a'])
    expect(requests).toEqual([])
  })

  it.each(['refuses', 'does not lead'] as const)('goes by request when Soloist %s', async (answer) => {
    const feed = feedThat(answer)
    expect(await handedToSoloist(feed, 'spotify:track:b')).toBe(false)
    const requests: string[] = []
    await handOverFirstToSoloist(feed, async (uri) => void requests.push(uri))('spotify:track:b')
    expect(requests).toEqual(['spotify:track:b'])
  })
})
