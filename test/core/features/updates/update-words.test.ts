import { describe, expect, it } from 'vitest'
import {
  failureWords,
  installFailureWords,
  updateWords,
} from '../../../../electron/core/features/updates/update-words'

const state = {
  route: 'self' as const,
  status: 'ready' as const,
  currentVersion: '0.1.0',
  version: '0.2.0',
  releasePage: null,
  percent: null,
  checkedAt: null,
  failedDuring: null,
}

describe('the update words in German and Japanese', () => {
  it('says a state, a failure and an install failure in the language', () => {
    expect(updateWords(state, 'self', 'de')).toBe(
      'Encore 0.2.0 ist heruntergeladen und wird installiert, wenn du Encore beendest.',
    )
    expect(updateWords({ ...state, status: 'checking' }, 'self', 'ja')).toBe('アップデートを確認しています…')
    expect(failureWords('too-slow', 'download', 'de')).toMatch(/^Der Download war zu langsam/)
    expect(installFailureWords('read-only', null, 'ja')).toMatch(
      /^アップデートをインストールできませんでした：変更できない場所.*新しいバージョンをダウンロードしてください。$/,
    )
  })

  it('keeps the English words as they were', () => {
    expect(updateWords({ ...state, status: 'downloading' }, 'self')).toBe('Downloading Encore 0.2.0…')
    expect(updateWords({ ...state, route: 'none' }, 'development')).toBe(
      'Updates are not offered in a build run from the sources.',
    )
    expect(installFailureWords('unsigned', '0.2.0')).toBe(
      'Encore could not install the update: macOS accepts an update only for a copy signed by its developer, and this one is not. Download Encore 0.2.0 from the release page instead.',
    )
    expect(updateWords({ ...state, status: 'available', route: 'notice' }, 'browser')).toBe(
      'Encore 0.2.0 is available. See the release page.',
    )
  })
})
