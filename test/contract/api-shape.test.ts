import { describe, expect, expectTypeOf, it } from 'vitest'
import {
  buildNestedApi,
  methodNames,
  nestedCaller,
  type AppInfo,
  type BridgeResult,
  type MethodsOf,
  type NestedApi,
  type PreloadCallOptions,
} from '../../electron/contract'

describe('buildNestedApi: the one place a nested API is shaped', () => {
  it('builds one function per method of the table, under its area and verb, each calling makeFn’s function', async () => {
    const made: string[] = []
    const api = buildNestedApi<'value'>(methodNames, (name) => {
      made.push(name)
      return async (input, options) => ({ name, input, options })
    })
    expect(made).toEqual([...methodNames])
    const flattened = Object.entries(api).flatMap(([area, verbs]) =>
      Object.entries(verbs).map(([verb, fn]) => {
        expect(typeof fn).toBe('function')
        return `${area}.${verb}`
      }),
    )
    expect(flattened.sort()).toEqual([...methodNames].sort())
    const signal = new AbortController().signal
    await expect(api.app.ping({ nonce: 'n' }, { signal })).resolves.toEqual({
      name: 'app.ping',
      input: { nonce: 'n' },
      options: { signal },
    })
  })

  it('types each function from the contract: input, options, and the output or its envelope', () => {
    expectTypeOf<NestedApi<'value'>['app']['info']>().returns.resolves.toEqualTypeOf<AppInfo>()
    expectTypeOf<NestedApi<'result'>['app']['info']>().returns.resolves.toEqualTypeOf<BridgeResult<AppInfo>>()
    expectTypeOf<NestedApi<'value'>['app']['ping']>().parameter(0).toEqualTypeOf<{ nonce: string }>()
    expectTypeOf<NestedApi<'result', PreloadCallOptions>['app']['info']>()
      .parameter(1)
      .toEqualTypeOf<PreloadCallOptions | undefined>()
    expectTypeOf<MethodsOf<'app'>>().toEqualTypeOf<
      'app.info' | 'app.ping' | 'app.requests' | 'app.capabilities' | 'app.about' | 'app.wake' | 'app.notices'
    >()
  })
})

describe('nestedCaller: a checked look-up on an object from elsewhere', () => {
  it('finds a method’s function and calls it with the input and options', async () => {
    const api = { app: { ping: (input: unknown, options: unknown) => ({ input, options }) } }
    const caller = nestedCaller<{ callId: number }>(api, 'app.ping')
    await expect(caller?.({ nonce: 'x' }, { callId: 3 })).resolves.toEqual({
      input: { nonce: 'x' },
      options: { callId: 3 },
    })
  })

  it('answers undefined for a missing area, a missing verb, or something that is not a function', () => {
    expect(nestedCaller({}, 'app.ping')).toBeUndefined()
    expect(nestedCaller({ app: null }, 'app.ping')).toBeUndefined()
    expect(nestedCaller({ app: { info: () => 1 } }, 'app.ping')).toBeUndefined()
    expect(nestedCaller({ app: { ping: 'not a function' } }, 'app.ping')).toBeUndefined()
  })
})
