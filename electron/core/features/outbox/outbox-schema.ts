import { z } from 'zod'
import type { OutboxChange, QueuedChange } from './outbox-entries'
import { areaSchemas, uriKind } from '../../../contract'

/**
 * Every entry of an outbox file checked whole, by kind, before Encore uses it: a file edited by hand, written
 * by another version or damaged on disk must not leave half a change in the queue (an entry `{"kind":
 * "playlist-create"}` without its details used to break the library and the list after every restart).
 */

/** The outbox-file area's schemas, made the first time one is read (schema-areas.ts). */
export const outboxFileSchemas = areaSchemas('outbox-file', () => {
  const id = z.string().min(1).max(200)
  const detailsPatch = z.strictObject({
    name: text(1_000).optional(),
    description: text(2_000).optional(),
    public: z.boolean().optional(),
    collaborative: z.boolean().optional(),
  })

  const ChangeSchema = z.discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('saved'),
      uri: z
        .string()
        .min(9)
        .max(500)
        .refine((uri) => uriKind(uri) !== null, 'Expected a Spotify URI'),
      saved: z.boolean(),
      name: text(1_000).nullable(),
      before: z.boolean(),
    }),
    z.strictObject({
      kind: z.literal('playlist-create'),
      playlistId: id,
      details: detailsPatch.extend({ name: text(1_000) }),
      knownIds: z.array(id).max(100_000).nullable(),
    }),
    z.strictObject({
      kind: z.literal('playlist-details'),
      playlistId: id,
      playlistName: text(1_000),
      patch: detailsPatch,
      before: detailsPatch,
    }),
    z.strictObject({
      kind: z.literal('playlist-edit'),
      playlistId: id,
      editId: id,
      label: text(2_000),
    }),
  ]) satisfies z.ZodType<OutboxChange>

  const QueuedChangeSchema = z.strictObject({
    id,
    queuedAt: z.number().finite(),
    change: ChangeSchema,
    state: z.enum(['waiting', 'sending']),
    uncertain: z.boolean(),
    alone: z.boolean(),
  }) satisfies z.ZodType<QueuedChange>

  return { QueuedChangeSchema, id, detailsPatch, ChangeSchema }
})
const text = (max: number) => z.string().max(max)
/** What an item is, from its URI ("an artist"), for a person: ids stay out of what a person reads. */
function itemKind(uri: unknown): string | null {
  const kind = typeof uri === 'string' ? uriKind(uri) : undefined
  if (!kind) return null
  return `${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind}`
}

/** What a damaged entry was about, as far as it says in words (for the notice that names it). */
export function damagedEntryName(value: unknown): string {
  const change = (value as { change?: Record<string, unknown> } | null)?.change
  const named = (key: string, within = change) =>
    typeof within?.[key] === 'string' ? `“${String(within[key]).slice(0, 80)}”` : null
  switch (change?.['kind']) {
    case 'saved':
      return `${change['saved'] === false ? 'a removal of' : 'a save of'} ${named('name') ?? itemKind(change['uri']) ?? 'an item'}`
    case 'playlist-create':
      return `making the playlist ${named('name', change['details'] as Record<string, unknown> | undefined) ?? '(no name)'}`
    case 'playlist-details':
      return `the details of the playlist ${named('playlistName') ?? '(unnamed)'}`
    case 'playlist-edit':
      return named('label') ?? 'an edit of a playlist'
    default:
      return 'a change of an unknown kind'
  }
}

/** The entries that pass their check, and those that do not (as they were, to be set aside). */
export function checkEntries(entries: readonly unknown[]): { kept: QueuedChange[]; damaged: unknown[] } {
  const kept: QueuedChange[] = []
  const damaged: unknown[] = []
  for (const entry of entries) {
    const checked = outboxFileSchemas().QueuedChangeSchema.safeParse(entry)
    if (checked.success) kept.push(checked.data)
    else damaged.push(entry)
  }
  return { kept, damaged }
}
