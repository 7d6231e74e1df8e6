import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { Notice, SessionState, SoloistState } from '../../../../electron/contract'
import { EventBus } from '../../../../electron/core/base/bridge/event-bus'
import { EncoreError } from '../../../../electron/core/base/errors'
import { createJsonDocuments } from '../../../../electron/core/base/files/json-documents'
import { systemClock } from '../../../../electron/core/base/ports'
import { Redactor } from '../../../../electron/core/base/security/redact'
import { startDemoService } from '../../../../electron/emulator/demo-service'
import { withDemoStandIn } from '../../../../electron/core/features/soloist/demo-stand-in'
import { nodeSoloistSpawner } from '../../../../electron/core/features/soloist/node-spawner'
import { SOLOIST_KEY_ENTRY } from '../../../../electron/core/features/soloist/soloist-config'
import {
  createSoloistService,
  type SoloistService,
  type SoloistServiceDeps,
} from '../../../../electron/core/features/soloist/soloist-service'
import type { SoloistSpawner } from '../../../../electron/core/features/soloist/supervisor'
import { fakeSoloistSpawner } from '../../../support/fake-soloist'
import { createMemoryLogger } from '../../../support/memory-logger'
import { MemorySecretStore } from '../../../support/memory-secret-store'
import { tempFolder } from '../../../support/temp-folders'

const API_KEY = 'sk-soloist-0123456789abcdef'
const PROGRAM = '/opt/soloist/soloist'

let service: SoloistService | undefined
afterEach(async () => {
  await service?.dispose()
  service = undefined
})

/** Core's Soloist service on a real data folder, Soloist itself played by test/support/fake-soloist-child.mjs. */
function harness(
  options: {
    platform?: string
    store?: MemorySecretStore
    spawn?: SoloistSpawner
    chooseFile?: (options: { title: string }) => Promise<string | null>
    pathVariable?: string
    trust?: SoloistServiceDeps['trust']
    language?: SoloistServiceDeps['language']
  } = {},
) {
  const redactor = new Redactor()
  const { logger, lines } = createMemoryLogger(redactor)
  const dataDir = tempFolder('encore-core-')
  const documents = createJsonDocuments(dataDir, logger)
  const bus = new EventBus()
  const states: SoloistState[] = []
  const notices: Notice[] = []
  bus.on('soloist.changed', (state) => states.push(state))
  bus.on('notice', (notice) => notices.push(notice))
  const spawned: string[][] = []
  const realSpawn = options.spawn ?? fakeSoloistSpawner()
  const secretStore = options.store ?? new MemorySecretStore('encrypted')
  service = createSoloistService({
    bus,
    clock: systemClock,
    logger,
    documents,
    secretStore,
    redactor,
    platform: options.platform ?? 'linux',
    dataDir,
    ports: {
      pathVariable: options.pathVariable ?? '',
      ...(options.chooseFile ? { chooseFile: options.chooseFile } : {}),
    },
    spawn: (command, args) => {
      spawned.push(args)
      return realSpawn(command, args)
    },
    ...(options.trust ? { trust: options.trust } : {}),
    ...(options.language ? { language: options.language } : {}),
  })
  return { service, bus, states, notices, lines, dataDir, secretStore, spawned }
}

const rejection = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(EncoreError)
  return error as EncoreError
}

