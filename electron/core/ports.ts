import type { AppMode } from '../contract'

/** Where log lines go. Core redacts secrets before a line reaches a sink. */
export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void
  info(message: string, fields?: Record<string, unknown>): void
  warn(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
}

export interface Clock {
  now(): number
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

/** Secrets at rest (the refresh token): safeStorage in Electron, an owner-only file in browser mode. */
export interface SecretStore {
  get(key: string): Promise<string | undefined>
  set(key: string, value: string): Promise<void>
  delete(key: string): Promise<void>
  /** False when the platform cannot encrypt (Linux `basic_text`): core then keeps secrets in memory only. */
  readonly encrypted: boolean
}

/** Raw settings document; core owns its schema, defaults and migrations. */
export interface SettingsStore {
  read(): unknown
  write(value: unknown): void
}

/** Opens a URL in the system browser; shells enforce an allowlist. */
export interface UrlOpener {
  open(url: string): Promise<void>
}

export interface Notifier {
  notify(message: { title: string; body: string }): void
}

export interface DemoServiceInfo {
  apiUrl: string
  accountsUrl: string
  clientId: string
}

/** Starts the built-in emulator for the demo profile; passed in by the shell. */
export interface DemoService {
  start(): Promise<DemoServiceInfo>
  stop(): Promise<void>
}

export interface AppIdentity {
  name: string
  version: string
  mode: AppMode
}

export interface EncorePorts {
  identity: AppIdentity
  logger: Logger
  clock: Clock
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}
