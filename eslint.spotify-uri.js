/**
 * Spotify URIs are read and made in one place, electron/contract/spotify-link.ts (`parseSpotifyUri`, `uriKind`,
 * `isKind`, `uriId`, `uriOf`, `parseSpotifyLink`). Elsewhere in electron/ and renderer/src this refuses reading or
 * making one by hand:
 * - `split(':')` on something named like a URI (`uri`, `track.uri`, `contextUri`, `uri?.split(':')`);
 * - `exec` or `match` with a regular expression that captures from `^spotify:` (checking with `.test` and a
 *   schema's `.regex` stay allowed: they read nothing out);
 * - a kind told by its start, `uri.startsWith('spotify:episode:')` (`isKind(uri, 'episode')` says it);
 * - a URI built from its parts, `` `spotify:playlist:${id}` `` or `'spotify:album:' + id` (`uriOf`).
 * The emulator and the operation table may import nothing of the contract (eslint.boundaries.js): they keep
 * their own. test/lint/spotify-uri.test.ts proves the rule fires.
 */
const URIISH = /uri$/i

/** The name an expression goes by: `uri`, `track.uri`, `item['uri']`, a call `uriOf(x)` counts as its callee's. */
function nameOf(node) {
  if (!node) return null
  if (node.type === 'ChainExpression') return nameOf(node.expression)
  if (node.type === 'Identifier') return node.name
  if (node.type === 'MemberExpression') {
    if (!node.computed && node.property.type === 'Identifier') return node.property.name
    if (node.property.type === 'Literal' && typeof node.property.value === 'string')
      return node.property.value
  }
  return null
}

const capturesSpotify = (node) =>
  node?.type === 'Literal' &&
  node.regex !== undefined &&
  node.regex.pattern.startsWith('^spotify:') &&
  /\((?!\?)/.test(node.regex.pattern)

/** A string, or the first part of a template, that starts a Spotify URI. */
function startsSpotify(node) {
  if (node?.type === 'Literal') return typeof node.value === 'string' && node.value.startsWith('spotify:')
  if (node?.type === 'TemplateLiteral') return (node.quasis[0]?.value.cooked ?? '').startsWith('spotify:')
  return false
}

const noHandParsedUri = {
  meta: {
    type: 'problem',
    docs: { description: 'Spotify URIs are read by electron/contract/spotify-link.ts only' },
    messages: {
      split:
        "No `split(':')` on a Spotify URI: read it with parseSpotifyUri, uriKind or uriId (electron/contract/spotify-link.ts).",
      regex:
        'No regular expression reading parts out of a Spotify URI: use parseSpotifyUri, uriKind or uriId (electron/contract/spotify-link.ts).',
      startsWith:
        "No `startsWith('spotify:…')` to tell a URI's kind: use isKind or uriKind (electron/contract/spotify-link.ts).",
      build:
        'No Spotify URI built by hand: make it with uriOf(kind, id) (electron/contract/spotify-link.ts).',
    },
    schema: [],
  },
  create(context) {
    return {
      CallExpression(node) {
        const callee = node.callee
        if (callee.type !== 'MemberExpression') return
        const method = nameOf(callee)
        const [first] = node.arguments
        if (method === 'split' && first?.type === 'Literal' && first.value === ':') {
          const name = nameOf(callee.object)
          if (name && URIISH.test(name)) context.report({ node, messageId: 'split' })
        }
        if (method === 'exec' && capturesSpotify(callee.object)) context.report({ node, messageId: 'regex' })
        if (method === 'match' && capturesSpotify(first)) context.report({ node, messageId: 'regex' })
        if (method === 'startsWith' && startsSpotify(first)) context.report({ node, messageId: 'startsWith' })
      },
      TemplateLiteral(node) {
        // A `startsWith` with it is told once, as such.
        const told = node.parent?.type === 'CallExpression' && nameOf(node.parent.callee) === 'startsWith'
        if (node.expressions.length > 0 && startsSpotify(node) && !told)
          context.report({ node, messageId: 'build' })
      },
      BinaryExpression(node) {
        if (node.operator === '+' && startsSpotify(node.left)) context.report({ node, messageId: 'build' })
      },
    }
  },
}

export const spotifyUriRules = [
  {
    files: ['electron/**/*.ts', 'renderer/src/**/*.{ts,vue}'],
    ignores: ['electron/contract/spotify-link.ts', 'electron/emulator/**', 'electron/operations/**'],
    plugins: { 'spotify-uri': { rules: { 'no-hand-parsed': noHandParsedUri } } },
    rules: { 'spotify-uri/no-hand-parsed': 'error' },
  },
]
