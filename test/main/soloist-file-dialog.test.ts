import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import { EventBus } from '../../electron/core/base/bridge/event-bus'
import { createJsonDocuments } from '../../electron/core/base/files/json-documents'
import { systemClock } from '../../electron/core/base/ports'
import { Redactor } from '../../electron/core/base/security/redact'
import { createSoloistService } from '../../electron/core/features/soloist/soloist-service'
import { createSafeStorageSecretStore, SECRETS_FILE } from '../../electron/main/safe-storage-secret-store'
import { soloistShellPorts } from '../../electron/main/soloist-file-dialog'
import { dialog, safeStorage } from '../fakes/electron'
import { createMemoryLogger } from '../support/memory-logger'
import { tempFolder } from '../support/temp-folders'

const API_KEY = 'sk-soloist-0123456789abcdef'

/** Settings → This computer on the desktop app's ports: the fake electron's file dialog and safeStorage. */
async function desktopService() {
  const dir = tempFolder('encore-shell-soloist-')
  const { logger } = createMemoryLogger()
  const secretStore = await createSafeStorageSecretStore({
    safeStorage,
    dir,
    logger,
    platform: 'linux',
    // The keyring runs (the Secret Service answers on the session bus).
    keyringProbe: async (names) => [...names],
  })
  const service = createSoloistService({
    bus: new EventBus(),
    clock: systemClock,
    logger,
    documents: createJsonDocuments(dir, logger),
    secretStore,
    redactor: new Redactor(),
    platform: 'linux',
    dataDir: dir,
    ports: soloistShellPorts('/usr/local/bin:/usr/bin'),
  })
  return { dir, service }
}

describe('Settings → This computer in the desktop app (against the fake electron module)', () => {
  beforeEach(() => {
    dialog.openDialogs.length = 0
    dialog.openAnswer = { canceled: true, filePaths: [] }
    safeStorage.available = true
    safeStorage.backend = 'gnome_libsecret'
  })

  it('chooses the program with the system’s file dialog; cancelling it changes nothing', async () => {
    const { service } = await desktopService()
    try {
      expect(service.state().canChooseFile).toBe(true)
      expect((await service.chooseBinary()).binary).toBe('')
      dialog.openAnswer = { canceled: false, filePaths: ['/home/me/Downloads/soloist'] }
      expect((await service.chooseBinary()).binary).toBe('/home/me/Downloads/soloist')
      expect(dialog.openDialogs).toHaveLength(2)
      expect(dialog.openDialogs[0]).toMatchObject({
        title: 'Choose the Spotify Soloist program',
        properties: ['openFile', 'dontAddToRecent'],
      })
    } finally {
      await service.dispose()
    }
  })

  it('keeps the API key encrypted by safeStorage beside the sign-in, never in plain text', async () => {
    const { dir, service } = await desktopService()
    try {
      await service.set({ apiKey: API_KEY })
      expect(service.state().keyKept).toBe('The key is kept in your system’s keyring.')
      const secrets = readFileSync(join(dir, SECRETS_FILE), 'utf8')
      expect(Object.keys(JSON.parse(secrets) as object)).toContain('soloist.apiKey')
      expect(secrets).not.toContain(API_KEY)
    } finally {
      await service.dispose()
    }
  })

  it('keeps the key only until Encore quits where safeStorage has no keyring (basic_text)', async () => {
    safeStorage.backend = 'basic_text'
    const { dir, service } = await desktopService()
    try {
      await service.set({ apiKey: API_KEY })
      expect(service.state()).toMatchObject({ keySet: true })
      expect(service.state().keyKept).toMatch(/until Encore quits/)
      const secrets = (() => {
        try {
          return readFileSync(join(dir, SECRETS_FILE), 'utf8')
        } catch {
          return ''
        }
      })()
      expect(secrets).not.toContain('soloist.apiKey')
    } finally {
      await service.dispose()
    }
  })
})
