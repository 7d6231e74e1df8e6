import { chunk, inParallel } from '../batches'
import { Rules } from '../rules'
import { kindOfUri, savedKinds, type SavedKind } from '../saved-kinds'
import type { CallOptions } from '../transport'
import { limits, type ResourceContext } from './context'

type Action = 'save' | 'remove'

const operationOf = { save: 'library.saveItems', remove: 'library.removeItems' } as const

/**
 * The library of 2026 (service-2026.md §2): `PUT` / `DELETE /me/library` and `GET /me/library/contains`, for
 * tracks, albums, artists, users and playlists by URI. Any number of URIs: requests of 40 (the service's
 * limit, in the query), sent together within the lane; answers in the order of the URIs.
 */
export function createLibraryItemsApi({ transport }: Pick<ResourceContext, 'transport'>) {
  /** Every URI checked before the first request, so that a bad one in the third chunk sends nothing. */
  function checkUris(operation: string, uris: readonly string[]): SavedKind[] {
    const rules = new Rules(operation)
    rules.required('uris', uris)
    rules.uriList('uris', uris, savedKinds, 1, Infinity)
    return [...new Set(uris.map((uri) => kindOfUri(uri) as SavedKind))]
  }

  async function change(action: Action, uris: readonly string[], options: CallOptions = {}): Promise<void> {
    const operation = operationOf[action]
    checkUris(operation, uris)
    await inParallel(
      chunk(uris, limits.libraryUris),
      (part, signal) =>
        transport.send(
          {
            operation,
            query: { uris: part },
            scopeVariant: { kinds: checkUris(operation, part) },
            expect: 'none',
          },
          { ...options, signal },
        ),
      options.signal,
    )
  }

  return {
    /** PUT /me/library: saves (follows, for artists, users and playlists) any number of items. */
    saveItems: (uris: readonly string[], options?: CallOptions) => change('save', uris, options),
    /** DELETE /me/library: removes (unfollows) any number of items. */
    removeItems: (uris: readonly string[], options?: CallOptions) => change('remove', uris, options),
    /** GET /me/library/contains: whether each item is saved (followed), in the order of `uris`. */
    async checkItems(uris: readonly string[], options: CallOptions = {}): Promise<boolean[]> {
      checkUris('library.checkItems', uris)
      const parts = await inParallel(
        chunk(uris, limits.libraryUris),
        (part, signal) =>
          transport.send<boolean[]>(
            {
              operation: 'library.checkItems',
              query: { uris: part },
              scopeVariant: { kinds: checkUris('library.checkItems', part) },
              expect: 'json',
            },
            { ...options, signal },
          ),
        options.signal,
      )
      return parts.flat()
    },
  }
}

export type LibraryItemsApi = ReturnType<typeof createLibraryItemsApi>
