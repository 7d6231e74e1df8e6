import { describe, expect, it } from 'vitest'
import { freshDefaults } from '../../../../electron/contract'
import { repairNotice } from '../../../../electron/core/features/account/repair-follows-sign-in'
import { demoProblemNotice } from '../../../../electron/core/features/account/service-endpoints'

const settingsWith = (problems: { path: string; message: string }[]) => ({
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
    const invalid = settingsWith([{ path: 'volumeStep', message: 'too big' }])
    const notice = await repairNotice(invalid, async () => ({ profile: 'demo' }), 'ja')
    expect(notice?.message).toBe('無効な設定があったため、既定値に戻しました: volumeStep。')
    const english = await repairNotice(invalid, async () => undefined)
    expect(english?.message).toBe('Some settings were invalid and were reset to their defaults: volumeStep.')
  })
})
