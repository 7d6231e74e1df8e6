import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { Notice, SessionState } from '../../../../electron/contract'
import { createEncore, type Encore } from '../../../../electron/core/app'
import { systemClock } from '../../../../electron/core/base/ports'
import { startEmulator, type EmulatorHandle } from '../../../../electron/emulator'
import { createFileSecretStore } from '../../../../electron/web/file-secret-store'
import { createJsonSettingsStore } from '../../../../electron/web/json-settings-store'
import { demoServiceOf, SPOTIFY_LIKE_CLIENT_ID } from '../../../support/encore-on-emulator'
import { createMemoryLogger } from '../../../support/memory-logger'
import { tempFolder } from '../../../support/temp-folders'

/**
 * A damaged settings.json comes back as defaults, whose profile is the demo: the kept Spotify sign-in used to
 * be forgotten then, without a word. Now the repaired settings take the service from the kept sign-in itself
 * (profile, Client ID, addresses), the sign-in is renewed, and the notice says both.
 */

const running: Encore[] = []
let emulator: EmulatorHandle | undefined
afterEach(async () => {
  for (const encore of running.splice(0)) await encore.dispose()
  await emulator?.close()
  emulator = undefined
})

function start(dir: string, service: EmulatorHandle) {
  const { logger } = createMemoryLogger()
  const encore = createEncore({
    identity: { name: 'Encore', version: '0.0.0-test', mode: 'browser' },
    logger,
    clock: systemClock,
    dataDir: dir,
    settingsStore: createJsonSettingsStore(dir),
    secretStore: createFileSecretStore(dir, logger),
    demoService: demoServiceOf(service),
  })
  running.push(encore)
  const notices: Notice[] = []
  encore.on('notice', (notice) => notices.push(notice))
  return { encore, notices }
}

async function signInToSpotify(encore: Encore, service: EmulatorHandle): Promise<SessionState> {
  await encore.api.settings.update({
    profile: 'spotify',
    spotify: { clientId: SPOTIFY_LIKE_CLIENT_ID, accountsUrl: service.accountsUrl, apiUrl: service.apiUrl },
  })
  const waiting = await encore.api.session.signIn()
  if (waiting.status !== 'signing-in' || !waiting.authorizeUrl)
    throw new Error(`no consent page: ${waiting.status}`)
  const consent = await fetch(waiting.authorizeUrl, { redirect: 'manual' })
  await consent.body?.cancel()
  await (await fetch(consent.headers.get('location')!)).body?.cancel()
  await expect
    .poll(async () => (await encore.api.session.get()).status, { timeout: 10_000 })
    .toBe('signed-in')
  return encore.api.session.get()
}

describe('settings repaired at start keep the kept sign-in', () => {
  it('a damaged settings.json: the service comes from the kept sign-in, which is renewed; the notice says so', async () => {
    emulator = await startEmulator({
      size: 'small',
      seed: 'repair',
      extraClientIds: [SPOTIFY_LIKE_CLIENT_ID],
      autoApprove: true,
    })
    const dir = tempFolder('encore-repair-')
    const first = start(dir, emulator)
    await signInToSpotify(first.encore, emulator)
    await first.encore.dispose()
    running.splice(0)

    // Cut short, as a disk fault or another program would leave it.
    const settingsFile = join(dir, 'settings.json')
    const text = readFileSync(settingsFile, 'utf8')
    writeFileSync(settingsFile, text.slice(0, text.length / 2))

    const second = start(dir, emulator)
    await expect
      .poll(async () => (await second.encore.api.session.get()).status, { timeout: 10_000 })
      .toBe('signed-in')
    const settings = await second.encore.api.settings.get()
    expect(settings.values.profile).toBe('spotify')
    expect(settings.values.spotify).toMatchObject({
      clientId: SPOTIFY_LIKE_CLIENT_ID,
      accountsUrl: emulator.accountsUrl,
      apiUrl: emulator.apiUrl,
    })
    expect(second.notices).toContainEqual({
      level: 'warning',
      code: 'SETTINGS_REPAIRED',
      message: expect.stringMatching(
        new RegExp(
          `^The settings file could not be read \\(${settingsFile} is not valid JSON: .+\\); it was set aside as ${settingsFile}\\.unreadable, and Encore started with the defaults\\. Your sign-in was kept: Encore uses Spotify, with its Client ID and addresses as when you signed in\\.$`,
        ),
      ) as unknown,
    })
    // Written whole again, with the service of the sign-in.
    expect(JSON.parse(readFileSync(settingsFile, 'utf8'))).toMatchObject({ profile: 'spotify' })
  })

  it('a secrets value of the wrong type counts as damaged: set aside (owner-only) and said on the sign-in screen', async () => {
    emulator = await startEmulator({ size: 'small', seed: 'repair', autoApprove: true })
    const dir = tempFolder('encore-repair-')
    const file = join(dir, 'secrets.json')
    writeFileSync(file, JSON.stringify({ 'encore.session': 12345 }), { mode: 0o600 })
    const { encore } = start(dir, emulator)
    await expect
      .poll(
        async () =>
          (await encore.api.session.get()).status === 'signed-out' && (await encore.api.session.get()),
      )
      .toMatchObject({
        reason: {
          code: 'kept-unreadable',
          message: `Encore could not read the sign-in it kept on this computer: ${file} is damaged (the value of “encore.session” is not of the kind Encore keeps there); it was set aside as ${file}.unreadable. Sign in again.`,
        },
      })
    expect(JSON.parse(readFileSync(`${file}.unreadable`, 'utf8'))).toEqual({ 'encore.session': 12345 })
    if (process.platform !== 'win32') {
      const { statSync } = await import('node:fs')
      expect(statSync(`${file}.unreadable`).mode & 0o777).toBe(0o600)
    }
  })
})
