import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EmulatorHandle, ManualClock } from '../../../electron/emulator'
import { clientWithScopes, startTestEmulator } from '../../support/emulator'

type Profile = Record<string, unknown> & { id: string; display_name: string; uri: string; type: string }

let emulator: EmulatorHandle<ManualClock>

beforeAll(async () => {
  emulator = await startTestEmulator()
})
afterAll(() => emulator.close())

describe('GET /me', () => {
  it('answers the demo user with every private field when all profile scopes are granted', async () => {
    const response = await clientWithScopes(emulator).get<Profile>('/me')
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      id: emulator.user.id,
      display_name: 'Demo Listener',
      type: 'user',
      uri: `spotify:user:${emulator.user.id}`,
      country: 'US',
      product: 'premium',
      email: expect.stringContaining('@'),
      explicit_content: { filter_enabled: false, filter_locked: false },
    })
  })

  it('shows each private field only with its scope', async () => {
    const emailOnly = (await clientWithScopes(emulator, ['user-read-email']).get<Profile>('/me')).body
    expect(emailOnly['email']).toBeDefined()
    expect(emailOnly['country']).toBeUndefined()
    expect(emailOnly['product']).toBeUndefined()
    const privateOnly = (await clientWithScopes(emulator, ['user-read-private']).get<Profile>('/me')).body
    expect(privateOnly['country']).toBe('US')
    expect(privateOnly['email']).toBeUndefined()
    expect(privateOnly['birthdate']).toBeUndefined()
  })
})

describe('GET /users/{user_id}', () => {
  it('answers the public profile: no private fields', async () => {
    const other = emulator.catalog.users[2]
    if (!other) throw new Error('no community user')
    const response = await clientWithScopes(emulator, []).get<Profile>(`/users/${other.id}`)
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ id: other.id, display_name: other.displayName, type: 'user' })
    expect(response.body['email']).toBeUndefined()
    expect(response.body['country']).toBeUndefined()
  })

  it('the demo user has a public profile too', async () => {
    const response = await clientWithScopes(emulator).get<Profile>(`/users/${emulator.user.id}`)
    expect(response.body.display_name).toBe('Demo Listener')
    expect(response.body['email']).toBeUndefined()
  })
})
