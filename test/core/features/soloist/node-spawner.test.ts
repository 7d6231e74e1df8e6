import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { nodeRuntimeFiles } from '../../../../electron/core/features/soloist/endpoint'
import { nodeSoloistSpawner } from '../../../../electron/core/features/soloist/node-spawner'
import { parseFrame } from '../../../../electron/core/features/soloist/protocol'
import {
  createSoloistSupervisor,
  type SoloistSupervisor,
} from '../../../../electron/core/features/soloist/supervisor'
import { systemClock } from '../../../../electron/core/base/ports'
import { fakeSoloistSpawner } from '../../../support/fake-soloist'
import { createMemoryLogger } from '../../../support/memory-logger'
import { tempFolder } from '../../../support/temp-folders'

let supervisor: SoloistSupervisor | undefined

afterEach(async () => {
  await supervisor?.dispose()
  supervisor = undefined
})

function start(env: Record<string, string> = {}) {
  const dataDir = tempFolder('encore-soloist-')
  const { logger } = createMemoryLogger()
  const spawn = fakeSoloistSpawner(env)
  supervisor = createSoloistSupervisor({
    binary: 'soloist',
    apiKey: 'sk-soloist-0123456789abcdef',
    deviceName: 'This computer (Encore)',
    dataDir,
    spawn,
    files: nodeRuntimeFiles,
    clock: systemClock,
    logger,
  })
  supervisor.start()
  return { supervisor, dataDir }
}

describe('Soloist as a real child process', () => {
  it('finds the socket the child opened, speaks to it, and stops it (its runtime files gone)', async () => {
    const { supervisor, dataDir } = start()
    await expect.poll(() => supervisor.status().phase).toBe('running')
    expect(supervisor.status().daysLeft).toBe(60)
    const socket = new WebSocket(supervisor.status().endpoint!.url)
    const first = await new Promise<string>((resolve, reject) => {
      socket.once('message', (data) => resolve(String(data)))
      socket.once('error', reject)
    })
    socket.close()
    expect(parseFrame(first)).toEqual({ kind: 'event', event: { type: 'auth_state', logged_in: false } })
    await supervisor.dispose()
    expect(supervisor.status().phase).toBe('stopped')
    expect(existsSync(join(dataDir, 'ws.port'))).toBe(false)
  })

  it('says an expired build (exit code 10) in words', async () => {
    const { supervisor } = start({ FAKE_SOLOIST_EXIT_CODE: '10', FAKE_SOLOIST_DAYS: '0' })
    await expect.poll(() => supervisor.status().phase).toBe('expired')
    expect(supervisor.status().message).toBe('This Spotify Soloist build has expired: download a newer one.')
  })

  it('says a missing binary in words', async () => {
    supervisor = createSoloistSupervisor({
      binary: join(tempFolder('encore-soloist-'), 'no-such-soloist'),
      apiKey: 'sk-soloist-0123456789abcdef',
      deviceName: 'This computer (Encore)',
      dataDir: tempFolder('encore-soloist-'),
      spawn: nodeSoloistSpawner,
      files: nodeRuntimeFiles,
      clock: systemClock,
      logger: createMemoryLogger().logger,
    })
    supervisor.start()
    await expect.poll(() => supervisor!.status().phase).toBe('missing')
  })
})
