import type { Rules } from './rules'

/** The largest cover the service takes, decoded (OpenAPI: "maximum payload size is 256 KB"). */
export const maxCoverBytes = 256 * 1024

const base64Pattern = /^[A-Za-z0-9+/]*={0,2}$/

/**
 * A playlist cover as the service wants it: base64 text of a JPEG. Takes the base64 text or the JPEG bytes,
 * checks that it is a JPEG of at most 256 KB, and answers the base64 text to send.
 */
export function coverImageBody(rules: Rules, parameter: string, image: string | Uint8Array): string {
  const base64 = typeof image === 'string' ? image : image instanceof Uint8Array ? toBase64(image) : undefined
  if (base64 === undefined) rules.fail(parameter, 'must be base64 text or bytes of a JPEG image')
  if (base64.length === 0) rules.fail(parameter, 'must not be empty')
  if (base64.length % 4 !== 0 || !base64Pattern.test(base64)) {
    rules.fail(
      parameter,
      'must be plain base64 text (A–Z, a–z, 0–9, +, /, = padding; no line breaks or data: prefix)',
    )
  }
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0
  const bytes = (base64.length / 4) * 3 - padding
  if (bytes > maxCoverBytes)
    rules.fail(parameter, `must be at most 256 KB decoded (got ${Math.ceil(bytes / 1024)} KB)`)
  const head = atob(base64.slice(0, 4))
  // Every JPEG starts with the SOI marker FF D8 and another marker's FF.
  if (head.charCodeAt(0) !== 0xff || head.charCodeAt(1) !== 0xd8 || head.charCodeAt(2) !== 0xff) {
    rules.fail(parameter, 'must be a JPEG image (it does not start with the JPEG marker FF D8 FF)')
  }
  return base64
}

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  const step = 0x8000 // String.fromCharCode takes a bounded number of arguments
  for (let start = 0; start < bytes.length; start += step) {
    binary += String.fromCharCode(...bytes.subarray(start, start + step))
  }
  return btoa(binary)
}
