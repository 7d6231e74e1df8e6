import type { SavedKind } from '../../../operations'

/** The kinds /me/library saves live in the operation table (electron/operations), shared with the emulator. */
export { kindOfUri, savedKindScopes, savedKinds, type SavedKind } from '../../../operations'

export function uriOf(kind: SavedKind, id: string): string {
  return `spotify:${kind}:${id}`
}
