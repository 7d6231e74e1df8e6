import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { tempFolder } from '../../../support/temp-folders'
import { defaultSettings } from '../../../../electron/contract/settings-defaults'
import {
  CRASH_REPORTER_OPTIONS,
  crashReportsWanted,
  dumpsToRemove,
  keptCrashDumps,
} from '../../../../electron/core/features/diagnostics/crash-dumps'

describe('crash reports, only with consent', () => {
  it('are off by default and until the person says yes', () => {
    expect(defaultSettings.crashReports).toBe('ask')
    expect(crashReportsWanted({ crashReports: 'ask' })).toBe(false)
    expect(crashReportsWanted({ crashReports: 'off' })).toBe(false)
    expect(crashReportsWanted({ crashReports: 'on' })).toBe(true)
  })

  it('are never uploaded', () => {
    expect(CRASH_REPORTER_OPTIONS.uploadToServer).toBe(false)
  })

  it('keep the 10 newest dumps: the oldest are removed, whatever order they are listed in', () => {
    const dumps = Array.from({ length: 13 }, (_, i) => ({ path: `d${i}.dmp`, modifiedAt: 1000 + i }))
    expect(dumpsToRemove([...dumps].reverse()).sort()).toEqual(['d0.dmp', 'd1.dmp', 'd2.dmp'])
    expect(dumpsToRemove(dumps.slice(0, 10))).toEqual([])
  })

  it('leaves out a report gone while the folder is read (crashpad moves them), instead of failing', () => {
    const folder = tempFolder('encore-crashes-')
    mkdirSync(join(folder, 'completed'))
    writeFileSync(join(folder, 'completed', 'kept.dmp'), 'MDMP')
    // Listed, then gone before it is looked at: a link to nothing stands for it.
    symlinkSync(join(folder, 'moved-away.dmp'), join(folder, 'completed', 'gone.dmp'))
    expect(keptCrashDumps(folder).map((dump) => dump.path)).toEqual([join(folder, 'completed', 'kept.dmp')])
  })
})
