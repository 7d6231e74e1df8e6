import { z } from 'zod'
import { appInfoSchemas } from './app-info'
import { TokenStorageSchema } from './settings'
import { areaSchemas } from './schema-areas'

/**
 * The sign-in session as the page sees it. It never carries a token: only who is signed in, to which
 * service, with which scopes, and why a session ended.
 */

/** The session area's schemas, made the first time one is read (schema-areas.ts). */
export const sessionSchemas = areaSchemas('session', () => {
  const UserSummarySchema = z.object({
    id: z.string(),
    displayName: z.string(),
    /** A picture of the user, when the service has one. */
    imageUrl: z.string().nullable(),
    email: z.string().nullable(),
    /** `premium`, `free`, … as the service says; null when the scope to read it was not granted. */
    product: z.string().nullable(),
    country: z.string().nullable(),
  })
  const SignOutReasonCodeSchema = z.enum(signOutReasonCodes)
  const SignOutReasonSchema = z.object({ code: SignOutReasonCodeSchema, message: z.string() })
  const SessionStateSchema = z.discriminatedUnion('status', [
    z.object({
      status: z.literal('signed-out'),
      profile: appInfoSchemas().ServiceKindSchema,
      /** Why the last session or sign-in ended; null on a first start. */
      reason: SignOutReasonSchema.nullable(),
    }),
    z.object({
      /** A kept sign-in is being renewed at start. */
      status: z.literal('restoring'),
      profile: appInfoSchemas().ServiceKindSchema,
    }),
    z.object({
      status: z.literal('signing-in'),
      profile: appInfoSchemas().ServiceKindSchema,
      /** The page to open; null while Encore prepares it, or when it needs no browser (demo, consent skipped). */
      authorizeUrl: z.string().nullable(),
      /** Who opens the page: the system browser (desktop app), this page (browser mode), or nobody. */
      openedBy: z.enum(['system-browser', 'page', 'none']),
      redirectUri: z.string().nullable(),
      /** When the wait ends by itself (epoch ms). */
      expiresAt: z.number(),
    }),
    z.object({
      status: z.literal('signed-in'),
      profile: appInfoSchemas().ServiceKindSchema,
      user: UserSummarySchema,
      /** The scopes the service granted; features needing others are disabled. */
      scopes: z.array(z.string()),
      tokenStorage: TokenStorageSchema,
      /**
       * A kept sign-in whose service has not answered yet (no network at start, the service down): the person is
       * shown as signed in and offline, with what Encore keeps, while Encore tries again by itself.
       */
      waiting: z.boolean().optional(),
      /**
       * When the service will end this sign-in (epoch ms): Spotify ends each one six months after the person
       * agreed, however often it was renewed. Absent when the date of consent is not known.
       */
      signInEndsAt: z.number().optional(),
    }),
  ])
  const SignInInputSchema = z
    .strictObject({
      /** Switches the profile first when given. */
      profile: appInfoSchemas().ServiceKindSchema.optional(),
      /** Demo only: approve the consent page automatically (remembered). */
      skipConsent: z.boolean().optional(),
      /**
       * Agree again on the service's page even when a sign-in is kept (before the service ends it on its date):
       * what Encore keeps for the same user stays.
       */
      again: z.boolean().optional(),
    })
    .optional()

  return {
    UserSummarySchema,
    SignOutReasonCodeSchema,
    SignOutReasonSchema,
    SessionStateSchema,
    SignInInputSchema,
  }
})
type Schemas = ReturnType<typeof sessionSchemas>
export type UserSummary = z.infer<Schemas['UserSummarySchema']>

export const signOutReasonCodes = [
  /** The user signed out. */
  'signed-out',
  /** The service no longer accepts the sign-in (revoked, expired, or a reused refresh token). */
  'session-ended',
  /** The user declined on the consent page. */
  'access-denied',
  /** The answer that came back did not belong to this sign-in (wrong or missing state). */
  'state-mismatch',
  /** The service redirected back without a code. */
  'missing-code',
  /** The service's accounts page answered with an error. */
  'authorize-error',
  /** No answer came back in time. */
  'timed-out',
  /** The user cancelled the wait. */
  'cancelled',
  /** The code could not be exchanged, or the profile could not be read. */
  'failed',
  /** The service refuses the whole account: the user is not on the app's list, or the owner's Premium lapsed. */
  'account-refused',
  /** The sign-in kept on this computer could not be read (a damaged secrets file, a reset keyring). */
  'kept-unreadable',
  /**
   * The person chose another service, or other Spotify settings (Client ID, addresses): unlike a sign-out they
   * asked for, what waited to be sent is kept for when they sign in there again as the same user.
   */
  'service-changed',
] as const
export type SignOutReasonCode = z.infer<Schemas['SignOutReasonCodeSchema']>

export type SignOutReason = z.infer<Schemas['SignOutReasonSchema']>

export type SessionState = z.infer<Schemas['SessionStateSchema']>
export type SessionStatus = SessionState['status']
