import { describe, expect, it } from 'vitest'
import { parseWebArgs } from '../../electron/web/cli-args'

describe('parseWebArgs', () => {
  it('reads --port and --no-open', () => {
    expect(parseWebArgs(['--port', '8080', '--no-open'])).toEqual({ port: 8080, open: false })
    expect(parseWebArgs(['--port=0'])).toEqual({ port: 0, open: true })
    expect(parseWebArgs([])).toEqual({ port: 0, open: true })
  })

  it('reads --mpris (off unless asked)', () => {
    expect(parseWebArgs(['--mpris'])).toEqual({ port: 0, open: true, mpris: true })
    expect(parseWebArgs([]).mpris).toBeUndefined()
  })

  it('refuses ports that are not whole numbers from 0 to 65535, saying which', () => {
    for (const bad of ['-1', '65536', '80.5', 'http', '']) {
      expect(() => parseWebArgs([`--port=${bad}`]), bad).toThrow(
        /--port must be a whole number from 0 to 65535/,
      )
    }
  })

  it('refuses unknown flags', () => {
    expect(() => parseWebArgs(['--prot', '80'])).toThrow()
  })
})
