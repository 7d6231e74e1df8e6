import { describe, expect, it } from 'vitest'
import { coverImageBody, maxCoverBytes } from '../../../../electron/core/service/api/cover-image'
import { ValidationError } from '../../../../electron/core/service/api/errors'
import { Rules } from '../../../../electron/core/service/api/rules'

const jpegBytes = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0xff, 0xd9,
])
const jpegBase64 = Buffer.from(jpegBytes).toString('base64')
const rules = new Rules('playlists.uploadCoverImage')

function failure(image: string | Uint8Array): ValidationError {
  try {
    coverImageBody(rules, 'jpeg', image)
  } catch (error) {
    if (error instanceof ValidationError) return error
  }
  throw new Error('expected a ValidationError')
}

describe('cover image body', () => {
  it('takes base64 text or JPEG bytes and answers the base64 text', () => {
    expect(coverImageBody(rules, 'jpeg', jpegBase64)).toBe(jpegBase64)
    expect(coverImageBody(rules, 'jpeg', jpegBytes)).toBe(jpegBase64)
  })

  it('refuses what is not plain base64 of a JPEG of at most 256 KB', () => {
    expect(failure('').rule).toMatch(/empty/)
    expect(failure(`data:image/jpeg;base64,${jpegBase64}`).rule).toMatch(/plain base64/)
    expect(failure(Buffer.from('GIF89a-not-a-jpeg').toString('base64')).rule).toMatch(/JPEG/)
    const big = new Uint8Array(maxCoverBytes + 3)
    big.set(jpegBytes)
    expect(failure(big).rule).toMatch(/256 KB/)
    expect(failure(big).parameter).toBe('jpeg')
  })
})