describe('Settings → This computer', () => {
  it("speaks Settings' language: what is missing, a refusal and where the key is kept, in German", async () => {
    const { service } = harness({ language: () => 'de' })
    await service.set({ enabled: true })
    expect(service.state()).toMatchObject({
      phase: 'needs-setup',
      message:
        'Wähle das Programm Spotify Soloist und setze seinen API-Schlüssel, um auf diesem Computer abzuspielen.',
      keyKept: 'Der Schlüssel liegt im Schlüsselbund deines Systems.',
    })
    const short = await rejection(service.set({ apiKey: 'sk-short' }))
    expect(short.message).toBe(
      'Dieser API-Schlüssel ist zu kurz: Kopiere den ganzen Schlüssel aus Spotify for Developers.',
    )
  })

  it('is off by default, with the suggested device name, no key, and nothing started', async () => {
    const { service, spawned } = harness()
    await service.settled()
    expect(service.state()).toMatchObject({
      supported: true,
      source: 'own',
      enabled: false,
      binary: '',
      deviceName: 'This computer (Encore)',
      keySet: false,
      phase: 'off',
      deviceShown: null,
    })
    expect(spawned).toEqual([])
  })

  it('refuses a relative program path, an empty or long name and a key that is not one, in words, keeping nothing', async () => {
    const { service, dataDir } = harness()
    const relative = await rejection(service.set({ binary: 'soloist', enabled: true }))
    expect(relative.code).toBe('INVALID_INPUT')
    expect(relative.message).toMatch(/whole path of the Soloist program, starting with \//)
    expect((await rejection(service.set({ deviceName: '  ' }))).message).toMatch(
      /Give this computer a device name/,
    )
    expect((await rejection(service.set({ deviceName: 'x'.repeat(65) }))).message).toMatch(
      /64 characters or fewer/,
    )
    const spaced = await rejection(service.set({ apiKey: 'not a key at all, clearly' }))
    expect(spaced.message).toMatch(/no spaces/)
    expect(spaced.message).not.toContain('not a key')
    expect(service.state()).toMatchObject({ enabled: false, binary: '', keySet: false })
    expect(existsSync(join(dataDir, 'soloist.json'))).toBe(false)
  })

  it('keeps the API key in the secret store only: never in the state, the events, the documents or the log', async () => {
    const { service, states, lines, dataDir, secretStore, spawned } = harness()
    const answer = await service.set({ apiKey: `  ${API_KEY}  `, binary: PROGRAM })
    expect(answer).toMatchObject({
      keySet: true,
      binary: PROGRAM,
      keyKept: 'The key is kept in your system’s keyring.',
    })
    expect(secretStore.values.get(SOLOIST_KEY_ENTRY)).toBe(API_KEY)
    expect(JSON.stringify(answer)).not.toContain(API_KEY)
    expect(JSON.stringify(states)).not.toContain(API_KEY)
    for (const file of readdirSync(dataDir)) {
      if (file.endsWith('.json')) expect(readFileSync(join(dataDir, file), 'utf8')).not.toContain(API_KEY)
    }
    // Turned on, Soloist is started with the key (its argument); nothing of it reaches the log.
    await service.set({ enabled: true })
    await expect.poll(() => service.state().phase, { timeout: 15_000 }).toBe('running')
    expect(spawned[0]).toContain(API_KEY)
    expect(lines.join('\n')).not.toContain(API_KEY)

    await service.set({ forgetKey: true })
    expect(secretStore.values.has(SOLOIST_KEY_ENTRY)).toBe(false)
    expect(service.state()).toMatchObject({ keySet: false, phase: 'needs-setup' })
  })

  it('keeps the key only until Encore quits where the store would write it in plain text', async () => {
    const store = new MemorySecretStore('unencrypted')
    const { service } = harness({ store })
    const answer = await service.set({ apiKey: API_KEY })
    expect(answer.keySet).toBe(true)
    expect(answer.keyKept).toMatch(/until Encore quits/)
    expect(store.values.size).toBe(0)
  })

  it('reads a kept key at start', async () => {
    const store = new MemorySecretStore('encrypted')
    await store.set(SOLOIST_KEY_ENTRY, API_KEY)
    const { service } = harness({ store })
    await expect.poll(() => service.state().keySet).toBe(true)
  })

  it('says what is missing when turned on without the program or the key', async () => {
    const { service, spawned } = harness()
    expect(await service.set({ enabled: true })).toMatchObject({
      phase: 'needs-setup',
      message: 'Choose the Spotify Soloist program and set its API key to play on this computer.',
    })
    expect(await service.set({ binary: PROGRAM })).toMatchObject({
      phase: 'needs-setup',
      message: 'Set the API key from Spotify for Developers to play on this computer.',
    })
    expect(spawned).toEqual([])
  })

  it('starts Soloist when turned on and stops it when turned off', async () => {
    const { service, spawned, dataDir, states } = harness()
    await service.set({ apiKey: API_KEY, binary: PROGRAM, deviceName: 'Study desk' })
    expect(spawned).toEqual([])
    await service.set({ enabled: true })
    await expect.poll(() => service.state().phase, { timeout: 15_000 }).toBe('running')
    expect(spawned).toHaveLength(1)
    expect(spawned[0]).toEqual(
      expect.arrayContaining([
        '--device-name',
        'Study desk',
        '--ws',
        '127.0.0.1:0',
        '--data-dir',
        join(dataDir, 'soloist'),
      ]),
    )
    expect(service.state().deviceShown).toBe('Study desk')
    expect(service.link()).not.toBeNull()
    expect(states.map((state) => state.phase)).toContain('starting')

    const off = await service.set({ enabled: false })
    expect(off).toMatchObject({ phase: 'off', deviceShown: null })
    expect(service.link()).toBeNull()
    // Stopped with SIGTERM: the fake Soloist removes its runtime files on the way out.
    expect(existsSync(join(dataDir, 'soloist', 'ws.port'))).toBe(false)
    expect(JSON.parse(readFileSync(join(dataDir, 'soloist.json'), 'utf8'))).toEqual({
      enabled: false,
      binary: PROGRAM,
      deviceName: 'Study desk',
    })
  })

  it('uses no listener another user holds on the port a crash left in ws.port: clears the files, starts its own', async () => {
    // Something listens on the port the old files name; /proc says it is another user's.
    const stranger = createServer().listen(0, '127.0.0.1')
    await new Promise((resolve) => stranger.once('listening', resolve))
    const strangerPort = (stranger.address() as AddressInfo).port
    try {
      const asked: number[] = []
      const { service, spawned, dataDir, lines } = harness({
        trust: async (port) => {
          asked.push(port)
          return port === strangerPort ? 'foreign' : 'ours'
        },
      })
      mkdirSync(join(dataDir, 'soloist'), { recursive: true })
      writeFileSync(join(dataDir, 'soloist', 'ws.addr'), '127.0.0.1\n')
      writeFileSync(join(dataDir, 'soloist', 'ws.port'), `${strangerPort}\n`)
      await service.set({ apiKey: API_KEY, binary: PROGRAM, enabled: true })
      await expect.poll(() => service.state().phase, { timeout: 15_000 }).toBe('running')
      expect(asked[0]).toBe(strangerPort)
      expect(spawned).toHaveLength(1)
      expect(lines.some((line) => line.includes('runtime files left behind cleared'))).toBe(true)
      expect(readFileSync(join(dataDir, 'soloist', 'ws.port'), 'utf8').trim()).not.toBe(String(strangerPort))
    } finally {
      stranger.close()
    }
  })

  it('says a Soloist that is not signed in to Spotify, with the fix, once as a notice', async () => {
    const { service, notices } = harness()
    await service.set({ apiKey: API_KEY, binary: PROGRAM, enabled: true })
    // The fake Soloist says auth_state logged_in false on every connection.
    await expect
      .poll(() => service.state().message, { timeout: 15_000 })
      .toMatch(/not signed in to Spotify: check its API key/)
    expect(notices.filter((notice) => notice.code === 'SOLOIST')).toHaveLength(1)
  })

  it('warns of a build that stops within two weeks, on the page and once as a notice', async () => {
    const { service, notices } = harness({ spawn: fakeSoloistSpawner({ FAKE_SOLOIST_DAYS: '10' }) })
    await service.set({ apiKey: API_KEY, binary: PROGRAM, enabled: true })
    await expect.poll(() => service.state().daysLeft, { timeout: 15_000 }).toBe(10)
    const warning = /^Spotify Soloist stops on \d{1,2} [A-Z][a-z]+: download a newer build\.$/
    expect(service.state().warning).toMatch(warning)
    expect(
      notices.filter((notice) => notice.level === 'warning' && warning.test(notice.message)),
    ).toHaveLength(1)
  })

  it('says an expired build (exit code 10) plainly', async () => {
    const { service, notices } = harness({ spawn: fakeSoloistSpawner({ FAKE_SOLOIST_EXIT_CODE: '10' }) })
    await service.set({ apiKey: API_KEY, binary: PROGRAM, enabled: true })
    await expect.poll(() => service.state().phase, { timeout: 15_000 }).toBe('expired')
    expect(service.state().message).toBe('This Spotify Soloist build has expired: download a newer one.')
    expect(notices).toContainEqual({
      level: 'error',
      code: 'SOLOIST',
      message: 'This Spotify Soloist build has expired: download a newer one.',
    })
  })

  it('says a missing program plainly, with the fix', async () => {
    const { service } = harness({ spawn: nodeSoloistSpawner })
    await service.set({ apiKey: API_KEY, binary: '/nowhere/soloist', enabled: true })
    await expect.poll(() => service.state().phase, { timeout: 15_000 }).toBe('failed')
    expect(service.state().message).toBe(
      'Spotify Soloist was not found where Settings point: choose its file again, or download it.',
    )
  })

  it('takes the program chosen in the desktop app’s file dialog; a cancelled dialog changes nothing', async () => {
    const answers: (string | null)[] = [null, PROGRAM]
    const titles: string[] = []
    const { service } = harness({
      chooseFile: async ({ title }) => {
        titles.push(title)
        return answers.shift() ?? null
      },
    })
    expect(service.state().canChooseFile).toBe(true)
    expect((await service.chooseBinary()).binary).toBe('')
    expect((await service.chooseBinary()).binary).toBe(PROGRAM)
    expect(titles).toEqual(['Choose the Spotify Soloist program', 'Choose the Spotify Soloist program'])
  })

  it('offers a Soloist program found on the PATH', async () => {
    const bin = tempFolder('encore-path-')
    writeFileSync(join(bin, 'soloist'), '#!/bin/sh\n', { mode: 0o755 })
    const { service } = harness({ pathVariable: `relative/bin:${bin}` })
    await expect.poll(() => service.state().foundOnPath).toBe(join(bin, 'soloist'))
  })

  it('plays This computer on the demo service’s Soloist stand-in while the demo is signed in, on any system', async () => {
    const demo = await startDemoService()
    try {
      const { service, bus, spawned } = harness({ platform: 'win32' })
      const port = withDemoStandIn({ start: async () => demo, stop: async () => {} }, (standIn) =>
        service.demoStandIn(standIn),
      )!
      await port.start({ autoApprove: true })
      bus.emit('session.changed', { profile: 'demo', status: 'signed-in' } as SessionState)
      await expect.poll(() => service.state().phase, { timeout: 15_000 }).toBe('running')
      expect(service.state()).toMatchObject({ source: 'demo', deviceShown: 'This computer (Encore)' })
      expect(service.link()?.view().reason).not.toBe('no-socket')
      expect(spawned).toEqual([])

      bus.emit('session.changed', { profile: 'demo', status: 'signed-out' } as SessionState)
      await service.settled()
      expect(service.state()).toMatchObject({ source: 'own', phase: 'off', deviceShown: null })
      expect(service.link()).toBeNull()
    } finally {
      await demo.close()
    }
  })

  it('is Linux only: elsewhere it stays off and starts nothing, whatever was kept', async () => {
    const { service, spawned } = harness({ platform: 'darwin' })
    const answer = await service.set({ apiKey: API_KEY, binary: PROGRAM, enabled: true })
    expect(answer).toMatchObject({ supported: false, enabled: true, phase: 'off', foundOnPath: null })
    expect(spawned).toEqual([])
  })

  it('has no file dialog in browser mode, and says so', async () => {
    const { service } = harness()
    expect(service.state().canChooseFile).toBe(false)
    const error = await rejection(service.chooseBinary())
    expect(error.message).toMatch(/needs the desktop app: type the whole path/)
  })
})
