import { LANGUAGE_CHOICES } from './languages'
import { z } from 'zod'
import { BROWSE_LOCALE_PATTERN } from './discover-rules'
import { appInfoSchemas } from './app-info'
import { isLyricsAddress, LYRICS_ADDRESS_MAX, LYRICS_ADDRESS_RULE } from './lyrics-logic'
import {
  ACCELERATOR_MAX,
  ACCELERATOR_PATTERN,
  ACCELERATOR_RULE,
  API_URL_RULE,
  CLIENT_ID_PATTERN,
  CLIENT_ID_RULE,
  hotkeyActions,
  isServiceUrl,
  miniPlayerPlacements,
  miniPlayerSizeNames,
  numberSettings,
  SERVICE_URL_MAX,
  SERVICE_URL_RULE,
  themes,
  type HotkeyAction,
} from './settings-rules'

/**
 * The user's settings as they cross the bridge. Core keeps the versioned document on disk (with its own
 * migrations, electron/core/features/settings); this is the current shape of its values.
 */

export {
  CALLBACK_PATH,
  CLIENT_ID_PATTERN,
  hotkeyActions,
  hotkeyCommands,
  hotkeyLabels,
  LOOPBACK_HOST,
  loopbackRedirectUri,
  type HotkeyAction,
} from './settings-rules'

export const ClientIdSchema = z.string().trim().toLowerCase().regex(CLIENT_ID_PATTERN, CLIENT_ID_RULE)

/** Empty until the user has set one up. */
export const OptionalClientIdSchema = z.union([z.literal(''), ClientIdSchema])

/** Where the loopback receiver listens: a fixed port (when the registered redirect URI has one) or null. */
export const RedirectPortSchema = z
  .number()
  .int('The redirect port must be a whole number.')
  .min(1024, 'The redirect port must be from 1024 to 65535.')
  .max(65535, 'The redirect port must be from 1024 to 65535.')
  .nullable()

/** A service base URL: https, or http on a loopback IP literal (a local service speaking the same API). */
export const ServiceUrlSchema = z
  .string()
  .trim()
  .max(SERVICE_URL_MAX, 'The URL is too long.')
  .refine(isServiceUrl, SERVICE_URL_RULE)

/** An LRCLIB service's root: http or https anywhere (nothing secret is sent), no credentials or query. */
export const LyricsAddressSchema = z
  .string()
  .trim()
  .max(LYRICS_ADDRESS_MAX, 'The address is too long.')
  .refine(isLyricsAddress, LYRICS_ADDRESS_RULE)

export const ApiUrlSchema = ServiceUrlSchema.refine((value) => /\/v1\/?$/.test(value), API_URL_RULE)

/** An Electron accelerator (`CommandOrControl+Alt+Right`, `MediaPlayPause`), or empty for "no hotkey". */
export const AcceleratorSchema = z
  .string()
  .max(ACCELERATOR_MAX)
  .refine((value) => value === '' || ACCELERATOR_PATTERN.test(value), ACCELERATOR_RULE)

export const HotkeyActionSchema = z.enum(hotkeyActions)
const hotkeyAccelerators = Object.fromEntries(
  hotkeyActions.map((action) => [action, AcceleratorSchema]),
) as Record<HotkeyAction, typeof AcceleratorSchema>
export const ThemeSchema = z.enum(themes)
export const MiniPlayerSizeSchema = z.enum(miniPlayerSizeNames)
export type MiniPlayerSize = z.infer<typeof MiniPlayerSizeSchema>
/** A popover that opens beside the tray icon and hides when it loses focus, or a window that stays. */
export const MiniPlayerPlacementSchema = z.enum(miniPlayerPlacements)
export type MiniPlayerPlacement = z.infer<typeof MiniPlayerPlacementSchema>

const wholeNumber = (range: { min: number; max: number }) => z.number().int().min(range.min).max(range.max)

