import { describe, expect, it } from 'vitest'
import { createLatePort } from '../../../electron/core/base/late-port'

describe('createLatePort', () => {
  it('fails loudly, naming the port, when it is used before it is bound', () => {
    const port = createLatePort<{ savedKnown(uri: string): boolean }>('the library’s saved tracks')
    expect(() => port.get().savedKnown('spotify:track:1')).toThrow(
      "Core's wiring: the library’s saved tracks was used before it was bound",
    )
  })

  it('answers the bound service once bound, and refuses a second binding', () => {
    const port = createLatePort<{ savedKnown(uri: string): boolean }>('the library’s saved tracks')
    const first = { savedKnown: (uri: string) => uri === 'spotify:track:1' }
    port.bind(first)
    expect(port.get().savedKnown('spotify:track:1')).toBe(true)
    expect(port.get().savedKnown('spotify:track:2')).toBe(false)
    expect(() => port.bind({ savedKnown: () => true })).toThrow(
      "Core's wiring: the library’s saved tracks is bound already",
    )
    expect(port.get()).toBe(first)
  })
})
