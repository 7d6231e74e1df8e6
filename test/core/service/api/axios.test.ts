import { describe, expect, it } from 'vitest'

const lazyWebGlobals = ['fetch', 'Request', 'Response', 'FormData'] as const

describe('core/service/api/axios', () => {
  it("puts Node's web globals back exactly as they were once axios has loaded", async () => {
    const before = lazyWebGlobals.map((name) => Object.getOwnPropertyDescriptor(globalThis, name))
    const { axios, isAxiosError } = await import('../../../../electron/core/service/api/axios')
    const after = lazyWebGlobals.map((name) => Object.getOwnPropertyDescriptor(globalThis, name))
    expect(after).toEqual(before)
    expect(typeof globalThis.fetch).toBe('function')
    expect(typeof axios.create).toBe('function')
    expect(isAxiosError(new axios.AxiosError('refused', 'ECONNREFUSED'))).toBe(true)
  })
})
