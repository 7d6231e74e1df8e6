import { describe, expect, it } from 'vitest'
import { defaultSettings } from '../../../../electron/contract/settings-defaults'
import {
  CRASH_REPORTER_OPTIONS,
  crashReportsWanted,
  dumpsToRemove,
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
})
