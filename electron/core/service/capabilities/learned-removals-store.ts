import { operations, type LearnedRemovals, type OperationId } from '../api'
import type { JsonDocuments } from '../../base/files/json-documents'

const DOCUMENT = 'service-removals.json'

const isOperationId = (value: unknown): value is OperationId =>
  typeof value === 'string' && Object.hasOwn(operations, value)

/** The operations learned gone, kept per service and Client ID (a new app registration learns afresh). */
export function keyOfService(apiUrl: string, clientId: string): string {
  return `${clientId}@${apiUrl}`
}

function readAll(documents: JsonDocuments): Record<string, OperationId[]> {
  const raw = documents.read(DOCUMENT)
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {}
  const result: Record<string, OperationId[]> = {}
  for (const [key, value] of Object.entries(raw)) {
    if (Array.isArray(value)) result[key] = value.filter(isOperationId)
  }
  return result
}

/** The API client's LearnedRemovals port on disk, for one service and Client ID. */
export function learnedRemovalsOn(documents: JsonDocuments, key: string): LearnedRemovals {
  return {
    load: () => readAll(documents)[key] ?? [],
    save(ids) {
      documents.write(DOCUMENT, { ...readAll(documents), [key]: [...ids] })
    },
  }
}
