/**
 * Just enough JPEG to check an uploaded cover: base64 → bytes, start-of-image and end-of-image markers, and
 * the frame header (SOFn) for the picture's size. No pixels are decoded.
 */
export type JpegCheck =
  | { ok: true; bytes: Buffer; width: number; height: number }
  | { ok: false; problem: 'not-base64' | 'not-jpeg' }

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

/** The standalone markers that carry no length field (TEM, RSTn). */
const STANDALONE = new Set([0x01, 0xd0, 0xd1, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7])
/** Start-of-frame markers: C0-CF except DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc

export function decodeBase64Strict(text: string): Buffer | undefined {
  const compact = text.replace(/\s+/g, '')
  if (compact.length === 0 || compact.length % 4 !== 0 || !BASE64.test(compact)) return undefined
  return Buffer.from(compact, 'base64')
}

/** The size of the frame, when `bytes` is a well-formed JPEG (SOI … SOFn … EOI). */
export function jpegSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined
  if (bytes[bytes.length - 2] !== 0xff || bytes[bytes.length - 1] !== 0xd9) return undefined
  let at = 2
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined
    const marker = bytes[at + 1] as number
    if (marker === 0xff) {
      at += 1 // fill byte
      continue
    }
    if (STANDALONE.has(marker)) {
      at += 2
      continue
    }
    // Image data starts before a frame header was seen: not a picture we can size.
    if (marker === 0xda || marker === 0xd9) return undefined
    const length = bytes.readUInt16BE(at + 2)
    if (length < 2 || at + 2 + length > bytes.length) return undefined
    if (isStartOfFrame(marker)) {
      if (length < 7) return undefined
      const height = bytes.readUInt16BE(at + 5)
      const width = bytes.readUInt16BE(at + 7)
      return width > 0 && height > 0 ? { width, height } : undefined
    }
    at += 2 + length
  }
  return undefined
}

export function checkJpegBase64(text: string): JpegCheck {
  const bytes = decodeBase64Strict(text)
  if (!bytes) return { ok: false, problem: 'not-base64' }
  const size = jpegSize(bytes)
  if (!size) return { ok: false, problem: 'not-jpeg' }
  return { ok: true, bytes, ...size }
}
