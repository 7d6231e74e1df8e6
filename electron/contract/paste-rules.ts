import { parseSpotifyLink } from './spotify-link'

/**
 * The tracks in pasted text: every Spotify track link or URI in it (from Spotify's "Copy link", a chat, a list
 * typed anywhere), each once, in the order they came. Words around them and links to other things are left.
 */
export function trackUrisInText(text: string): { uris: string[]; others: number } {
  const uris: string[] = []
  let others = 0
  for (const word of text.split(/[\s,;<>()"'[\]]+/)) {
    if (!/^(spotify:|https?:\/\/|open\.spotify)/i.test(word)) continue
    const parsed = parseSpotifyLink(word)
    if (!parsed.ok) continue
    if (parsed.link.kind !== 'track') {
      others++
      continue
    }
    if (!uris.includes(parsed.link.uri)) uris.push(parsed.link.uri)
  }
  return { uris, others }
}
