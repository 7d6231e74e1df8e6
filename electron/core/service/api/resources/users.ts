import type { PrivateUser, PublicUser } from '../models'
import { Rules } from '../rules'
import type { CallOptions } from '../transport'
import type { ResourceContext } from './context'

export function createUsersApi({ transport }: ResourceContext) {
  return {
    /** GET /me: the signed-in user's profile (email, country, product appear as the scopes allow). */
    async getCurrentUserProfile(options?: CallOptions): Promise<PrivateUser> {
      return transport.send({ operation: 'users.getCurrentUserProfile', expect: 'json' }, options)
    },

    /** GET /users/{id}: any user's public profile. */
    async getUserProfile(userId: string, options?: CallOptions): Promise<PublicUser> {
      const rules = new Rules('users.getUserProfile')
      rules.requiredId('userId', userId)
      return transport.send(
        { operation: 'users.getUserProfile', pathParams: { user_id: userId }, expect: 'json' },
        options,
      )
    },
  }
}

export type UsersApi = ReturnType<typeof createUsersApi>
