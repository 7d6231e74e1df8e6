import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { freshDefaults } from '../../../../electron/contract'
import { createEncore } from '../../../../electron/core/app'
import {
  keyOfService,
  learnedRemovalsOn,
} from '../../../../electron/core/service/capabilities/learned-removals-store'
import { createJsonDocuments } from '../../../../electron/core/base/files/json-documents'
import { systemClock } from '../../../../electron/core/base/ports'
import { toDocument } from '../../../../electron/core/features/settings/document'
import { createSettingsService } from '../../../../electron/core/features/settings/settings-service'
import { startDemoService } from '../../../../electron/emulator'
import { readStateFile } from '../../../../electron/emulator/state/persistence'
import type { StateFileProblem } from '../../../../electron/emulator/state/persistence'
import { createFileSecretStore } from '../../../../electron/web/file-secret-store'
import { createJsonSettingsStore } from '../../../../electron/web/json-settings-store'
import { createMemoryLogger } from '../../../support/memory-logger'
import { startWriterChild } from '../../../support/writer-child'

const made: string[] = []
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), 'encore-damaged-'))
  made.push(dir)
  return dir
}
/** The permission bits of a file (Windows has none to speak of: the tests that read them run elsewhere). */
const modeOf = (path: string) => (process.platform === 'win32' ? 0o600 : statSync(path).mode & 0o777)
/** A file cut short, as a crash of a writer that was not atomic would leave it. */
const truncated = (text: string) => text.slice(0, Math.floor(text.length / 2))

describe('a truncated or corrupt data file is reported and replaced by a safe default', () => {
  it('settings.json: defaults, the problem reported to the page, the broken file kept aside, a whole one written', () => {
    const dir = scratch()
    const store = createJsonSettingsStore(dir)
    const broken = truncated(JSON.stringify(toDocument({ ...freshDefaults(), theme: 'dark' }), null, 2))
    writeFileSync(store.path, broken, { mode: 0o644 })
    const service = createSettingsService({ store, logger: createMemoryLogger().logger })
    expect(service.get()).toEqual(freshDefaults())
    expect(service.problems).toEqual([
      {
        path: '(file)',
        message: expect.stringMatching(
          new RegExp(
            `^the settings file could not be read \\(${store.path} is not valid JSON: .+\\); it was set aside as ${store.path}\\.unreadable, and Encore started with the defaults$`,
          ),
        ) as unknown,
        // Said in the person's language when shown: the key and what fills it.
        words: {
          key: 'unreadableSetAside',
          values: {
            aside: `${store.path}.unreadable`,
            why: expect.stringMatching(new RegExp(`^${store.path} is not valid JSON: .+`)) as unknown,
          },
        },
      },
    ])
    expect(readFileSync(`${store.path}.unreadable`, 'utf8')).toBe(broken)
    expect(modeOf(`${store.path}.unreadable`)).toBe(0o600)
    expect(JSON.parse(readFileSync(store.path, 'utf8'))).toEqual(toDocument(freshDefaults()))
  })

  it("core's cache of what the service refused (service-removals.json): read as empty, reported, rebuilt", () => {
    const dir = scratch()
    const file = join(dir, 'service-removals.json')
    writeFileSync(
      file,
      truncated(JSON.stringify({ 'id@http://x/v1': ['recommendations.getRecommendations'] })),
    )
    const { logger, records } = createMemoryLogger()
    const learned = learnedRemovalsOn(createJsonDocuments(dir, logger), keyOfService('http://x/v1', 'id'))
    expect(learned.load()).toEqual([])
    expect(records).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        message: 'A data file is not valid JSON; it will be replaced',
        fields: { file: 'service-removals.json' },
      }),
    )
    learned.save(['recommendations.getRecommendations'])
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      'id@http://x/v1': ['recommendations.getRecommendations'],
    })
  })

  it('secrets.json: set aside (owner-only), and the page is told why nobody is signed in; the next write starts afresh', async () => {
    const dir = scratch()
    const file = join(dir, 'secrets.json')
    const broken = truncated(JSON.stringify({ 'encore.session': '{"v":1,"profile":"demo"}' }))
    writeFileSync(file, broken, { mode: 0o644 })
    const { logger, records } = createMemoryLogger()
    const secrets = createFileSecretStore(dir, logger)
    const encore = createEncore({
      identity: { name: 'Encore', version: '0.0.0-test', mode: 'browser' },
      logger,
      clock: systemClock,
      dataDir: dir,
      settingsStore: createJsonSettingsStore(dir),
      secretStore: secrets,
    })
    try {
      const reason = `Encore could not read the sign-in it kept on this computer: ${file} is damaged (not valid JSON); it was set aside as ${file}.unreadable. Sign in again.`
      await expect
        .poll(() => encore.api.session.get())
        .toEqual({
          status: 'signed-out',
          profile: 'demo',
          reason: { code: 'kept-unreadable', message: reason },
        })
    } finally {
      await encore.dispose()
    }
    expect(existsSync(file)).toBe(false)
    expect(readFileSync(`${file}.unreadable`, 'utf8')).toBe(broken)
    expect(modeOf(`${file}.unreadable`)).toBe(0o600)
    expect(records.map((r) => r.message)).toContain('The secrets file is not readable; it was set aside')
    await secrets.set('encore.session', '{"v":1,"profile":"demo"}')
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ 'encore.session': '{"v":1,"profile":"demo"}' })
    expect(modeOf(file)).toBe(0o600)
  })

  it('demo-state.json: set aside (never emptied), told to whoever started the demo, which starts afresh', async () => {
    const dir = scratch()
    const file = join(dir, 'demo-state.json')
    writeFileSync(file, '{"format":"encore-emulator-state","version":1,"catalog":{"seed":"de', {
      mode: 0o644,
    })
    const demo = await startDemoService({ dataDir: dir })
    const problems: StateFileProblem[] = []
    demo.onProblem((problem) => problems.push(problem))
    await demo.close()
    const asideName = readdirSync(dir).find((name) => name.startsWith('demo-state.json.corrupt-'))
    expect(problems).toEqual([
      {
        kind: 'set-aside',
        file,
        reason: expect.stringMatching(/^not JSON \(/) as unknown,
        setAsideAs: join(dir, asideName ?? ''),
      },
    ])
    expect(readFileSync(join(dir, asideName ?? ''), 'utf8')).toContain('"catalog":{"seed":"de')
    expect(modeOf(join(dir, asideName ?? ''))).toBe(0o600)
    expect(readStateFile(file).kind).toBe('loaded')
  }, 60_000)
})

