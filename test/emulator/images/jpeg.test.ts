import { describe, expect, it } from 'vitest'
import { checkJpegBase64, decodeBase64Strict, jpegSize } from '../../../electron/emulator/images/jpeg'
import { buildJpeg } from './jpeg-fixture'

describe('the cover upload checks', () => {
  it('reads the size of a JPEG from its frame header', () => {
    expect(jpegSize(buildJpeg(640, 480))).toEqual({ width: 640, height: 480 })
    expect(jpegSize(buildJpeg(300, 300, 70_000))).toEqual({ width: 300, height: 300 })
  })

  it('refuses what is not a JPEG: other formats, no end marker, no frame header', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])
    expect(jpegSize(png)).toBeUndefined()
    const jpeg = buildJpeg(10, 10)
    expect(jpegSize(jpeg.subarray(0, jpeg.length - 2))).toBeUndefined()
    expect(jpegSize(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02, 0xff, 0xd9]))).toBeUndefined()
    expect(jpegSize(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBeUndefined()
  })

  it('takes strict base64 only (whitespace and line breaks allowed)', () => {
    const text = buildJpeg(8, 8).toString('base64')
    expect(decodeBase64Strict(text)?.equals(buildJpeg(8, 8))).toBe(true)
    expect(decodeBase64Strict(text.replace(/(.{20})/g, '$1\n'))?.length).toBe(buildJpeg(8, 8).length)
    expect(decodeBase64Strict('not base64!')).toBeUndefined()
    expect(decodeBase64Strict('abc')).toBeUndefined()
    expect(decodeBase64Strict('')).toBeUndefined()
    expect(checkJpegBase64(text)).toMatchObject({ ok: true, width: 8, height: 8 })
    expect(checkJpegBase64(Buffer.from('hello world!').toString('base64'))).toEqual({
      ok: false,
      problem: 'not-jpeg',
    })
    expect(checkJpegBase64('%%%%')).toEqual({ ok: false, problem: 'not-base64' })
  })
})
