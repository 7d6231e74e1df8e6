import { describe, expect, it } from 'vitest'
import {
  createKeptSessionStore,
  KEPT_SESSION_KEY,
} from '../../../../electron/core/features/auth/kept-session'
import type { SecretStore } from '../../../../electron/core/base/ports'
import { Redactor } from '../../../../electron/core/base/security/redact'
import { createMemoryLogger } from '../../../support/memory-logger'

function memoryStore(protection: SecretStore['protection']): SecretStore & { values: Map<string, string> } {
  const values = new Map<string, string>()
  return {
    protection,
    values,
    get: async (key) => values.get(key),
    set: async (key, value) => void values.set(key, value),
    delete: async (key) => void values.delete(key),
  }
}

const spotify = {
  endpoints: {
    profile: 'spotify' as const,
    accountsUrl: 'https://accounts.example',
    apiUrl: 'https://api.example/v1',
    clientId: '0123456789abcdef0123456789abcdef',
  },
  refreshToken: 'refresh-token-value-1',
  scopes: ['user-read-private'],
}

describe('the kept sign-in', () => {
  it('keeps a Spotify sign-in in an encrypting or owner-only store, and reads it back', async () => {
    for (const protection of ['encrypted', 'owner-only-file'] as const) {
      const secrets = memoryStore(protection)
      const kept = createKeptSessionStore({
        secretStore: secrets,
        ...createMemoryLogger(),
        redactor: new Redactor(),
        allowUnencrypted: () => false,
      })
      expect(await kept.keep(spotify)).toBe(protection)
      expect(await kept.read()).toMatchObject({ profile: 'spotify', refreshToken: 'refresh-token-value-1' })
    }
  })

  it('keeps nothing on an unencrypted store unless the user allowed it', async () => {
    let allowed = false
    const secrets = memoryStore('unencrypted')
    const kept = createKeptSessionStore({
      secretStore: secrets,
      ...createMemoryLogger(),
      redactor: new Redactor(),
      allowUnencrypted: () => allowed,
    })
    expect(await kept.keep(spotify)).toBe('memory')
    expect(secrets.values.has(KEPT_SESSION_KEY)).toBe(false)
    allowed = true
    expect(await kept.keep(spotify)).toBe('unencrypted-file')
    expect(secrets.values.has(KEPT_SESSION_KEY)).toBe(true)
  })

  it('never keeps a demo token, only that the demo was signed in', async () => {
    const secrets = memoryStore('encrypted')
    const kept = createKeptSessionStore({
      secretStore: secrets,
      ...createMemoryLogger(),
      redactor: new Redactor(),
      allowUnencrypted: () => true,
    })
    expect(await kept.keep({ ...spotify, endpoints: { ...spotify.endpoints, profile: 'demo' } })).toBe(
      'memory',
    )
    expect(JSON.parse(secrets.values.get(KEPT_SESSION_KEY)!)).toEqual({ v: 1, profile: 'demo' })
  })

  it('drops an unreadable entry with a warning, and registers a read token with the redactor', async () => {
    const secrets = memoryStore('encrypted')
    const memory = createMemoryLogger()
    const redactor = new Redactor()
    const kept = createKeptSessionStore({
      secretStore: secrets,
      logger: memory.logger,
      redactor,
      allowUnencrypted: () => false,
    })
    secrets.values.set(KEPT_SESSION_KEY, '{"v":1,"profile":"spotify"')
    expect(await kept.read()).toBeUndefined()
    expect(secrets.values.has(KEPT_SESSION_KEY)).toBe(false)
    expect(memory.lines.join('\n')).toContain('not readable')

    await kept.keep(spotify)
    await kept.read()
    expect(redactor.redact('saw refresh-token-value-1')).toBe('saw [redacted]')
  })
})
