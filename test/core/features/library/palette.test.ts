import { afterEach, describe, expect, it, vi } from 'vitest'
import { uriOf, type Artist } from '../../../../electron/contract'
import { emptyLibrary } from '../../../../electron/core/features/library/library-data'

/**
 * The palette's matcher is made at the first search: uFuzzy's matchers each make an ICU collator, whose tables
 * (~2 MiB resident) a tray that is never searched should not hold.
 */
describe('the palette’s matcher over the library', () => {
  afterEach(() => vi.restoreAllMocks())

  it('makes no collator when loaded, only at the first search, and then finds by a name with a letter left out', async () => {
    vi.resetModules()
    const made = vi.spyOn(Intl, 'Collator')
    const { paletteIndex, paletteMatches } =
      await import('../../../../electron/core/features/library/palette')
    const artist = (id: string, name: string): Artist => ({
      id,
      uri: uriOf('artist', id),
      name,
      images: [],
      genres: [],
    })
    const index = paletteIndex({
      ...emptyLibrary(),
      artists: [artist('a1', 'Running Mix'), artist('a2', 'Quiet Hours')],
    })
    expect(paletteMatches(index, '', 5).map((match) => match.name)).toEqual(['Running Mix', 'Quiet Hours'])
    expect(made).not.toHaveBeenCalled()

    expect(paletteMatches(index, 'rnning mx', 5).map((match) => match.name)).toEqual(['Running Mix'])
    expect(made).toHaveBeenCalled()
  })
})
