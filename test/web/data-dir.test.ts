import { describe, expect, it } from 'vitest'
import { parseWebArgs } from '../../electron/web/cli-args'
import { defaultDataDir } from '../../electron/web/data-dir'

describe('browser mode data folder', () => {
  it('defaults to the user config folder of each system', () => {
    expect(defaultDataDir({ XDG_CONFIG_HOME: '/xdg' }, 'linux', '/home/u')).toBe('/xdg/encore-browser')
    expect(defaultDataDir({}, 'linux', '/home/u')).toBe('/home/u/.config/encore-browser')
    expect(defaultDataDir({ XDG_CONFIG_HOME: 'relative' }, 'linux', '/home/u')).toBe(
      '/home/u/.config/encore-browser',
    )
    expect(defaultDataDir({}, 'darwin', '/Users/u')).toBe(
      '/Users/u/Library/Application Support/encore-browser',
    )
  })

  it('takes --data-dir as an absolute path and leaves the other options as they were', () => {
    expect(parseWebArgs(['--port', '0', '--no-open', '--data-dir', '/tmp/encore-x'])).toEqual({
      port: 0,
      open: false,
      dataDir: '/tmp/encore-x',
    })
    expect(parseWebArgs(['--data-dir=rel/dir']).dataDir).toBe(`${process.cwd()}/rel/dir`)
    expect(parseWebArgs(['--port', '8080'])).toEqual({ port: 8080, open: true })
    expect(() => parseWebArgs(['--data-dir='])).toThrow(/--data-dir needs a folder path/)
  })
})
