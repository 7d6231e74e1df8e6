/**
 * Core's one door: what the shells (electron/main, electron/web) and the command's client (electron/cli) use of
 * core, each name said, so that what they lean on is read here. Everything else in core is its own business; lint keeps the shells to this file
 * (docs/architecture.md, "Inside core"). A name the shells come to need is added here.
 */
export { createEncore, type Encore } from './app'
export { describeName } from './base/bridge/dispatcher'
export { namesAnswering } from './base/dbus/bus-names'
export { linkTarget, moveAside, readKeptText, writeFileAtomic } from './base/files/atomic-write'
export {
  type FolderLock,
  heldLine,
  holderAlive,
  LOCK_NAME,
  lockDataFolder,
  type LockHolder,
} from './base/files/folder-lock'
export { createPrivateJsonMap, OWNER_ONLY } from './base/files/private-files'
export { assertWritableFolder, type ProbeFs } from './base/files/writable-folder'
export {
  type ChildChannel,
  type Clock,
  type DemoService,
  type DesktopEnvironment,
  type Logger,
  type MacInstallFacts,
  type Notifier,
  type SecretStore,
  type SettingsStore,
  type SoloistPorts,
  systemClock,
  type UpdatePorts,
  type UpdateSource,
  type UrlOpener,
} from './base/ports'
export { spokenLanguage, startedLocaleLanguages } from './base/language'
export { ABOUT_FILE_NAME, APP_ID, DESKTOP_ENTRY_FILE, PRODUCT_NAME } from './base/project-info'
export { securityHeaders } from './base/security/content-policy'
export { externalLinkDecision, isAllowedExternalUrl } from './base/security/external-urls'
export { originOf } from './base/security/origin'
export { Redactor } from './base/security/redact'
export { type AccountOptions } from './features/account'
export { createLazyDemoService } from './features/account/demo-service'
export { keyringNamesFor, keyringWhyWords, linuxKeyringVerdict } from './features/account/keyring'
export { createShellLog, userNameOr } from './features/diagnostics/shell-log'
export {
  CRASH_REPORTER_OPTIONS,
  crashDumpsIn,
  crashReportsWanted,
  dumpsToRemove,
  keptCrashDumps,
} from './features/diagnostics/crash-dumps'
export { EXIT, type ExitCode, type Invocation } from './features/command-line/command'
export { desktopCommand, sourceCommand } from './features/command-line/command-text'
export { commandArgsOf, linkInArgs } from './features/command-line/launch-args'
export { type ShellCommands } from './features/command-line/run-command'
export { createCommandRunner } from './features/command-line/runner'
export { startCommandServer } from './features/command-line/server'
export {
  autostartEntry,
  autostartEntryPath,
  desktopEntryPaths,
  launchCommand,
} from './features/desktop/desktop-entries'
export { type DesktopControl } from './features/desktop/desktop-service'
export {
  desktopEnvironmentFrom,
  isGnome,
  isKde,
  mainWindowCloseAction,
  windowsOnWayland,
} from './features/desktop/environment'
export {
  globalShortcutsPortalSwitch,
  type HotkeyBinding,
  type HotkeyRegistration,
  samePlan,
} from './features/desktop/hotkeys'
export { trayIconFile, type TrayTheme, WINDOW_ICON_FILE } from './features/desktop/icon-files'
export { startEncoreMpris } from './features/desktop/mpris/encore-mpris'
export { pageJsFlags } from './features/desktop/page-memory'
export { floatingPosition, popoverPosition, type Screens } from './features/desktop/placement'
export { probeGlobalShortcutsPortal } from './features/desktop/portal-probe'
export { effectiveMiniPlayer, miniPlayerSupport } from './features/desktop/session-support'
export {
  type TrayAction,
  trayClicks,
  type TrayItem,
  trayMenu,
  type TrayModel,
} from './features/desktop/tray-menu'
export { type ReopenBounds } from './features/desktop/window-lifecycle'
export { WINDOW_BACKGROUNDS, windowBackground } from './features/desktop/window-theme'
export { settingsJsonSchema, toDocument } from './features/settings/document'
export { migrateSettings } from './features/settings/migrations'
export { recoverSettings } from './features/settings/recover'
export { networkManagerMetered, systemBusAddress } from './features/updates/metered-linux'
export { installKindOf, macSignatureOf } from './features/updates/update-policy'

// The command's client (electron/cli): the command line's words, its protocol and the socket's rules. A client
// bundle takes only these names' modules (electron.vite.config.ts: core's modules do nothing when loaded).
export { parseCommandLine } from './features/command-line/args'
export { helpLanguage, helpPointerIn, usageIn } from './features/command-line/help-words'
export { stripControls } from './base/security/safe-text'
export { wireCommandOf } from './features/command-line/player-call'
export {
  lineReader,
  PROTOCOL_VERSION,
  readServerMessage,
  type CommandRequest,
} from './features/command-line/protocol'
export { currentUid, factsOf, readKey, socketProblem } from './features/command-line/socket-access'
export { keyPathFor, socketPathFor } from './features/command-line/socket-path'
export { isCrash } from './features/desktop/page-crash'