/** Starts the writer child, waits for `rounds` whole rounds, then kills it with SIGKILL mid-write. */
async function killMidWrite(dataDir: string, rounds: number): Promise<void> {
  const writer = startWriterChild('test/support/torn-write-child.ts', dataDir)
  await writer.roundDone(rounds)
  expect(await writer.kill()).toBe('SIGKILL')
}

describe('a crash in the middle of writes leaves each file old or new, never torn', () => {
  it('settings, core documents, secrets and the demo state, killed by SIGKILL while writing', async () => {
    const versions = [0, 1].map((round) => ({ round, filler: 'x'.repeat(2_000_000 + round) }))
    for (const rounds of [3, 4]) {
      const dir = scratch()
      await killMidWrite(dir, rounds)
      const parsed = (name: string) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as unknown
      expect(versions).toContainEqual(parsed('settings.json'))
      expect(versions).toContainEqual(parsed('service-removals.json'))
      expect(versions).toContainEqual(JSON.parse((parsed('secrets.json') as { version: string }).version))
      expect(versions).toContainEqual(parsed('demo-state.json'))

      // The next start reads each file through its own reader, which clears what the crash left beside it.
      const { logger, records } = createMemoryLogger()
      createJsonSettingsStore(dir).read()
      createJsonDocuments(dir, logger).read('service-removals.json')
      await createFileSecretStore(dir, logger).get('version')
      readStateFile(join(dir, 'demo-state.json'))
      expect(records.filter((r) => r.level === 'warn')).toEqual([])
      expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([])
      expect(existsSync(join(dir, 'settings.json.unreadable'))).toBe(false)
    }
  }, 120_000)
})
