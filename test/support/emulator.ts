import { createHash, randomBytes } from 'node:crypto'
import {
  startEmulator,
  type EmulatorHandle,
  type EmulatorOptions,
  type ManualClock,
} from '../../electron/emulator'

/**
 * Shared helpers for tests that talk to the emulator over real HTTP. `startTestEmulator` starts the small
 * catalog on a manual clock (time moves only when a test says so) on a free port. Tokens live 30 days unless a
 * test says otherwise, so moving the clock by hours does not expire the tokens a file shares.
 */
export async function startTestEmulator(
  options: Omit<EmulatorOptions, 'clock'> = {},
): Promise<EmulatorHandle<ManualClock>> {
  return startEmulator({
    size: 'small',
    seed: 'test',
    tokenTtlSeconds: 30 * 86_400,
    ...options,
    clock: 'manual',
  })
}

export interface JsonResponse<T = unknown> {
  status: number
  headers: Headers
  body: T
}

/** Fetches and parses JSON (the body is undefined when empty). */
export async function fetchJson<T = unknown>(url: string, init: RequestInit = {}): Promise<JsonResponse<T>> {
  const response = await fetch(url, { redirect: 'manual', ...init })
  const text = await response.text()
  return {
    status: response.status,
    headers: response.headers,
    body: (text === '' ? undefined : JSON.parse(text)) as T,
  }
}

/** A small client for /v1 with a bearer token: `api.get('/tracks/…')`. */
export function apiClient(emulator: { apiUrl: string }, accessToken: string | undefined) {
  const headers = (extra: RequestInit['headers'] = {}) => ({
    ...(accessToken === undefined ? {} : { authorization: `Bearer ${accessToken}` }),
    ...(extra as Record<string, string>),
  })
  const url = (path: string) => (path.startsWith('http') ? path : `${emulator.apiUrl}${path}`)
  return {
    get: <T = unknown>(path: string, init: RequestInit = {}) =>
      fetchJson<T>(url(path), { ...init, headers: headers(init.headers) }),
    request: <T = unknown>(method: string, path: string, init: RequestInit = {}) =>
      fetchJson<T>(url(path), { ...init, method, headers: headers(init.headers) }),
  }
}

export type ApiClient = ReturnType<typeof apiClient>

/** An api client holding a fresh token for the demo user with the given scopes (all by default). */
export function clientWithScopes(emulator: EmulatorHandle, scopes?: readonly string[]) {
  const token = emulator.issueToken(scopes === undefined ? {} : { scopes })
  return apiClient(emulator, token.access_token)
}

export interface PkcePair {
  verifier: string
  challenge: string
}

export function pkcePair(): PkcePair {
  const verifier = randomBytes(48).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

export interface ErrorBody {
  error: { status: number; message: string; reason?: string }
}

export interface OAuthErrorBody {
  error: string
  error_description: string
}

export interface PagingBody<T = Record<string, unknown>> {
  href: string
  items: T[]
  limit: number
  next: string | null
  offset: number
  previous: string | null
  total: number
}

/** Follows `next` from a first page to the end, returning every item (and the pages seen). */
export async function collectPages<T>(
  client: ApiClient,
  firstPath: string,
  pick: (body: unknown) => PagingBody<T> = (body) => body as PagingBody<T>,
): Promise<{ items: T[]; pages: PagingBody<T>[] }> {
  const pages: PagingBody<T>[] = []
  let next: string | null = firstPath
  while (next !== null) {
    const response = await client.get(next)
    if (response.status !== 200) throw new Error(`GET ${next} answered ${response.status}`)
    const paging = pick(response.body)
    pages.push(paging)
    next = paging.next
    if (pages.length > 10_000) throw new Error('paging never ended')
  }
  return { items: pages.flatMap((paging) => paging.items), pages }
}
