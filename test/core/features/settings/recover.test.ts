import { Ajv2020 } from 'ajv/dist/2020.js'
import { describe, expect, it } from 'vitest'
import { SettingsSchema } from '../../../../electron/contract'
import { defaultSettings } from '../../../../electron/contract'
import { settingsJsonSchema, toDocument } from '../../../../electron/core/features/settings/document'
import { recoverSettings } from '../../../../electron/core/features/settings/recover'

describe('settings recovery', () => {
  it('has valid defaults', () => {
    expect(SettingsSchema.safeParse(defaultSettings).success).toBe(true)
    expect(defaultSettings.profile).toBe('demo')
  })

  it('keeps every valid value and fills what is missing with defaults, without complaint', () => {
    const { settings, problems } = recoverSettings({
      theme: 'light',
      spotify: { clientId: 'ABCDEF0123456789ABCDEF0123456789' },
    })
    expect(problems).toEqual([])
    expect(settings.theme).toBe('light')
    expect(settings.spotify.clientId).toBe('abcdef0123456789abcdef0123456789')
    expect(settings.spotify.accountsUrl).toBe(defaultSettings.spotify.accountsUrl)
    expect(settings.hotkeys).toEqual(defaultSettings.hotkeys)
  })

  it('reads a file from before lyrics with lyrics off (no migration), and resets an address that is not http(s)', () => {
    const before = structuredClone(defaultSettings) as Record<string, unknown>
    delete before['lyrics']
    expect(recoverSettings(before)).toEqual({ settings: defaultSettings, problems: [] })
    expect(defaultSettings.lyrics).toEqual({ enabled: false, address: 'https://lrclib.net', romanize: false })
    const { settings, problems } = recoverSettings({ lyrics: { enabled: true, address: 'file:///lyrics' } })
    // A file from before romanized lines has them off.
    expect(settings.lyrics).toEqual({ enabled: true, address: 'https://lrclib.net', romanize: false })
    expect(problems.map((problem) => problem.path)).toEqual(['lyrics.address'])
  })

  it('replaces each invalid value by its default and names it', () => {
    const { settings, problems } = recoverSettings({
      profile: 'napster',
      theme: 'light',
      spotify: {
        clientId: 'not-hex',
        redirectPort: 80,
        accountsUrl: 'http://evil.example',
        apiUrl: 'https://api.spotify.com/v1',
      },
      hotkeys: { playPause: 'Ctrl+Alt+Banana', nextTrack: 'CommandOrControl+Alt+Right' },
      miniPlayer: { position: { x: 1.5, y: 2 } },
      polling: 'fast',
      startAtLogin: 'yes',
    })
    expect(problems.map((problem) => problem.path).sort()).toEqual([
      'hotkeys.playPause',
      'miniPlayer.position',
      'polling',
      'profile',
      'spotify.accountsUrl',
      'spotify.clientId',
      'spotify.redirectPort',
      'startAtLogin',
    ])
    expect(problems.every((problem) => problem.message.endsWith('reset to the default'))).toBe(true)
    expect(problems.find((problem) => problem.path === 'spotify.clientId')?.message).toContain(
      '32 characters',
    )
    expect(settings.profile).toBe('demo')
    expect(settings.theme).toBe('light')
    expect(settings.spotify.clientId).toBe('')
    expect(settings.spotify.redirectPort).toBeNull()
    expect(settings.spotify.accountsUrl).toBe(defaultSettings.spotify.accountsUrl)
    expect(settings.hotkeys.playPause).toBe(defaultSettings.hotkeys.playPause)
    expect(settings.hotkeys.nextTrack).toBe('CommandOrControl+Alt+Right')
    expect(settings.polling).toEqual(defaultSettings.polling)
    expect(SettingsSchema.safeParse(settings).success).toBe(true)
  })

  it('reports keys it does not know and drops them', () => {
    const { settings, problems } = recoverSettings({ colour: 'red', demo: { skipConsent: false, extra: 1 } })
    expect(problems).toEqual([
      expect.objectContaining({ path: 'demo.extra', message: 'not a setting Encore knows; ignored' }),
      expect.objectContaining({ path: 'colour', message: 'not a setting Encore knows; ignored' }),
    ])
    expect(settings.demo).toEqual({ skipConsent: false })
    expect('colour' in settings).toBe(false)
  })

  it('replaces a whole group that is not an object', () => {
    const { settings, problems } = recoverSettings({ spotify: 'x', miniPlayer: null })
    expect(problems.map((problem) => problem.path)).toEqual(['spotify', 'miniPlayer'])
    expect(settings.spotify).toEqual(defaultSettings.spotify)
    expect(settings.miniPlayer).toEqual(defaultSettings.miniPlayer)
  })
})

describe('the settings JSON schema (for electron-store)', () => {
  const ajv = new Ajv2020({ allErrors: true, strict: false })
  const schema = settingsJsonSchema()
  const validate = ajv.compile({ type: 'object', ...schema })

  it('accepts the default document and one with every kind of value set', () => {
    expect(validate(toDocument(defaultSettings)), JSON.stringify(validate.errors)).toBe(true)
    const custom = toDocument({
      ...defaultSettings,
      profile: 'spotify',
      spotify: {
        ...defaultSettings.spotify,
        clientId: '0123456789abcdef0123456789abcdef',
        redirectPort: 8888,
      },
      miniPlayer: { alwaysOnTop: false, size: 'compact', placement: 'floating', position: { x: -20, y: 40 } },
    })
    expect(validate(custom), JSON.stringify(validate.errors)).toBe(true)
  })

  it('refuses wrong types, unknown keys, a missing version and an uppercase client id', () => {
    const doc = toDocument(defaultSettings) as Record<string, unknown>
    expect(validate({ ...doc, theme: 'purple' })).toBe(false)
    expect(validate({ ...doc, extra: true })).toBe(false)
    const { version: _version, ...withoutVersion } = doc
    expect(validate(withoutVersion)).toBe(false)
    expect(
      validate({
        ...doc,
        spotify: { ...defaultSettings.spotify, clientId: 'ABCDEF0123456789ABCDEF0123456789' },
      }),
    ).toBe(false)
    expect(validate({ ...doc, spotify: { ...defaultSettings.spotify, redirectPort: 80 } })).toBe(false)
  })
})
