/**
 * Builds small, structurally valid JPEG files for the cover upload tests: SOI, a JFIF header, optional APP
 * padding (to reach a size), a baseline frame header with the given size, a scan and EOI. Not a picture
 * anyone would look at, but every marker a JPEG reader checks is in place.
 */
export function buildJpeg(width: number, height: number, paddingBytes = 0): Buffer {
  const parts: Buffer[] = [Buffer.from([0xff, 0xd8])]
  parts.push(
    Buffer.from([
      0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
      0x00,
    ]),
  )
  let left = paddingBytes
  while (left > 0) {
    const size = Math.min(left, 65_533)
    const header = Buffer.from([0xff, 0xe1, ((size + 2) >> 8) & 0xff, (size + 2) & 0xff])
    parts.push(header, Buffer.alloc(size, 0x20))
    left -= size
  }
  parts.push(
    Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03]),
    Buffer.from([0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]),
    Buffer.from([0xff, 0xda, 0x00, 0x0c, 0x03, 0x01, 0x00, 0x02, 0x11, 0x03, 0x11, 0x00, 0x3f, 0x00]),
    Buffer.from([0x12, 0x34, 0x56]),
    Buffer.from([0xff, 0xd9]),
  )
  return Buffer.concat(parts)
}
