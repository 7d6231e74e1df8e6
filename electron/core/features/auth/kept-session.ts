import { z } from 'zod'
import {
  areaSchemas,
  sessionSchemas,
  type ServiceKind,
  type TokenStorage,
  type UserSummary,
} from '../../../contract'
import type { Logger, SecretStore } from '../../base/ports'
import type { Redactor } from '../../base/security/redact'

/** The kept-session area's schemas, made the first time one is read (schema-areas.ts). */
export const keptSessionSchemas = areaSchemas('kept-session', () => {
  /**
   * Who was signed in (shown while the service cannot be reached at start) and when they agreed (epoch ms: the
   * service ends a sign-in six months after). Both absent in what older versions kept.
   */
  const keptAbout = {
    user: sessionSchemas().UserSummarySchema.optional(),
    consentAt: z.number().optional(),
  }

  const KeptSessionSchema = z.discriminatedUnion('profile', [
    z.object({ v: z.literal(1), profile: z.literal('demo'), ...keptAbout }),
    z.object({
      v: z.literal(1),
      profile: z.literal('spotify'),
      ...keptAbout,
      accountsUrl: z.string(),
      apiUrl: z.string(),
      clientId: z.string(),
      refreshToken: z.string().min(1),
      scopes: z.array(z.string()),
    }),
  ])
  return { keptAbout, KeptSessionSchema }
})
type Schemas = ReturnType<typeof keptSessionSchemas>
/** The key under which the kept sign-in lives in the secret store. */
export const KEPT_SESSION_KEY = 'encore.session'

export type KeptSession = z.infer<Schemas['KeptSessionSchema']>

/** What a signed-in session offers to be kept. */
export interface SessionToKeep {
  endpoints: { profile: ServiceKind; accountsUrl: string; apiUrl: string; clientId: string }
  refreshToken: string
  scopes: readonly string[]
  user?: UserSummary | undefined
  consentAt?: number | undefined
}

export interface KeptSessionStore {
  /** Where a session of this profile would be kept, given the store and the user's choice. */
  policy(profile: ServiceKind): TokenStorage
  read(): Promise<KeptSession | undefined>
  /** Saves (or drops) the sign-in according to the policy; answers where the token now lives. */
  keep(session: SessionToKeep): Promise<TokenStorage>
  forget(): Promise<void>
}

const aboutOf = (session: SessionToKeep) => ({
  ...(session.user ? { user: session.user } : {}),
  ...(session.consentAt !== undefined ? { consentAt: session.consentAt } : {}),
})

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * Where the refresh token is kept between runs: the secret store when it encrypts or is owner-only, in memory
 * otherwise unless the user allowed an unencrypted file. Failures of the store never end a session: the
 * sign-in then lasts until Encore quits.
 */
export function createKeptSessionStore(deps: {
  secretStore?: SecretStore | undefined
  logger: Logger
  redactor: Redactor
  allowUnencrypted: () => boolean
  /** Told when the sign-in could not be written: the page says it lasts only until Encore quits. */
  onNotKept?: ((reason: string) => void) | undefined
  /** Told when a kept sign-in was there but could not be read (why): the page says why nobody is signed in. */
  onUnreadable?: ((reason: string) => void) | undefined
}): KeptSessionStore {
  const { logger, redactor } = deps
  const store = deps.secretStore

  const policy = (profile: ServiceKind): TokenStorage => {
    // The demo service forgets its tokens when it stops, so keeping one would only fail at the next start.
    if (!store || profile === 'demo') return 'memory'
    if (store.protection === 'encrypted') return 'encrypted'
    if (store.protection === 'owner-only-file') return 'owner-only-file'
    return deps.allowUnencrypted() ? 'unencrypted-file' : 'memory'
  }

  const forget = async () => {
    try {
      await store?.delete(KEPT_SESSION_KEY)
    } catch (error) {
      logger.warn('The kept sign-in could not be deleted', { error: message(error) })
    }
  }

  return {
    policy,
    forget,
    async read() {
      if (!store) return undefined
      let raw: string | undefined
      try {
        raw = await store.get(KEPT_SESSION_KEY)
      } catch (error) {
        logger.warn('The kept sign-in could not be read; signing in afresh', { error: message(error) })
        deps.onUnreadable?.(message(error))
        return undefined
      }
      if (raw === undefined) return undefined
      try {
        const kept = keptSessionSchemas().KeptSessionSchema.parse(JSON.parse(raw))
        if (kept.profile === 'spotify') redactor.addSecret(kept.refreshToken)
        return kept
      } catch {
        logger.warn('The kept sign-in is not readable; it was dropped')
        await forget()
        deps.onUnreadable?.('what was kept is not a sign-in Encore knows; it was dropped')
        return undefined
      }
    },
    async keep(session) {
      if (!store) return 'memory'
      const { endpoints } = session
      const storage = policy(endpoints.profile)
      try {
        if (endpoints.profile === 'demo') {
          // Only that the demo was signed in: it signs in again at start.
          const demo: KeptSession = { v: 1, profile: 'demo', ...aboutOf(session) }
          await store.set(KEPT_SESSION_KEY, JSON.stringify(demo))
          return 'memory'
        }
        if (storage === 'memory') {
          await store.delete(KEPT_SESSION_KEY)
          return 'memory'
        }
        const kept: KeptSession = {
          v: 1,
          profile: 'spotify',
          accountsUrl: endpoints.accountsUrl,
          apiUrl: endpoints.apiUrl,
          clientId: endpoints.clientId,
          refreshToken: session.refreshToken,
          scopes: [...session.scopes],
          ...aboutOf(session),
        }
        await store.set(KEPT_SESSION_KEY, JSON.stringify(kept))
        return storage
      } catch (error) {
        logger.warn('The sign-in could not be kept on disk; it lasts until Encore quits', {
          error: message(error),
        })
        deps.onNotKept?.(message(error))
        return 'memory'
      }
    },
  }
}
