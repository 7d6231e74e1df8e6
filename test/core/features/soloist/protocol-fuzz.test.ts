import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseFrame, soloistWireSchemas } from '../../../../electron/core/features/soloist/protocol'
import { FUZZ_SEED } from '../../../support/fuzz-seed'

/**
 * Seeded fuzzing of Soloist's protocol as a stranger on its port would send it: any text, any JSON, events of
 * every known type with fields of any shape, entities nested at random depths. `parseFrame` never throws, and
 * whatever it hands on carries no control character. Bounded to about a second.
 */
const FRAMES = 3_000
const eventTypes = Object.keys(soloistWireSchemas().WireEventSchemas)
// eslint-disable-next-line no-control-regex -- the point: no control character may reach the feed
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/

const uri = fc.oneof(
  fc.constantFrom('spotify:track:2JRoUnfMaEYHIrWMpTbE3v', 'spotify:album:4aawyAB9vmqN3uQ7FjRGTy', ''),
  fc.string({ maxLength: 30 }),
)
const text = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom('\u001b[2J', 'a\u2028b', '\u202eevil', 'x\u0000y'),
)
const entity = fc.letrec<{ entity: unknown }>((tie) => ({
  entity: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.record(
      {
        uri,
        decorations: fc.record(
          {
            identity: fc.record({ name: text }),
            parent: fc.record({ entity: tie('entity') }),
            creators: fc.array(fc.record({ entity: tie('entity') }), { maxLength: 3 }),
            playback: fc.record({ duration_ms: fc.oneof(fc.nat(), fc.double(), fc.string()) }),
            visual_identity: fc.record({ cover: fc.array(fc.record({ url: fc.webUrl(), size: text })) }),
          },
          { requiredKeys: [] },
        ),
      },
      { requiredKeys: ['uri'] },
    ),
  ),
}))
const event = fc
  .record({
    type: fc.constantFrom(...eventTypes, 'command_result', 'a newer event'),
    item: entity.entity,
    context: entity.entity,
    status: fc.oneof(text, fc.constantFrom('playing', 'buffering')),
    logged_in: fc.oneof(fc.boolean(), fc.anything({ maxDepth: 1 })),
    is_active: fc.boolean(),
    position: fc.record({ position_ms: fc.oneof(fc.nat(), fc.double()) }),
    volume: fc.oneof(fc.integer({ min: -10, max: 110 }), fc.double()),
    options: fc.record({ shuffle: fc.boolean(), repeat: fc.constantFrom('off', 'track', 'x') }),
    upcoming: fc.array(fc.record({ item: entity.entity, uid: text }), { maxLength: 3 }),
    code: text,
    message: text,
  })
  .chain((whole) => fc.subarray(Object.keys(whole)).map((keys) => pick(whole, ['type', ...keys])))
const pick = (value: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.map((key) => [key, value[key]]))

const frame = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
  event.map((value) => JSON.stringify(value)),
  fc.nat({ max: 5_000 }).map((depth) => `{"type":"track_changed","item":${'['.repeat(depth)}`),
)

describe('Soloist frames from a stranger (seeded fuzz)', () => {
  it('never throws, and nothing it hands on carries a control character', () => {
    const kinds = new Set<string>()
    fc.assert(
      fc.property(frame, (text) => {
        const parsed = parseFrame(text)
        kinds.add(parsed.kind)
        if (parsed.kind === 'event') expect(JSON.stringify(parsed.event)).not.toMatch(CONTROL)
      }),
      { numRuns: FRAMES, seed: FUZZ_SEED },
    )
    // The fuzz reaches every outcome: read, skipped and refused.
    expect([...kinds].sort()).toEqual(['event', 'other', 'refused'])
  })
})
