import { describe, expect, it } from 'vitest'
import { SETTINGS_VERSION } from '../../../../electron/core/features/settings/document'
import {
  migrateSettings,
  settingsMigrations,
  type SettingsMigration,
} from '../../../../electron/core/features/settings/migrations'

/** A made-up history for the test: v1 had a flat `clientId`, v2 moved it under `spotify`, v3 renamed a theme. */
const history: SettingsMigration[] = [
  {
    from: 1,
    summary: 'clientId moved under spotify',
    migrate: ({ clientId, ...rest }) => ({ ...rest, spotify: { ...(rest['spotify'] as object), clientId } }),
  },
  {
    from: 2,
    summary: "theme 'auto' is now 'system'",
    migrate: (doc) => ({ ...doc, theme: doc['theme'] === 'auto' ? 'system' : doc['theme'] }),
  },
]

describe('settings migrations', () => {
  it('has one step for every version before the current one, in order', () => {
    const froms = settingsMigrations.map((migration) => migration.from)
    expect(froms).toEqual(Array.from({ length: SETTINGS_VERSION - 1 }, (_, i) => i + 1))
  })

  it('runs every step from the file’s version up to the current one, oldest first', () => {
    const result = migrateSettings({ version: 1, clientId: 'abc', theme: 'auto' }, 3, history)
    expect(result.document).toEqual({ spotify: { clientId: 'abc' }, theme: 'system' })
    expect(result.fromVersion).toBe(1)
    expect(result.applied).toEqual(['clientId moved under spotify', "theme 'auto' is now 'system'"])
    expect(result.problems).toEqual([])
  })

  it('starts from the middle when the file is newer than the first version', () => {
    const result = migrateSettings({ version: 2, spotify: { clientId: 'abc' }, theme: 'auto' }, 3, history)
    expect(result.applied).toEqual(["theme 'auto' is now 'system'"])
    expect(result.document).toEqual({ spotify: { clientId: 'abc' }, theme: 'system' })
  })

  it('does nothing to a current document and drops the version key', () => {
    expect(migrateSettings({ version: 3, theme: 'dark' }, 3, history)).toEqual({
      document: { theme: 'dark' },
      fromVersion: 3,
      applied: [],
      problems: [],
    })
  })

  it('reads a file without a version as version 1, and a nonsense version as version 1 with a problem', () => {
    expect(migrateSettings({ clientId: 'x' }, 3, history).applied).toHaveLength(2)
    const odd = migrateSettings({ version: 'two', clientId: 'x' }, 3, history)
    expect(odd.applied).toHaveLength(2)
    expect(odd.problems).toEqual([
      expect.objectContaining({
        path: 'version',
        message: expect.stringContaining('“two” is not a settings version'),
      }),
    ])
  })

  it('keeps a newer file’s values without migrating and says it came from a newer Encore', () => {
    const result = migrateSettings({ version: 9, theme: 'dark' }, 3, history)
    expect(result.document).toEqual({ theme: 'dark' })
    expect(result.problems[0]?.message).toContain('newer Encore (settings version 9)')
  })

  it('reports a file that holds no object instead of throwing', () => {
    for (const raw of [null, 42, 'text', ['a']]) {
      const result = migrateSettings(raw, 3, history)
      expect(result.document).toEqual({})
      expect(result.problems[0]?.path).toBe('(file)')
    }
  })

  it('does not change the caller’s object', () => {
    const raw = { version: 1, clientId: 'abc', theme: 'auto', spotify: {} }
    const copy = structuredClone(raw)
    migrateSettings(raw, 3, history)
    expect(raw).toEqual(copy)
  })
})
