import { resolve } from 'node:path'
import { parseArgs } from 'node:util'

export interface WebCliOptions {
  port: number
  open: boolean
  /** Where settings and the sign-in are kept; the user's config folder when absent. */
  dataDir?: string
  /** Linux: offer Encore's MPRIS player on the session D-Bus (media keys, desktop widgets, playerctl). */
  mpris?: boolean
}

/**
 * Parses `--port N --no-open [--data-dir PATH] [--mpris]`; throws a message fit to print when an argument is
 * wrong.
 */
export function parseWebArgs(argv: string[]): WebCliOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string', default: '0' },
      open: { type: 'boolean', default: true },
      'no-open': { type: 'boolean', default: false },
      'data-dir': { type: 'string' },
      mpris: { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  })
  const port = Number(values.port)
  if (!/^\d+$/.test(values.port) || !Number.isInteger(port) || port > 65535) {
    throw new Error(
      `--port must be a whole number from 0 to 65535 (0 picks a free port); got "${values.port}".`,
    )
  }
  const options: WebCliOptions = { port, open: values.open && !values['no-open'] }
  if (values.mpris) options.mpris = true
  const dataDir = values['data-dir']
  if (dataDir !== undefined) {
    if (!dataDir.trim()) throw new Error('--data-dir needs a folder path; got an empty value.')
    options.dataDir = resolve(dataDir)
  }
  return options
}
