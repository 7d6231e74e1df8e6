import { appendFileSync } from 'node:fs'

/** @type {string | undefined} */
let file

/** @param {{ file?: string }} data */
export function initialize(data) {
  file = data?.file
}

/**
 * @param {string} url
 * @param {unknown} context
 * @param {(url: string, context: unknown) => Promise<unknown>} next
 */
export async function load(url, context, next) {
  if (file) appendFileSync(file, `${url}\n`)
  return next(url, context)
}
