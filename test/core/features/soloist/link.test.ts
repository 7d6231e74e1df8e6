import { afterEach, describe, expect, it } from 'vitest'
import type { EmulatorHandle, ManualClock } from '../../../../electron/emulator'
import { nodeRuntimeFiles } from '../../../../electron/core/features/soloist/endpoint'
import { createSoloistLink, type SoloistLink } from '../../../../electron/core/features/soloist/link'
import { systemClock } from '../../../../electron/core/base/ports'
import { startTestEmulator } from '../../../support/emulator'
import { fakeSoloistSpawner } from '../../../support/fake-soloist'
import { createMemoryLogger } from '../../../support/memory-logger'
import { tempFolder } from '../../../support/temp-folders'

let link: SoloistLink | undefined
let emulator: EmulatorHandle<ManualClock> | undefined

afterEach(async () => {
  await link?.dispose()
  await emulator?.close()
  link = emulator = undefined
})

function childLink(env: Record<string, string> = {}) {
  const reasons: string[] = []
  const ports: number[] = []
  link = createSoloistLink({
    source: {
      kind: 'child',
      binary: 'soloist',
      apiKey: 'sk-soloist-0123456789abcdef',
      deviceName: 'This computer (Encore)',
      dataDir: tempFolder('encore-soloist-'),
      spawn: fakeSoloistSpawner(env),
    },
    files: nodeRuntimeFiles,
    clock: systemClock,
    logger: createMemoryLogger().logger,
    onChange: (view, status) => {
      reasons.push(view.reason ?? view.source)
      const port = status?.endpoint?.port
      if (port !== undefined && ports.at(-1) !== port) ports.push(port)
    },
  })
  return { link, reasons, ports }
}

describe('Soloist and its feed together', () => {
  it('connects the feed to the child once it listens (the fake child says no one is logged in)', async () => {
    const { link } = childLink()
    await expect.poll(() => link.view().reason).toBe('logged-out')
    expect(link.status()).toMatchObject({ phase: 'running', daysLeft: 60 })
  })

  it('follows the child to its new port after a crash and a restart', async () => {
    const { link, reasons, ports } = childLink({ FAKE_SOLOIST_LIFETIME_MS: '800' })
    await expect.poll(() => ports.length).toBeGreaterThanOrEqual(2)
    await expect.poll(() => link.view().reason).toBe('logged-out')
    const firstLogin = reasons.indexOf('logged-out')
    expect(reasons.slice(firstLogin)).toContain('no-socket')
    expect(ports[1]).not.toBe(ports[0])
  })

  it('uses a Soloist already running, found by its data folder, and reconnects after a dropped socket', async () => {
    const dataDir = tempFolder('encore-soloist-')
    emulator = await startTestEmulator({ soloist: { dataDir } })
    const reasons: string[] = []
    link = createSoloistLink({
      source: { kind: 'existing', dataDir },
      files: nodeRuntimeFiles,
      clock: systemClock,
      logger: createMemoryLogger().logger,
      onChange: (view) => reasons.push(view.reason ?? view.source),
    })
    await expect.poll(() => link!.view().reason).toBe('other-device')
    expect(link.status()).toBeNull()
    emulator.soloist!.dropConnections()
    await expect.poll(() => reasons.includes('no-socket')).toBe(true)
    await expect.poll(() => reasons.at(-1)).toBe('other-device')
  })
})
