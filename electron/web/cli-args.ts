import { parseArgs } from 'node:util'

export interface WebCliOptions {
  port: number
  open: boolean
}

/** Parses `--port N --no-open`; throws a message fit to print when an argument is wrong. */
export function parseWebArgs(argv: string[]): WebCliOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string', default: '0' },
      open: { type: 'boolean', default: true },
      'no-open': { type: 'boolean', default: false },
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
  return { port, open: values.open && !values['no-open'] }
}
