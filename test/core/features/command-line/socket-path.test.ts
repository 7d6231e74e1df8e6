import { describe, expect, it } from 'vitest'
import { keyPathFor, socketPathFor } from '../../../../electron/core/features/command-line/socket-path'

describe('where an Encore listens', () => {
  it('in its data folder; a folder too long for a socket in the user’s runtime folder; a pipe on Windows', () => {
    expect(socketPathFor('/home/ada/.config/encore-browser', 'linux', {})).toBe(
      '/home/ada/.config/encore-browser/encore.sock',
    )
    expect(keyPathFor('/home/ada/.config/encore-browser')).toBe(
      '/home/ada/.config/encore-browser/command-line.key',
    )
    const long = `/home/ada/${'x'.repeat(120)}`
    expect(socketPathFor(long, 'linux', { XDG_RUNTIME_DIR: '/run/user/1000' })).toMatch(
      /^\/run\/user\/1000\/encore-[0-9a-f]{24}\.sock$/,
    )
    expect(socketPathFor(long, 'linux', { XDG_RUNTIME_DIR: '/run/user/1000' })).not.toBe(
      socketPathFor(`${long}y`, 'linux', { XDG_RUNTIME_DIR: '/run/user/1000' }),
    )
    expect(() => socketPathFor(long, 'linux', {})).toThrow(/too long for a socket .* choose a shorter folder/)
    expect(socketPathFor('C:\\Users\\Ada\\AppData\\Roaming\\Encore', 'win32', {})).toMatch(
      /^\\\\\.\\pipe\\encore-[0-9a-f]{24}$/,
    )
    // Windows paths are not case-sensitive: one folder, one pipe.
    expect(socketPathFor('C:\\Users\\Ada\\AppData\\Roaming\\Encore', 'win32', {})).toBe(
      socketPathFor('c:\\users\\ada\\appdata\\roaming\\encore', 'win32', {}),
    )
  })
})
