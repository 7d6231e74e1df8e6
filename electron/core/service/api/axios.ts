import type * as AxiosModule from 'axios'

/**
 * axios, loaded without waking Node's fetch. Every value import of axios in Encore goes through here (a lint
 * rule keeps it so); type imports may name 'axios' directly.
 *
 * Node defines `fetch`, `Request`, `Response` and `FormData` as lazy globals: the first read loads undici, about
 * 10 MiB of RSS that a tray app would then hold all day (measured 2026-11-24: a signed-out app process 52.7 MiB
 * against 41.0 for plain Node). axios reads them while it loads, to decide whether its fetch adapter could run and
 * to recognise FormData, although in Node it sends everything through its http adapter. So while axios loads they
 * read as absent, and they are put back exactly as they were (still lazy) as soon as it has.
 */
const lazyWebGlobals = ['fetch', 'Request', 'Response', 'FormData'] as const

async function loadAxiosWithoutUndici(): Promise<typeof AxiosModule> {
  const saved = lazyWebGlobals.map(
    (name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const,
  )
  for (const [name, descriptor] of saved) {
    if (descriptor?.configurable) {
      Object.defineProperty(globalThis, name, { value: undefined, configurable: true, writable: true })
    }
  }
  try {
    return await import('axios')
  } finally {
    for (const [name, descriptor] of saved) {
      if (descriptor?.configurable) Object.defineProperty(globalThis, name, descriptor)
    }
  }
}

const loaded = await loadAxiosWithoutUndici()

export const axios = loaded.default
export const isAxiosError = loaded.isAxiosError
