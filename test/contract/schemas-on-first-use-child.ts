/**
 * Run by schemas-on-first-use.test.ts in a fresh process: counts the zod schemas made (each gets its `_zod`
 * internals once, defined by zod's constructor) while the contract loads, while one non-Discover method is
 * checked, then while a Discover method is, and prints what it saw as one JSON line.
 */
export {}

let made = 0
const define = Object.defineProperty
Object.defineProperty = function <T>(target: T, key: PropertyKey, descriptor: PropertyDescriptor): T {
  if (key === '_zod') made++
  return define(target, key, descriptor)
}

const { builtMethodSchemas, methods } = await import('../../electron/contract')
const atLoad = made
const pinged = methods['app.ping'].input.safeParse({ nonce: 'abc' }).success
const builtAfterPing = builtMethodSchemas()
const afterPing = made
methods['discover.topArtists'].input.safeParse({ range: 'short' })
const afterDiscover = made

process.stdout.write(
  `${JSON.stringify({ atLoad, pinged, builtAfterPing, afterPing, afterDiscover, builtAfterDiscover: builtMethodSchemas() })}\n`,
)
