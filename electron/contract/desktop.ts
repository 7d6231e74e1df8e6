import { z } from 'zod'
import { keptViewMethods } from './kept-view'
import { HotkeyActionSchema, MiniPlayerPlacementSchema } from './settings'
import { lazyMethods } from './lazy-methods'
import { areaSchemas } from './schema-areas'

/**
 * The desktop around the player, as Settings shows it: each global hotkey with what registering it gave, what
 * the session supports, whether the OS media controls (MPRIS) are on, and whether closing the main window
 * keeps Encore in the tray. Read with `desktop.get`, followed with `desktop.changed`.
 */

export * from './desktop-rules'
export * from './kept-view'
export * from './kept-view-rules'

/** The desktop area's schemas, made the first time one is read (schema-areas.ts). */
export const desktopSchemas = areaSchemas('desktop', () => {
  const HotkeyResultSchema = z.enum(hotkeyResults)
  const HotkeyEntrySchema = z.object({
    action: HotkeyActionSchema,
    /** As set in Settings; empty for none. */
    accelerator: z.string(),
    result: HotkeyResultSchema,
    /** Words for Settings to show beside the hotkey when the result needs them; null when it does not. */
    message: z.string().nullable(),
  })
  const HotkeyMechanismSchema = z.enum(hotkeyMechanisms)
  const HotkeysStateSchema = z.object({
    enabled: z.boolean(),
    mechanism: HotkeyMechanismSchema,
    /** What the session supports, in one or two sentences for Settings. */
    support: z.string(),
    entries: z.array(HotkeyEntrySchema),
  })
  const MediaControlsStateSchema = z.object({
    /** `mpris`: the Linux session D-Bus; `none`: not offered on this platform or in this mode. */
    kind: z.enum(['mpris', 'none']),
    status: z.enum(['running', 'starting', 'failed', 'off']),
    message: z.string().nullable(),
  })
  const DockStateSchema = z.object({
    /** Whether this session can hide Encore from the Dock or taskbar (not in browser mode). */
    supported: z.boolean(),
    /** What the platform calls the place: `Dock` on macOS, `taskbar` elsewhere. */
    place: z.enum(['Dock', 'taskbar']),
    hidden: z.boolean(),
    /** What hiding means here, in a sentence for Settings. */
    note: z.string(),
  })
  /** What this desktop session can do with the mini player (Wayland places windows itself). */
  const MiniPlayerSupportSchema = z.object({
    /** The placements the session can honour, in the order Settings offers them. */
    placements: z.array(MiniPlayerPlacementSchema).min(1),
    /** The placement used now: the setting when the session honours it, else the first it does. */
    placement: MiniPlayerPlacementSchema,
    /** Whether the session can keep the mini player above other windows. */
    alwaysOnTop: z.boolean(),
    /** Whether the floating window opens where it was left. */
    remembersPosition: z.boolean(),
    /** Whether the mini player stays out of the taskbar and the window switcher. */
    outOfTaskbar: z.boolean(),
    /** What the session cannot do with the mini player, for Settings; null when it can do everything. */
    note: z.string().nullable(),
  })
  /** How "Start Encore when I log in" works on this desktop. */
  const StartAtLoginSupportSchema = z.object({
    supported: z.boolean(),
    /** The system's login items (macOS, Windows), an XDG autostart entry (Linux), or none (browser mode). */
    how: z.enum(['login-item', 'xdg-autostart', 'none']),
    /** What it does here, in a sentence for Settings. */
    note: z.string(),
  })
  /** Encore's command line as this shell offers it (Settings: hotkey commands, the spotify: link handler). */
  const CommandLineStateSchema = z.object({
    /**
     * How the desktop's own keyboard settings run Encore's command (`encore`, the AppImage's path, from source
     * `npm --prefix … run -s ctl --`); null where none reaches this Encore.
     */
    command: z.string().nullable(),
    /** Whether this shell can become the system's handler of spotify: links (the desktop app can). */
    linkHandler: z.boolean(),
    /**
     * Whether unticking the setting gives the links back by itself (macOS, Windows). Linux has no way to: the
     * person picks another app for them in the system's settings (Electron's removeAsDefaultProtocolClient is
     * macOS and Windows only).
     */
    linkHandlerGivesBack: z.boolean(),
  })
  const DesktopStateSchema = z.object({
    hotkeys: HotkeysStateSchema,
    mediaControls: MediaControlsStateSchema,
    closeToTray: z.object({
      /** What happens when the main window closes now (the setting, or Encore's choice when it is unset). */
      effective: z.boolean(),
      /** Why, when Encore chose: "off on GNOME, which shows no tray icon without an extension". */
      reason: z.string(),
    }),
    dock: DockStateSchema,
    miniPlayer: MiniPlayerSupportSchema,
    startAtLogin: StartAtLoginSupportSchema,
    commandLine: CommandLineStateSchema,
    /**
     * Settings → Privacy asks whether to keep crash reports: a crash happened in the desktop app and the person
     * has not answered yet (asked once: the answer is the `crashReports` setting).
     */
    askCrashReports: z.boolean(),
  })
  return {
    HotkeyResultSchema,
    HotkeyEntrySchema,
    HotkeyMechanismSchema,
    HotkeysStateSchema,
    MediaControlsStateSchema,
    DockStateSchema,
    MiniPlayerSupportSchema,
    StartAtLoginSupportSchema,
    CommandLineStateSchema,
    DesktopStateSchema,
  }
})
type Schemas = ReturnType<typeof desktopSchemas>
/** What registering one hotkey gave. */
export const hotkeyResults = [
  /** Registered with the system: the keys reach Encore. */
  'registered',
  /** The system refused it: another app holds these keys. */
  'taken',
  /** macOS media keys: Encore must be allowed under Privacy & Security → Accessibility first. */
  'needs-access',
  /** This session cannot register global hotkeys at all (browser mode; some Wayland desktops). */
  'unsupported',
  /** Media keys on Linux: the desktop forwards them to Encore's MPRIS player instead. */
  'media-controls',
  /** Another action of Encore uses the same keys; only the first one is registered. */
  'conflict',
  /** No keys are set for this action, or hotkeys are turned off. */
  'off',
  /** Not registered yet: the desktop app registers hotkeys once it runs (or has not reported back). */
  'pending',
] as const
export type HotkeyResult = z.infer<Schemas['HotkeyResultSchema']>

