import { catalogOperations } from './catalog-operations'
import type { OperationSpec, ScopeVariant } from './operation-spec'
import { playerOperations } from './player-operations'
import { playlistOperations } from './playlist-operations'
import type { ScopeRequirement } from './scopes'
import { spokenOperations } from './spoken-operations'
import { userOperations } from './user-operations'

export type { HttpMethod, OperationSpec, ScopeVariant } from './operation-spec'

/**
 * Every operation of the service that Encore's client sends or its emulator serves, once: id, method, path,
 * scopes, and the generation that retired it. Operations without `retiredIn` are offered by every generation
 * (the replacements of 2026 included: the real service offers them to every app). To add one, add a line to
 * the table of its area (catalog, user, player, playlist, spoken); test/operations checks it against the
 * OpenAPI description.
 */
export const operations = {
  ...catalogOperations,
  ...userOperations,
  ...playerOperations,
  ...playlistOperations,
  ...spokenOperations,
} as const satisfies Record<string, OperationSpec>

export type OperationId = keyof typeof operations

export function operationSpec(id: OperationId): OperationSpec {
  return operations[id]
}

export function isOperationId(value: string): value is OperationId {
  return Object.hasOwn(operations, value)
}

/** The scopes an operation needs for a request of this variant. */
export function scopesOf(id: OperationId, variant: ScopeVariant = {}): ScopeRequirement {
  const rule = operationSpec(id).scopes
  return typeof rule === 'function' ? rule(variant) : rule
}
