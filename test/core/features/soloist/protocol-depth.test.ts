import { describe, expect, it } from 'vitest'
import {
  MAX_ENTITY_DEPTH,
  MAX_JSON_DEPTH,
  nestsDeeperThan,
  parseFrame,
} from '../../../../electron/core/features/soloist/protocol'

/**
 * The outside audit's frame: a `track_changed` whose item nests its `parent` 1,500 deep (about 125 KB), sent by
 * any program that holds Soloist's port. Read recursively it exhausted the stack and ended browser mode.
 */
const entityNested = (depth: number) => {
  let entity: Record<string, unknown> = { uri: 'spotify:album:4aawyAB9vmqN3uQ7FjRGTy' }
  for (let level = 0; level < depth; level++)
    entity = { uri: 'spotify:track:2JRoUnfMaEYHIrWMpTbE3v', decorations: { parent: { entity } } }
  return entity
}

describe('a frame nested deeper than any event of Soloist', () => {
  it('refuses the audit frame (parent 1,500 deep) without throwing', () => {
    // Written as text: even JSON.stringify would run out of stack on it.
    const open = '{"uri":"spotify:track:2JRoUnfMaEYHIrWMpTbE3v","decorations":{"parent":{"entity":'
    const frame = `{"type":"track_changed","item":${open.repeat(1_500)}null${'}}}'.repeat(1_500)}}`
    expect(frame.length).toBeGreaterThan(100_000)
    expect(parseFrame(frame)).toEqual({ kind: 'refused', reason: 'nested too deep' })
  })

  it('refuses bare brackets nested a million deep before parsing them', () => {
    const frame = `{"type":"track_changed","item":${'['.repeat(1_000_000)}`
    expect(parseFrame(frame)).toEqual({ kind: 'refused', reason: 'nested too deep' })
  })

  it('reads an entity nested as deep as allowed, and refuses one level more', () => {
    const read = parseFrame(
      JSON.stringify({ type: 'track_changed', item: entityNested(MAX_ENTITY_DEPTH - 1) }),
    )
    expect(read.kind).toBe('event')
    let depth = 0
    for (
      let entity = read.kind === 'event' && read.event.type === 'track_changed' ? read.event.item : null;
      entity;
    )
      [depth, entity] = [depth + 1, entity.parent ?? null]
    expect(depth).toBe(MAX_ENTITY_DEPTH)

    const deeper = parseFrame(JSON.stringify({ type: 'track_changed', item: entityNested(MAX_ENTITY_DEPTH) }))
    expect(deeper.kind).toBe('refused')
  })

  it('counts brackets outside strings only (quoted and escaped brackets are text)', () => {
    expect(nestsDeeperThan(`{"name":"${'['.repeat(500)}"}`, 3)).toBe(false)
    expect(nestsDeeperThan(`{"name":"\\"${'{'.repeat(500)}"}`, 3)).toBe(false)
    expect(nestsDeeperThan('[[[[]]]]', 4)).toBe(false)
    expect(nestsDeeperThan('[[[[[]]]]]', 4)).toBe(true)
    expect(nestsDeeperThan('[[]][[]][[]]', 2)).toBe(false)
    expect(MAX_JSON_DEPTH).toBeGreaterThanOrEqual(32)
  })
})