export const SettingsSchema = z.strictObject({
  /** Which service Encore talks to. */
  profile: appInfoSchemas().ServiceKindSchema,
  demo: z.strictObject({
    /** Approve the demo's consent page automatically. */
    skipConsent: z.boolean(),
  }),
  spotify: z.strictObject({
    clientId: OptionalClientIdSchema,
    redirectPort: RedirectPortSchema,
    accountsUrl: ServiceUrlSchema,
    apiUrl: ApiUrlSchema,
    /**
     * The app was granted extended quota (organisations only): it speaks the classic Web API. Off for every
     * app a person registers today, which speaks the 2026 one.
     */
    extendedQuota: z.boolean(),
  }),
  security: z.strictObject({
    /** Keep the sign-in on disk even where the system cannot encrypt it (Linux without a keyring). */
    allowUnencryptedTokenStorage: z.boolean(),
  }),
  // One accelerator a hotkey, by the setting's key the command table gives it.
  hotkeys: z.strictObject({ enabled: z.boolean(), ...hotkeyAccelerators }),
  polling: z.strictObject({
    /** How often playback is checked while paused (seconds). */
    pausedSeconds: wholeNumber(numberSettings.pausedSeconds),
    /** How often playback is checked while no window shows it (seconds). */
    hiddenSeconds: wholeNumber(numberSettings.hiddenSeconds),
  }),
  requestBudget: z.strictObject({
    /** At most this many requests to the service in any 30 seconds, all features together. */
    per30Seconds: wholeNumber(numberSettings.per30Seconds),
    /**
     * At most this many requests in any 24 hours (Spotify's daily quota is per developer account and
     * unpublished; people are locked out near 1,000). A limit learned from a refusal may lower it.
     */
    perDay: wholeNumber(numberSettings.perDay),
  }),
  theme: ThemeSchema,
  /** The language Encore speaks: `system` follows the system's preferred languages (languages.ts). */
  language: z.enum(LANGUAGE_CHOICES),
  /** The language and country of browse strings (`sv_SE`); empty: the system's. */
  browseLocale: z.union([
    z.literal(''),
    z.string().regex(BROWSE_LOCALE_PATTERN, 'A locale is a language and a country, such as sv_SE.'),
  ]),
  miniPlayer: z.strictObject({
    /** Applies to the floating window; the popover always stays above other windows while it shows. */
    alwaysOnTop: z.boolean(),
    size: MiniPlayerSizeSchema,
    placement: MiniPlayerPlacementSchema,
    /** The floating window's last position on screen; null centres it on the primary display. */
    position: z.strictObject({ x: z.number().int(), y: z.number().int() }).nullable(),
  }),
  tray: z.strictObject({
    /**
     * Closing the main window keeps Encore running in the tray. Null: Encore decides from the desktop (off
     * on GNOME, which shows no tray icon without an extension; on elsewhere).
     */
    closeToTray: z.boolean().nullable(),
    /**
     * No Dock icon (macOS) or taskbar button (Windows, Linux): Encore lives in the tray (menu bar) and its
     * windows. The packaged menubar-only build starts this way whatever the setting says.
     */
    hideFromDock: z.boolean(),
    /**
     * A window hidden for a while (the main window in the tray for 2 minutes, the mini player for 1) gives
     * its memory back: it opens anew, where it was, when shown again.
     */
    freeMemoryWhenHidden: z.boolean(),
  }),
  notifications: z.strictObject({
    trackChange: z.boolean(),
    errors: z.boolean(),
  }),
  startAtLogin: z.boolean(),
  lyrics: z.strictObject({
    /** Ask LRCLIB for the lyrics of what plays. Off until the person turns it on: it sends what plays away. */
    enabled: z.boolean(),
    /** The LRCLIB service's root (with Spotify; the demo service answers lyrics itself). */
    address: LyricsAddressSchema,
    /** A line in Latin letters under each Japanese, Korean or Chinese line, made on this computer. */
    romanize: z.boolean(),
  }),
  /** The desktop app asks the system to open spotify: links with Encore (off: the Spotify app may own them). */
  openSpotifyLinks: z.boolean(),
  /**
   * Keep crash reports (desktop app): kept in the data folder only, never sent. `ask` is off until the person
   * answers, which Settings asks once a crash happened.
   */
  crashReports: z.enum(['ask', 'on', 'off']),
})
export type Settings = z.infer<typeof SettingsSchema>

/** A change to some settings: every group optional, every field in a group optional. */
export const SettingsPatchSchema = z.strictObject({
  profile: SettingsSchema.shape.profile.optional(),
  demo: SettingsSchema.shape.demo.partial().optional(),
  spotify: SettingsSchema.shape.spotify.partial().optional(),
  security: SettingsSchema.shape.security.partial().optional(),
  hotkeys: SettingsSchema.shape.hotkeys.partial().optional(),
  polling: SettingsSchema.shape.polling.partial().optional(),
  requestBudget: SettingsSchema.shape.requestBudget.partial().optional(),
  theme: SettingsSchema.shape.theme.optional(),
  language: SettingsSchema.shape.language.optional(),
  browseLocale: SettingsSchema.shape.browseLocale.optional(),
  miniPlayer: SettingsSchema.shape.miniPlayer.partial().optional(),
  tray: SettingsSchema.shape.tray.partial().optional(),
  notifications: SettingsSchema.shape.notifications.partial().optional(),
  startAtLogin: SettingsSchema.shape.startAtLogin.optional(),
  lyrics: SettingsSchema.shape.lyrics.partial().optional(),
  openSpotifyLinks: SettingsSchema.shape.openSpotifyLinks.optional(),
  crashReports: SettingsSchema.shape.crashReports.optional(),
})
export type SettingsPatch = z.input<typeof SettingsPatchSchema>

/**
 * How the sign-in is kept between launches: encrypted by the system keychain, in an owner-only file
 * (browser mode), in a file anyone running as the user can read (allowed explicitly), or not at all.
 */
export const TokenStorageSchema = z.enum(['encrypted', 'owner-only-file', 'unencrypted-file', 'memory'])
export type TokenStorage = z.infer<typeof TokenStorageSchema>

/** What the platform can do for secrets at rest, so the settings screen can state the risk. */
export const SecretProtectionSchema = z.enum(['encrypted', 'owner-only-file', 'unencrypted', 'none'])
export type SecretProtection = z.infer<typeof SecretProtectionSchema>

export const SettingsProblemSchema = z.object({ path: z.string(), message: z.string() })
export type SettingsProblem = z.infer<typeof SettingsProblemSchema>

export const SettingsSnapshotSchema = z.object({
  values: SettingsSchema,
  secretProtection: SecretProtectionSchema,
  /** What was wrong in the settings file at start; each value named was replaced by its default. */
  problems: z.array(SettingsProblemSchema),
})
export type SettingsSnapshot = z.infer<typeof SettingsSnapshotSchema>
