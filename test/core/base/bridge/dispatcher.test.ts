import { describe, expect, it, vi } from 'vitest'
import { createDispatcher, type Handlers } from '../../../../electron/core/base/bridge/dispatcher'
import { EncoreError } from '../../../../electron/core/base/errors'
import { createMemoryLogger } from '../../../support/memory-logger'

/** Only the app.* handlers: the dispatcher's behaviour does not depend on which other methods exist. */
function handlers(overrides: Partial<Handlers> = {}): Handlers {
  const base: Pick<Handlers, 'app.info' | 'app.ping'> = {
    'app.info': () => ({ name: 'Encore', version: '1.2.3', mode: 'browser', service: 'demo' }),
    'app.ping': ({ nonce }) => ({ nonce, receivedAt: 5 }),
  }
  return { ...base, ...overrides } as Handlers
}

describe('createDispatcher', () => {
  it('runs a valid call and answers its output', async () => {
    const dispatch = createDispatcher(handlers(), createMemoryLogger().logger)
    await expect(dispatch('app.ping', { nonce: 'n1' })).resolves.toEqual({
      ok: true,
      value: { nonce: 'n1', receivedAt: 5 },
    })
  })

  it('answers UNKNOWN_METHOD for names outside the table, including prototype keys', async () => {
    const dispatch = createDispatcher(handlers(), createMemoryLogger().logger)
    for (const name of ['app.nope', 'constructor', '__proto__', 7, null]) {
      const result = await dispatch(name, undefined)
      expect(result.ok).toBe(false)
      if (!result.ok) expect(result.error.code).toBe('UNKNOWN_METHOD')
    }
  })

  it('answers INVALID_INPUT naming the broken field, and never calls the handler', async () => {
    let called = false
    const dispatch = createDispatcher(
      handlers({
        'app.ping': () => {
          called = true
          return { nonce: '', receivedAt: 0 }
        },
      }),
      createMemoryLogger().logger,
    )
    const result = await dispatch('app.ping', { nonce: 12 })
    expect(called).toBe(false)
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', message: 'Invalid input for app.ping.' },
    })
    if (!result.ok)
      expect(result.error.details?.['issues']).toEqual([expect.objectContaining({ path: 'nonce' })])
  })

  it('passes an EncoreError through as its code and message', async () => {
    const dispatch = createDispatcher(
      handlers({
        'app.info': () => {
          throw new EncoreError('NOT_SIGNED_IN', 'Sign in first.', { profile: 'demo' })
        },
      }),
      createMemoryLogger().logger,
    )
    await expect(dispatch('app.info', undefined)).resolves.toEqual({
      ok: false,
      error: { code: 'NOT_SIGNED_IN', message: 'Sign in first.', details: { profile: 'demo' } },
    })
  })

  it('hides unexpected errors behind INTERNAL, with no stack, and logs them redacted', async () => {
    const memory = createMemoryLogger()
    const dispatch = createDispatcher(
      handlers({
        'app.info': () => {
          throw new Error('boom with Bearer abcdefghijklmnop')
        },
      }),
      memory.logger,
    )
    const result = await dispatch('app.info', undefined)
    expect(result).toEqual({
      ok: false,
      error: { code: 'INTERNAL', message: 'Something went wrong while running app.info.' },
    })
    expect(JSON.stringify(result)).not.toContain('boom')
    expect(memory.lines.join('\n')).toContain('Bearer [redacted]')
    expect(memory.lines.join('\n')).not.toContain('abcdefghijklmnop')
  })

  it('strips keys a handler adds beyond the output schema', async () => {
    const dispatch = createDispatcher(
      handlers({
        'app.info': () =>
          ({
            name: 'Encore',
            version: '1',
            mode: 'browser',
            service: 'demo',
            accessToken: 'secret',
          }) as never,
      }),
      createMemoryLogger().logger,
    )
    const result = await dispatch('app.info', undefined)
    expect(result.ok && result.value).toEqual({
      name: 'Encore',
      version: '1',
      mode: 'browser',
      service: 'demo',
    })
  })

  it('refuses an answer outside the output schema as INTERNAL', async () => {
    const memory = createMemoryLogger()
    const dispatch = createDispatcher(
      handlers({ 'app.info': () => ({ name: 'Encore' }) as never }),
      memory.logger,
    )
    const result = await dispatch('app.info', undefined)
    expect(result).toMatchObject({ ok: false, error: { code: 'INTERNAL' } })
    expect(memory.lines.some((line) => line.includes('answered outside its schema'))).toBe(true)
  })
})

describe('createDispatcher: cancellation', () => {
  it('hands the handler the caller’s signal, and answers ABORTED at once when it fires', async () => {
    let seen: AbortSignal | undefined
    let finish!: () => void
    const dispatch = createDispatcher(
      handlers({
        'app.ping': async ({ nonce }, { signal }) => {
          seen = signal
          await new Promise<void>((resolve) => (finish = resolve))
          return { nonce, receivedAt: 1 }
        },
      }),
      createMemoryLogger().logger,
    )
    const controller = new AbortController()
    const pending = dispatch('app.ping', { nonce: 'slow' }, { signal: controller.signal })
    await vi.waitFor(() => expect(seen).toBeDefined())
    expect(seen?.aborted).toBe(false)
    controller.abort()
    expect(seen?.aborted).toBe(true)
    await expect(pending).resolves.toMatchObject({ ok: false, error: { code: 'ABORTED' } })
    finish() // the handler's late answer goes nowhere
  })

  it('answers ABORTED without running the handler when the signal fired before the call', async () => {
    let called = false
    const dispatch = createDispatcher(
      handlers({
        'app.ping': ({ nonce }) => {
          called = true
          return { nonce, receivedAt: 1 }
        },
      }),
      createMemoryLogger().logger,
    )
    const result = await dispatch('app.ping', { nonce: 'n' }, { signal: AbortSignal.abort() })
    expect(result).toMatchObject({ ok: false, error: { code: 'ABORTED' } })
    expect(called).toBe(false)
  })

  it('gives every call a signal of its own when the caller passes none', async () => {
    const signals: AbortSignal[] = []
    const dispatch = createDispatcher(
      handlers({
        'app.ping': ({ nonce }, { signal }) => {
          signals.push(signal)
          return { nonce, receivedAt: 1 }
        },
      }),
      createMemoryLogger().logger,
    )
    await dispatch('app.ping', { nonce: 'a' })
    await dispatch('app.ping', { nonce: 'b' })
    expect(signals).toHaveLength(2)
    expect(signals[0]).not.toBe(signals[1])
    expect(signals.every((signal) => !signal.aborted)).toBe(true)
  })
})
