import { describe, expect, it } from 'vitest'
import { eventNames, events, isEventName, isMethodName, methodNames, methods } from '../../electron/contract'

describe('the bridge contract', () => {
  it('names every method area.verb and every event area.what or a single word', () => {
    for (const name of methodNames) expect(name).toMatch(/^[a-z][a-zA-Z]*\.[a-z][a-zA-Z]*$/)
    for (const name of eventNames) expect(name).toMatch(/^[a-z][a-zA-Z]*(\.[a-z][a-zA-Z]*)?$/)
  })

  it('gives every method an input and an output schema that can parse', () => {
    for (const name of methodNames) {
      expect(typeof methods[name].input.safeParse).toBe('function')
      expect(typeof methods[name].output.safeParse).toBe('function')
    }
    for (const name of eventNames) expect(typeof events[name].safeParse).toBe('function')
  })

  it('recognises only its own names, not inherited object keys', () => {
    expect(isMethodName('app.info')).toBe(true)
    expect(isMethodName('toString')).toBe(false)
    expect(isMethodName('__proto__')).toBe(false)
    expect(isMethodName(42)).toBe(false)
    expect(isEventName('notice')).toBe(true)
    expect(isEventName('constructor')).toBe(false)
  })

  it('refuses extra keys and oversize values in app.ping', () => {
    expect(methods['app.ping'].input.safeParse({ nonce: 'abc' }).success).toBe(true)
    expect(methods['app.ping'].input.safeParse({ nonce: 'abc', extra: 1 }).success).toBe(false)
    expect(methods['app.ping'].input.safeParse({ nonce: 'x'.repeat(65) }).success).toBe(false)
    expect(methods['app.info'].input.safeParse({}).success).toBe(false)
  })
})
