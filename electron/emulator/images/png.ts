import { crc32, deflateSync } from 'node:zlib'

/** A minimal PNG encoder: 8-bit RGB, one IDAT, "Sub" row filters (gradients compress well with them). */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const stride = width * 3
  const filtered = Buffer.alloc((stride + 1) * height)
  for (let y = 0; y < height; y++) {
    const row = y * (stride + 1)
    filtered[row] = 1
    for (let x = 0; x < stride; x++) {
      const value = rgb[y * stride + x] as number
      const left = x >= 3 ? (rgb[y * stride + x - 3] as number) : 0
      filtered[row + 1 + x] = (value - left) & 0xff
    }
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(filtered, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length, 0)
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(typed) >>> 0, 0)
  return Buffer.concat([length, typed, crc])
}
