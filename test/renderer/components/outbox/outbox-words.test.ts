import { describe, expect, it } from 'vitest'
import {
  cancelName,
  keptChangesWords,
  lostChangesWords,
  sentence,
  untilWords,
  waitingWords,
} from '../../../../renderer/src/components/outbox/outbox-words'

describe('outbox words', () => {
  it.each([
    [1, '1 change waiting'],
    [2, '2 changes waiting'],
    [0, '0 changes waiting'],
    [1234, `${new Intl.NumberFormat().format(1234)} changes waiting`],
  ])('counts %i as "%s"', (count, words) => {
    expect(waitingWords(count)).toBe(words)
  })

  it('says the time of day for today, with the date for another day, nothing for no time', () => {
    const now = new Date(2026, 10, 25, 14, 0, 0).getTime()
    const soon = new Date(2026, 10, 25, 14, 5, 30).getTime()
    const tomorrow = new Date(2026, 10, 26, 9, 0, 0).getTime()
    expect(untilWords(soon, now, 'en-GB')).toBe('14:05:30')
    expect(untilWords(tomorrow, now, 'en-GB')).toBe('26 Nov, 09:00')
    expect(untilWords(soon, now, 'en-US')).toBe('02:05:30 PM')
    expect(untilWords(null, now)).toBeNull()
  })

  it("starts core's reason with a capital, as a sentence", () => {
    expect(sentence('the demo service cannot be reached.')).toBe('The demo service cannot be reached.')
    expect(sentence('Spotify asked Encore to wait.')).toBe('Spotify asked Encore to wait.')
  })

  it('names Cancel after the change it takes back', () => {
    expect(cancelName({ label: 'Save “Heat Wave” to Your Library' })).toBe(
      'Cancel Save “Heat Wave” to Your Library',
    )
  })

  it('says how many changes a sign-out loses and which, the first three by name', () => {
    const label = (name: string) => ({ label: `Save “${name}” to Your Library` })
    expect(lostChangesWords([label('One')])).toBe(
      '1 change is not sent yet and will be lost if you sign out now: Save “One” to Your Library.',
    )
    expect(lostChangesWords([label('One'), { label: 'Follow Heat' }])).toBe(
      '2 changes are not sent yet and will be lost if you sign out now: Save “One” to Your Library and Follow Heat.',
    )
    expect(lostChangesWords(['A', 'B', 'C', 'D', 'E'].map(label))).toBe(
      '5 changes are not sent yet and will be lost if you sign out now: Save “A” to Your Library, ' +
        'Save “B” to Your Library, Save “C” to Your Library, and 2 more changes.',
    )
  })

  it('says that switching service keeps the waiting changes for the person’s return', () => {
    expect(keptChangesWords(1, 'the demo service')).toBe(
      '1 change is not sent yet: it stays on this computer and goes when you switch back to the demo service and sign in as the same user.',
    )
    expect(keptChangesWords(3, 'Spotify')).toBe(
      '3 changes are not sent yet: they stay on this computer and go when you switch back to Spotify and sign in as the same user.',
    )
  })
})