export type HotkeyEntry = z.infer<Schemas['HotkeyEntrySchema']>

/** How this session registers global hotkeys. */
export const hotkeyMechanisms = [
  /** The system's own (macOS, Windows, Linux on X11). */
  'native',
  /** Linux Wayland: the desktop's GlobalShortcuts portal; the desktop may ask the user to confirm. */
  'portal',
  /** None: browser mode, or before the desktop app reports. */
  'none',
] as const
export type HotkeyMechanism = z.infer<Schemas['HotkeyMechanismSchema']>

export type HotkeysState = z.infer<Schemas['HotkeysStateSchema']>

export type MediaControlsState = z.infer<Schemas['MediaControlsStateSchema']>

export type DockState = z.infer<Schemas['DockStateSchema']>

export type MiniPlayerSupport = z.infer<Schemas['MiniPlayerSupportSchema']>

export type StartAtLoginSupport = z.infer<Schemas['StartAtLoginSupportSchema']>

export type CommandLineState = z.infer<Schemas['CommandLineStateSchema']>

export type DesktopState = z.infer<Schemas['DesktopStateSchema']>

export const desktopMethods = {
  ...lazyMethods({
    'desktop.get': () => ({ input: z.undefined(), output: desktopSchemas().DesktopStateSchema }),
    /**
     * A hotkey field in Settings took or lost the focus: while it records (and its window has the focus), the
     * desktop app suspends the global hotkeys so the keys pressed reach the field.
     */
    'desktop.recordHotkey': () => ({
      input: z.strictObject({ recording: z.boolean() }),
      output: z.undefined(),
    }),
  }),
  ...keptViewMethods,
}
