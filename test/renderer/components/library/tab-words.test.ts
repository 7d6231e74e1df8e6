import { describe, expect, it } from 'vitest'
import { tabWords } from '../../../../renderer/src/components/library/tab-words'

describe("a library tab's words", () => {
  it('are asked for each time they are read, so a change of language shows at once', () => {
    let language = 'en'
    const words = tabWords<'albums' | 'artists'>({
      albums: () => ({ label: `${language}: albums`, empty: `${language}: no albums` }),
      artists: () => ({ label: `${language}: artists`, empty: `${language}: no artists` }),
    })
    expect(words.albums).toEqual({ label: 'en: albums', empty: 'en: no albums' })
    language = 'de'
    expect(words.albums.label).toBe('de: albums')
    expect(Object.keys(words)).toEqual(['albums', 'artists'])
  })
})
