import { existsSync, lstatSync, mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Notice } from '../../../../electron/contract'
import { createEncore, type Encore } from '../../../../electron/core/app'
import { KEPT_SESSION_KEY } from '../../../../electron/core/features/auth/kept-session'
import { systemClock } from '../../../../electron/core/base/ports'
import { startEmulator, type EmulatorHandle } from '../../../../electron/emulator'
import { createFileSecretStore } from '../../../../electron/web/file-secret-store'
import { createJsonSettingsStore } from '../../../../electron/web/json-settings-store'
import { SPOTIFY_LIKE_CLIENT_ID } from '../../../support/encore-on-emulator'
import { createMemoryLogger } from '../../../support/memory-logger'
import { tempFolder } from '../../../support/temp-folders'

/**
 * A settings file that is `{}`, lacks the Client ID, was deleted, is a link to nothing, or cannot be read used
 * to rewrite secrets.json to `{}` at the next start: the defaults say "the demo", the kept Spotify sign-in
 * looked like one for other settings, and the person was signed out without a word. The kept sign-in says
 * which service and Client ID it is for; settings that lost them take them back from it, and a notice says so.
 * Only a service the person chose ends it.
 */

let emulator: EmulatorHandle
const running: Encore[] = []
beforeAll(async () => {
  emulator = await startEmulator({ size: 'small', seed: 'damage', clientId: SPOTIFY_LIKE_CLIENT_ID })
})
afterEach(async () => {
  for (const encore of running.splice(0)) await encore.dispose()
})
afterAll(() => emulator.close())

const KEPT_NOTICE =
  'Your sign-in was kept: Encore uses Spotify, with its Client ID and addresses as when you signed in.'

/** A data folder holding a kept Spotify sign-in (a refresh token the emulator issued) and `settings`. */
function keptSignIn(settings: (file: string) => void): { dir: string; settingsFile: string } {
  const dir = tempFolder('encore-damage-')
  const kept = {
    v: 1,
    profile: 'spotify',
    accountsUrl: emulator.accountsUrl,
    apiUrl: emulator.apiUrl,
    clientId: SPOTIFY_LIKE_CLIENT_ID,
    refreshToken: emulator.issueToken().refresh_token,
    scopes: ['user-read-private', 'user-read-playback-state'],
  }
  writeFileSync(join(dir, 'secrets.json'), JSON.stringify({ [KEPT_SESSION_KEY]: JSON.stringify(kept) }), {
    mode: 0o600,
  })
  const settingsFile = join(dir, 'settings.json')
  settings(settingsFile)
  return { dir, settingsFile }
}

/** The sign-ins kept in the folder's secrets.json. */
const keptIn = (dir: string) =>
  JSON.parse(readFileSync(join(dir, 'secrets.json'), 'utf8')) as Record<string, string | undefined>

/** Starts Encore on the folder, as the next run would; it renews the kept sign-in by itself. */
function startOn(dir: string) {
  const { logger } = createMemoryLogger()
  const encore = createEncore({
    identity: { name: 'Encore', version: '0.0.0-test', mode: 'browser' },
    logger,
    clock: systemClock,
    dataDir: dir,
    settingsStore: createJsonSettingsStore(dir),
    secretStore: createFileSecretStore(dir, logger),
  })
  running.push(encore)
  const notices: Notice[] = []
  encore.on('notice', (notice) => notices.push(notice))
  return { encore, notices, dir }
}

/** Signed in with the kept sign-in, whose service the settings took back. */
async function expectStillSignedIn(started: ReturnType<typeof startOn>) {
  await expect
    .poll(async () => (await started.encore.api.session.get()).status, { timeout: 10_000 })
    .toBe('signed-in')
  expect(keptIn(started.dir)[KEPT_SESSION_KEY]).toContain(SPOTIFY_LIKE_CLIENT_ID)
  const { values } = await started.encore.api.settings.get()
  expect(values.profile).toBe('spotify')
  expect(values.spotify).toMatchObject({
    clientId: SPOTIFY_LIKE_CLIENT_ID,
    accountsUrl: emulator.accountsUrl,
    apiUrl: emulator.apiUrl,
  })
}

