import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { freshDefaults, type Notice } from '../../../../electron/contract'
import { EventBus } from '../../../../electron/core/base/bridge/event-bus'
import { systemClock } from '../../../../electron/core/base/ports'
import { createAccount } from '../../../../electron/core/features/account'
import { REQUESTS_DOCUMENT } from '../../../../electron/core/features/usage/daily-budget'
import { createMemoryLogger } from '../../../support/memory-logger'
import { tempFolder } from '../../../support/temp-folders'
import { repairNotice } from '../../../../electron/core/features/account/repair-follows-sign-in'
import { demoProblemNotice } from '../../../../electron/core/features/account/service-endpoints'
import { type FoundProblem } from '../../../../electron/core/features/settings'
import { foundProblem } from '../../../../electron/core/features/settings/settings-words'

const settingsWith = (problems: FoundProblem[]) => ({
  get: () => freshDefaults(),
  update: () => freshDefaults(),
  problems,
})

describe("the account's words in German and Japanese", () => {
  it("says the demo's problems in the language, English unchanged", () => {
    const problem = { kind: 'set-aside' as const, file: 'demo.json', reason: 'bad JSON' }
    expect(demoProblemNotice(problem, 'de').message).toBe(
      'Der Demo-Dienst konnte demo.json nicht lesen (bad JSON); die Datei wurde als Kopie beiseitegelegt, und die Demo beginnt von vorn.',
    )
    expect(demoProblemNotice(problem).message).toBe(
      'The demo service could not read demo.json (bad JSON); it was kept aside as a copy and the demo starts afresh.',
    )
  })

  it('says settings repaired at start and the kept sign-in they follow', async () => {
    const invalid = settingsWith([foundProblem('volumeStep', 'invalid', { detail: 'too big' })])
    const notice = await repairNotice(invalid, async () => ({ profile: 'demo' }), 'ja')
    expect(notice?.message).toBe('無効な設定があったため、既定値に戻しました：volumeStep。')
    const english = await repairNotice(invalid, async () => undefined)
    expect(english?.message).toBe('Some settings were invalid and were reset to their defaults: volumeStep.')
  })
  it('says a settings file that could not be read in the language spoken when the notice is made', async () => {
    const unreadable = settingsWith([
      foundProblem('(file)', 'unreadableSetAside', { why: 'bad JSON', aside: 'settings.json.bad' }),
    ])
    const german = await repairNotice(unreadable, async () => undefined, 'de')
    expect(german?.message).toBe(
      'Die Einstellungsdatei konnte nicht gelesen werden (bad JSON); sie wurde als settings.json.bad beiseitegelegt, und Encore wurde mit den Standardwerten gestartet.',
    )
    const japanese = await repairNotice(unreadable, async () => undefined, 'ja')
    expect(japanese?.message).toBe(
      '設定ファイルを読み込めませんでした（bad JSON）。ファイルは settings.json.bad として別に保存し、既定値で起動しました。',
    )
    const english = await repairNotice(unreadable, async () => undefined)
    expect(english?.message).toBe(
      'The settings file could not be read (bad JSON); it was set aside as settings.json.bad, and Encore started with the defaults.',
    )
  })
})

describe('the request count set aside, in the language the account speaks', () => {
  it('says it in German when Settings follows a German system', async () => {
    const dataDir = tempFolder('encore-account-words-')
    writeFileSync(join(dataDir, REQUESTS_DOCUMENT), '{"client@http://127.0.0.1/v1": {"since": 17')
    const bus = new EventBus()
    const notices: Notice[] = []
    bus.on('notice', (notice) => notices.push(notice))
    const account = createAccount(
      {
        identity: { name: 'Encore', version: '0.0.0-test', mode: 'browser' },
        logger: createMemoryLogger().logger,
        clock: systemClock,
        dataDir,
        preferredLanguages: () => ['de-DE'],
      },
      bus,
    )
    try {
      account.budgets
        .of({ profile: 'spotify', apiUrl: 'http://127.0.0.1/v1', clientId: 'client' })
        .counts(Date.now())
      expect(notices.map((notice) => notice.message)).toEqual([
        expect.stringMatching(/^Die Zählung der Anfragen an Spotify war nicht nutzbar/),
      ])
    } finally {
      await account.dispose()
    }
  })
})
