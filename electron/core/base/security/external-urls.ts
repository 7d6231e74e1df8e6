import { namesAPublicHost } from '../../../contract'

/** Hosts the app may send the user to in the system browser. Everything else is refused. */
export const externalHostAllowlist: readonly string[] = [
  'accounts.spotify.com',
  'open.spotify.com',
  'www.spotify.com',
  'developer.spotify.com',
  'support.spotify.com',
  // Settings → Lyrics links to the site of the lyrics' source.
  'lrclib.net',
]

/**
 * True for https links to an allowlisted host, or for an exact extra origin (the demo service's consent page
 * on a loopback port). Credentials in URLs and other schemes (file:, javascript:, smb:) are always refused.
 */
export function isAllowedExternalUrl(raw: string, extraOrigins: readonly string[] = []): boolean {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  if (extraOrigins.includes(url.origin)) return true
  return url.protocol === 'https:' && externalHostAllowlist.includes(url.hostname)
}

/**
 * What a link the page follows gets: an allowlisted one opens; any other web link (an episode's notes link to
 * anywhere) opens only after the person saw its address and said yes; anything else (file:, javascript:,
 * custom schemes, credentials in the URL, this computer or an address by number, which name no public site
 * and could reach a local service) never.
 */
export function externalLinkDecision(raw: string): 'open' | 'ask' | 'refuse' {
  if (isAllowedExternalUrl(raw)) return 'open'
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return 'refuse'
  }
  if (url.username || url.password || !namesAPublicHost(url.hostname)) return 'refuse'
  return url.protocol === 'https:' || url.protocol === 'http:' ? 'ask' : 'refuse'
}
