import { createHash } from 'node:crypto'
import type { UserRecord } from '../catalog/catalog-types'
import { isToday } from '../generation'
import { imagesOf } from './images'
import type { PresentContext } from './present-context'
import { asGenerationShows } from './removed-fields'

/** The owner / added_by shape inside playlists. */
export function presentPlaylistUser(ctx: PresentContext, userId: string) {
  return {
    external_urls: { spotify: ctx.urls.openUrl('user', userId) },
    href: ctx.urls.href('users', userId),
    id: userId,
    type: 'user' as const,
    uri: `spotify:user:${userId}`,
  }
}

export function presentOwner(ctx: PresentContext, userId: string) {
  return { ...presentPlaylistUser(ctx, userId), display_name: ctx.catalog.user(userId)?.displayName ?? null }
}

export function presentPublicUser(ctx: PresentContext, user: UserRecord) {
  return {
    display_name: user.displayName,
    external_urls: { spotify: ctx.urls.openUrl('user', user.id) },
    followers: { href: null, total: user.followers },
    href: ctx.urls.href('users', user.id),
    id: user.id,
    images: imagesOf(ctx.urls, 'user', user.id),
    type: 'user' as const,
    uri: `spotify:user:${user.id}`,
  }
}

/** A stable, pseudonymous account id (the 2026 `account_id`): derived from the user id, never equal to it. */
export function accountIdOf(userId: string): string {
  return createHash('sha256').update(`account/${userId}`).digest('base64url').slice(0, 10)
}

/**
 * The current user's profile. As with the real service, private fields depend on the granted scopes:
 * `email` on user-read-email; `country`, `product`, `explicit_content` on user-read-private; `birthdate` on
 * user-read-birthdate. In API mode 2026 those fields and `followers` are gone and `account_id` is new.
 */
export function presentPrivateUser(ctx: PresentContext, user: UserRecord, scopes: ReadonlySet<string>) {
  const profile = {
    ...(isToday(ctx.generation) ? { account_id: accountIdOf(user.id) } : {}),
    ...(scopes.has('user-read-private')
      ? {
          country: user.country ?? 'US',
          explicit_content: { filter_enabled: false, filter_locked: false },
          product: user.product ?? 'premium',
        }
      : {}),
    ...(scopes.has('user-read-email') ? { email: user.email ?? `${user.id}@example.com` } : {}),
    ...(scopes.has('user-read-birthdate') && user.birthdate ? { birthdate: user.birthdate } : {}),
    ...presentPublicUser(ctx, user),
  }
  return asGenerationShows(ctx, 'currentUser', profile)
}
