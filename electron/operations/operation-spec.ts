import type { RetiredIn } from './generations'
import type { SavedKind } from './saved-kinds'
import { allOf, anyOf, type ScopeRequirement } from './scopes'

export type HttpMethod = 'GET' | 'PUT' | 'POST' | 'DELETE'

/**
 * What decides the scope variant of an operation (api-spec.md, "Authentication" 3; /me/library's kinds). The
 * client says what it sends; the emulator says what it knows (a playlist's visibility, how it is followed).
 */
export interface ScopeVariant {
  public?: boolean | undefined
  collaborative?: boolean | undefined
  /** The kinds of the URIs sent to /me/library. */
  kinds?: readonly SavedKind[] | undefined
}

export interface OperationSpec {
  method: HttpMethod
  /** Path template relative to /v1; `{names}` are path parameters. */
  path: string
  /** api-spec.md's scope column, with the variants (public or private, kinds) as a function. */
  scopes: ScopeRequirement | ((variant: ScopeVariant) => ScopeRequirement)
  /**
   * The generation from which the real service no longer offers it (service-2026.md §1, §2): the client does
   * not send it to that generation; the emulator refuses it while it plays that generation.
   */
  retiredIn?: RetiredIn
  /**
   * The generation from which the real service answers it only for playlists the user owns or collaborates on
   * (service-2026.md §2: another's playlist's items are refused 403): the client does not ask it for another's
   * playlist there; the emulator refuses it so while it plays that generation.
   */
  ownPlaylistsOnlyIn?: RetiredIn
}

/** `public` true or absent (the service's default) needs the public variant, false the private one. */
export function byPublicFlag(variant: ScopeVariant): ScopeRequirement {
  return variant.public === false ? allOf('playlist-modify-private') : allOf('playlist-modify-public')
}

/** An existing playlist: the modify scope of its visibility when known, else either. */
export function byVisibility(variant: ScopeVariant): ScopeRequirement {
  return variant.public === undefined
    ? anyOf('playlist-modify-public', 'playlist-modify-private')
    : byPublicFlag(variant)
}

/** A collaborative playlist is private and shared: creating one needs both variants (api-spec.md). */
export function forCreate(variant: ScopeVariant): ScopeRequirement {
  return variant.collaborative === true
    ? allOf('playlist-modify-public', 'playlist-modify-private')
    : byPublicFlag(variant)
}
