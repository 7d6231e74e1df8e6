/** The kinds /me/library saves live in the operation table (electron/operations), shared with the emulator. */
export { kindOfUri, savedKindScopes, savedKinds, type SavedKind } from '../../../operations'
/** A saved item's URI, made where every URI is (electron/contract/spotify-link.ts). */
export { uriOf } from '../../../contract'
