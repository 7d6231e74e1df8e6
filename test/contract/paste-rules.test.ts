import { describe, expect, it } from 'vitest'
import { trackUrisInText } from '../../electron/contract/paste-rules'

const a = '4uLU6hMCjMI75M1A2tKUQC'
const b = '6rqhFgbbKwnb9MLmUQDhG6'
const c = '0VjIjW4GlUZAMYd2vXMi3b'

describe('trackUrisInText', () => {
  it('reads links and URIs from any app, each once, in order', () => {
    const text = [
      `https://open.spotify.com/track/${a}?si=abc`,
      `spotify:track:${b}`,
      `Listen: https://open.spotify.com/intl-de/track/${c}, and again spotify:track:${a}`,
    ].join('\n')
    expect(trackUrisInText(text)).toEqual({
      uris: [`spotify:track:${a}`, `spotify:track:${b}`, `spotify:track:${c}`],
      others: 0,
    })
  })

  it('counts links to other things and leaves words and broken links', () => {
    const text = `spotify:album:${a} hello https://open.spotify.com/track/short open.spotify.com/track/${b}`
    expect(trackUrisInText(text)).toEqual({ uris: [`spotify:track:${b}`], others: 1 })
    expect(trackUrisInText('just words')).toEqual({ uris: [], others: 0 })
  })
})
