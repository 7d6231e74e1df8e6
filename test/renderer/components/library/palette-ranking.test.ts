import { describe, expect, it } from 'vitest'
import { rankChoices, titleTier } from '../../../../renderer/src/components/library/palette-ranking'

const item = (label: string) => ({ label, kind: 'item' as const })
const command = (label: string) => ({ label, kind: 'command' as const })

describe('the palette ranking', () => {
  it.each([
    ['Early Anchors', 'early anchors', 0],
    ['Éarly  Anchors', 'early anchors', 0],
    ['Early Anchors', 'early', 1],
    ['Nearly There', 'early', null],
    ['Early Anchors', '  ', null],
  ] as const)('%j typed %j is tier %j', (name, typed, tier) => {
    expect(titleTier(name, typed)).toBe(tier)
  })

  it.each([
    // typed, choices as given (commands from the matcher, then the library's matches), the order shown
    [
      'early',
      [command('Go to Library'), command('Unlike'), item('Nearly There'), item('Early Anchors')],
      ['Early Anchors', 'Go to Library', 'Unlike', 'Nearly There'],
    ],
    [
      'sign out',
      [command('Settings: Account'), command('Sign out'), item('Sign Out Blues')],
      ['Sign Out Blues', 'Sign out', 'Settings: Account'],
    ],
    ['next', [command('Next'), item('The Next Day'), item('Next')], ['Next', 'Next', 'The Next Day']],
    ['volume', [command('Volume up'), command('Volume down')], ['Volume up', 'Volume down']],
  ] as const)('"%s" ranks %j as %j', (typed, choices, shown) => {
    const ranked = rankChoices(choices, typed)
    expect(ranked.map((choice) => choice.label)).toEqual(shown)
    if (typed === 'next') expect(ranked[0]!.kind).toBe('item')
  })
})