const LOST_WORDS = `Your settings did not say which service Encore uses (the settings file was missing, empty or incomplete). ${KEPT_NOTICE}`

describe('settings damaged between two runs never sign out', () => {
  const lost: [string, (file: string) => void][] = [
    ['a settings file that is {}', (file) => writeFileSync(file, '{}')],
    [
      'a settings file without spotify.clientId',
      (file) =>
        writeFileSync(
          file,
          JSON.stringify({
            version: 1,
            profile: 'spotify',
            spotify: { accountsUrl: emulator.accountsUrl, apiUrl: emulator.apiUrl },
          }),
        ),
    ],
    ['a deleted settings file', () => undefined],
    ['a settings file that is a link to nothing', (file) => symlinkSync('gone/settings.json', file)],
  ]
  for (const [damage, write] of lost) {
    it(`${damage}: the service and Client ID come from the kept sign-in, which is renewed; a notice says so`, async () => {
      const { dir, settingsFile } = keptSignIn(write)
      const started = startOn(dir)
      await expectStillSignedIn(started)
      expect(started.notices).toContainEqual({
        level: 'warning',
        code: 'SETTINGS_REPAIRED',
        message: LOST_WORDS,
      })
      // Written again with the service of the sign-in (through a link, to where it leads).
      expect(JSON.parse(readFileSync(settingsFile, 'utf8'))).toMatchObject({
        profile: 'spotify',
        spotify: { clientId: SPOTIFY_LIKE_CLIENT_ID },
      })
      if (damage.includes('link')) expect(lstatSync(settingsFile).isSymbolicLink()).toBe(true)
    })
  }

  it('a settings file that cannot be read: set aside beside it, said in a notice, the sign-in kept', async () => {
    const { dir, settingsFile } = keptSignIn((file) => mkdirSync(file))
    const started = startOn(dir)
    await expectStillSignedIn(started)
    expect(statSync(`${settingsFile}.unreadable`).isDirectory()).toBe(true)
    expect(JSON.parse(readFileSync(settingsFile, 'utf8'))).toMatchObject({ profile: 'spotify' })
    expect(started.notices).toContainEqual({
      level: 'warning',
      code: 'SETTINGS_REPAIRED',
      message: expect.stringMatching(
        new RegExp(
          `^The settings file could not be read; it was set aside as ${settingsFile}\\.unreadable, and Encore started with the defaults\\. ${KEPT_NOTICE}$`,
        ),
      ) as unknown,
    })
  })

  it('a Client ID the person chose is a change of service: that one ends the kept sign-in', async () => {
    const chosen = 'fedcba9876543210fedcba9876543210'
    const { dir } = keptSignIn((file) =>
      writeFileSync(file, JSON.stringify({ version: 1, profile: 'spotify', spotify: { clientId: chosen } })),
    )
    const started = startOn(dir)
    await expect.poll(() => keptIn(dir)[KEPT_SESSION_KEY]).toBeUndefined()
    expect((await started.encore.api.session.get()).status).toBe('signed-out')
    expect((await started.encore.api.settings.get()).values.spotify.clientId).toBe(chosen)
    expect(existsSync(join(dir, 'settings.json.unreadable'))).toBe(false)
  })

  it("says the file's problems in the language chosen in it, though they were found before it was read", async () => {
    const dir = tempFolder('encore-damage-')
    const settings = { version: 1, language: 'de', theme: 'purple', colour: 'red', profile: 'spotify' }
    writeFileSync(
      join(dir, 'settings.json'),
      JSON.stringify({ ...settings, spotify: { clientId: SPOTIFY_LIKE_CLIENT_ID } }),
    )
    const { problems } = await startOn(dir).encore.api.settings.get()
    expect(problems).toEqual([
      { path: 'theme', message: expect.stringMatching(/; auf den Standardwert zurückgesetzt$/) as unknown },
      { path: 'colour', message: 'keine Einstellung, die Encore kennt; ignoriert' },
    ])
  })
})
