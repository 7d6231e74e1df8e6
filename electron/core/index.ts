/**
 * Core's one door: what the shells (electron/main, electron/web) may use of core. Everything else in core is
 * its own business; lint keeps the shells to this file (docs/architecture.md, "Inside core").
 */
export * from './app'
export * from './base/bridge/dispatcher'
export * from './base/dbus/bus-names'
export * from './base/files/atomic-write'
export * from './base/files/folder-lock'
export * from './base/files/private-files'
export { createRotatingLog, rotatedName, LOG_FILE_BYTES, LOG_FILES } from './base/files/rotating-log'
export { redactForSharing, type PersonFacts } from './base/security/share-redact'
export * from './base/files/writable-folder'
export * from './base/logger'
export * from './base/ports'
export * from './base/project-info'
export * from './base/security/content-policy'
export * from './base/security/external-urls'
export * from './base/security/origin'
export * from './base/security/redact'
export * from './features/account'
export * from './features/account/demo-service'
export * from './features/account/keyring'
export { createShellLog, logFileIn, type ShellPerson, userNameOr } from './features/diagnostics/shell-log'
export {
  CRASH_REPORTER_OPTIONS,
  crashDumpsIn,
  crashReportsWanted,
  dumpsToRemove,
  keptCrashDumps,
  KEPT_CRASH_DUMPS,
} from './features/diagnostics/crash-dumps'
export * from './features/command-line/command'
export * from './features/command-line/command-text'
export * from './features/command-line/launch-args'
export * from './features/command-line/run-command'
export * from './features/command-line/runner'
export * from './features/command-line/server'
export * from './features/desktop/desktop-entries'
export * from './features/desktop/desktop-service'
export { isCrash } from './features/desktop/page-crash'
export * from './features/desktop/environment'
export * from './features/desktop/hotkeys'
export * from './features/desktop/icon-files'
export * from './features/desktop/mpris/encore-mpris'
export * from './features/desktop/page-memory'
export * from './features/desktop/placement'
export * from './features/desktop/portal-probe'
export * from './features/desktop/session-support'
export * from './features/desktop/tray-menu'
export * from './features/desktop/window-lifecycle'
export * from './features/desktop/window-theme'
export * from './features/settings/document'
export * from './features/settings/migrations'
export * from './features/settings/recover'
export * from './features/updates/metered-linux'
export * from './features/updates/update-policy'
