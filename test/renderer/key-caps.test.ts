import { describe, expect, it } from 'vitest'
import { keyPlatform } from '../../renderer/src/key-caps'

describe('keyPlatform: from what the browser says', () => {
  it.each([
    [{ platform: 'MacIntel' }, 'mac'],
    [{ platform: 'Win32' }, 'windows'],
    [{ platform: 'Linux x86_64' }, 'linux'],
    [{ platform: '', userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)' }, 'windows'],
    [{}, 'linux'],
  ])('%j is %s', (from, platform) => {
    expect(keyPlatform(from)).toBe(platform)
  })
})
