import { afterAll, beforeAll, expect } from 'vitest'
import type { ApiMode, EmulatorHandle, ManualClock } from '../../electron/emulator'
import { KNOWN_SCOPES } from '../../electron/emulator'
import { clientWithScopes, startTestEmulator, type ApiClient, type PagingBody } from '../support/emulator'
import { expectResponseConforms, openApiAvailable } from '../support/openapi-conformance'

/**
 * Helpers for the podcast and audiobook tests: an emulator per generation with clients, the checks against
 * the OpenAPI description (the 2026 one without the fields that generation removed), and catalog picks.
 */
export type Generation = Extract<ApiMode, 'classic' | '2026'>
export const GENERATIONS: readonly Generation[] = ['classic', '2026']

export interface Service {
  generation: Generation
  emulator: EmulatorHandle<ManualClock>
  /** Every scope. */
  api: ApiClient
  /** Every scope but user-read-playback-position: objects carry no resume point. */
  withoutPosition: ApiClient
}

export async function startService(
  generation: Generation,
  options: Parameters<typeof startTestEmulator>[0] = {},
): Promise<Service> {
  const emulator = await startTestEmulator({ apiMode: generation, ...options })
  return {
    generation,
    emulator,
    api: clientWithScopes(emulator),
    withoutPosition: clientWithScopes(
      emulator,
      KNOWN_SCOPES.filter((scope) => scope !== 'user-read-playback-position'),
    ),
  }
}

/** One service per generation for a test file: started before its tests, closed after them. */
export function servicesPerGeneration(): Record<Generation, Service> {
  const services = {} as Record<Generation, Service>
  beforeAll(async () => {
    for (const generation of GENERATIONS) services[generation] = await startService(generation)
  })
  afterAll(() => Promise.all(Object.values(services).map((service) => service.emulator.close())))
  return services
}

/** Asserts the status, and that the answer conforms to the OpenAPI description (when the file is there). */
export function expectConforming(
  service: Pick<Service, 'generation'>,
  method: string,
  path: string,
  response: { status: number; body: unknown },
  status = 200,
): void {
  expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBe(status)
  if (openApiAvailable)
    expectResponseConforms(method, path.split('?')[0] as string, status, response.body, service.generation)
}

/** GET, asserted 200 and conforming; answers the body. */
export async function getConforming<T = Record<string, unknown>>(
  service: Service,
  path: string,
  client: ApiClient = service.api,
): Promise<T> {
  const response = await client.get<T>(path)
  expectConforming(service, 'GET', path, response)
  return response.body
}

export function showWith(emulator: EmulatorHandle, minEpisodes: number) {
  const show = emulator.catalog.spoken.shows.find((record) => record.episodeIds.length >= minEpisodes)
  if (!show) throw new Error(`no show with ${minEpisodes} episodes in the test catalog`)
  return show
}

export function bookWith(emulator: EmulatorHandle, minChapters: number) {
  const book = emulator.catalog.spoken.audiobooks.find((record) => record.chapterIds.length >= minChapters)
  if (!book) throw new Error(`no audiobook with ${minChapters} chapters in the test catalog`)
  return book
}

export const episodeUri = (id: string) => `spotify:episode:${id}`
export const showUri = (id: string) => `spotify:show:${id}`
export const audiobookUri = (id: string) => `spotify:audiobook:${id}`

export interface ResumePointBody {
  fully_played: boolean
  resume_position_ms: number
}

export interface EpisodeBody {
  id: string
  name: string
  type: string
  uri: string
  duration_ms: number
  release_date: string
  description: string
  html_description: string
  audio_preview_url: null
  resume_point?: ResumePointBody
  show?: ShowBody
  [key: string]: unknown
}

export interface ShowBody {
  id: string
  name: string
  publisher?: string
  total_episodes: number
  episodes?: PagingBody<EpisodeBody>
  [key: string]: unknown
}
