import { describe, expect, it } from 'vitest'
import { ref } from 'vue'
import { defaultSettings } from '../support/states'
import {
  clientIdProblem,
  portProblem,
  useSpotifySetup,
} from '../../../renderer/src/composables/useSpotifySetup'

describe('Spotify setup validation', () => {
  it('says exactly what is wrong with a Client ID', () => {
    expect(clientIdProblem('')).toBe('Enter the Client ID of your Spotify app.')
    expect(clientIdProblem('0123456789abcdef')).toBe('A Client ID has 32 characters; this one has 16.')
    expect(clientIdProblem('0123456789abcdef0123456789abcdeg')).toContain('“g” is not one of them')
    expect(clientIdProblem(' 0123456789ABCDEF0123456789abcdef ')).toBeNull()
  })

  it('takes the id npm run emulator prints at the local emulator’s addresses, and says why not its demo id', () => {
    const local = { accountsUrl: 'http://127.0.0.1:8888', apiUrl: 'http://127.0.0.1:8888/v1' }
    // The id npm run emulator prints (CLI_CLIENT_ID in electron/emulator/emulator-options.ts).
    expect(clientIdProblem('e0c0de00e0c0de00e0c0de00e0c0de00', local)).toBeNull()
    // It said “n” is not one of them.
    const words = clientIdProblem('encore-demo-client', local)
    expect(words).toContain('“encore-demo-client” is the emulator’s name for the demo, not a Client ID')
    expect(words).toContain('Enter the clientId that npm run emulator prints')
    expect(words).not.toContain('is not one of them')
    expect(clientIdProblem('encore-demo-client')).toContain('the emulator’s name for the demo')
  })

  it('says exactly what is wrong with a port', () => {
    expect(portProblem('')).toContain('Enter the port')
    expect(portProblem('88a')).toContain('whole number')
    expect(portProblem('80')).toBe('Use a port from 1024 to 65535.')
    expect(portProblem('8888')).toBeNull()
  })

  it('shows the redirect URI to register: without a port by default, with the fixed port when set', () => {
    const form = useSpotifySetup(ref(structuredClone(defaultSettings.spotify)))
    expect(form.redirectUri.value).toBe('http://127.0.0.1/callback')
    form.portMode.value = 'fixed'
    form.port.value = '43117'
    expect(form.redirectUri.value).toBe('http://127.0.0.1:43117/callback')
    form.clientId.value = '0123456789ABCDEF0123456789ABCDEF'
    expect(form.valid.value).toBe(true)
    expect(form.patch.value).toEqual({
      clientId: '0123456789abcdef0123456789abcdef',
      redirectPort: 43117,
      accountsUrl: 'https://accounts.spotify.com',
      apiUrl: 'https://api.spotify.com/v1',
      extendedQuota: false,
    })
    form.apiUrl.value = 'https://api.example.com/v2'
    expect(form.problems.value.apiUrl).toBe('The API base URL ends with /v1.')
    expect(form.valid.value).toBe(false)
  })
})
