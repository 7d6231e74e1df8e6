import { describe, expect, it } from 'vitest'
import {
  CHECK_INTERVAL_MS,
  FIRST_CHECK_DELAY_MS,
  checkDecision,
  classifyFailure,
  installKindOf,
  isNewerVersion,
  nextCheckIn,
  updateRoute,
} from '../../../../electron/core/features/updates/update-policy'
import {
  feedFileFor,
  gitHubProjectOf,
  releasePageOf,
} from '../../../../electron/core/features/updates/release-source'

describe('updates: which way, when, and what went wrong', () => {
  it('self-updates the installers electron-updater replaces; gives a notice where the system installs', () => {
    const kind = (platform: string, appImage?: string, packaged = true) =>
      installKindOf({ platform, packaged, appImage })
    expect([kind('win32'), kind('darwin'), kind('linux', '/home/a/Encore.AppImage'), kind('linux')]).toEqual([
      'nsis',
      'mac',
      'appimage',
      'system',
    ])
    expect(kind('linux', '/x.AppImage', false)).toBe('development')
    expect(
      (['nsis', 'mac', 'appimage', 'system', 'browser', 'development'] as const).map((k) =>
        updateRoute(k, true),
      ),
    ).toEqual(['self', 'self', 'self', 'notice', 'notice', 'none'])
    // A build whose package.json names no repository has no feed: nothing is offered.
    expect(updateRoute('nsis', false)).toBe('none')
  })

  it('checks at most once a day, a little after start the first time', () => {
    const now = Date.UTC(2026, 0, 2)
    expect(nextCheckIn(now, null)).toBe(FIRST_CHECK_DELAY_MS)
    expect(nextCheckIn(now, now - 2 * CHECK_INTERVAL_MS)).toBe(FIRST_CHECK_DELAY_MS)
    expect(nextCheckIn(now, now - 60 * 60 * 1000)).toBe(CHECK_INTERVAL_MS - 60 * 60 * 1000)
    // A clock set back does not postpone the check by days.
    expect(nextCheckIn(now, now + 5 * CHECK_INTERVAL_MS)).toBe(FIRST_CHECK_DELAY_MS)
  })

  it('never checks by itself on a metered connection; the person who asks is answered', () => {
    expect(checkDecision('schedule', 'self', true)).toBe('metered')
    expect(checkDecision('schedule', 'self', null)).toBe('check')
    expect(checkDecision('schedule', 'notice', false)).toBe('check')
    expect(checkDecision('person', 'self', true)).toBe('check')
    expect(checkDecision('person', 'none', false)).toBe('not-offered')
  })

  it('sorts failures: a wrong sha512 is damage, lost connections are offline, a missing feed is no release', () => {
    const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code })
    expect(
      classifyFailure(coded('ERR_CHECKSUM_MISMATCH', 'sha512 checksum mismatch, expected a, got b')),
    ).toBe('damaged')
    expect(classifyFailure(new TypeError('fetch failed', { cause: coded('ECONNREFUSED') }))).toBe('offline')
    expect(classifyFailure(new Error('net::ERR_INTERNET_DISCONNECTED'))).toBe('offline')
    expect(classifyFailure(coded('HTTP_ERROR_404', 'Cannot find latest-linux.yml'))).toBe('no-release')
    expect(
      classifyFailure(coded('ERR_UPDATER_LATEST_VERSION_NOT_FOUND', 'Unable to find latest version')),
    ).toBe('no-release')
    expect(classifyFailure(new Error('something else'))).toBe('other')
  })

  it('compares versions: newer parts, and a release after its pre-releases', () => {
    expect(isNewerVersion('0.2.0', '0.1.0')).toBe(true)
    expect(isNewerVersion('0.10.0', '0.9.3')).toBe(true)
    expect(isNewerVersion('0.1.0', '0.1.0')).toBe(false)
    expect(isNewerVersion('0.0.9', '0.1.0')).toBe(false)
    expect(isNewerVersion('1.0.0', '1.0.0-beta.2')).toBe(true)
    expect(isNewerVersion('1.0.0-beta.10', '1.0.0-beta.2')).toBe(true)
    expect(isNewerVersion('v1.0.0', '0.1.0')).toBe(true)
    expect(isNewerVersion('not a version', '0.1.0')).toBe(false)
  })

  it('reads the project from package.json’s repository in its usual spellings, and names its release page', () => {
    const project = { owner: 'someone', repo: 'encore' }
    for (const spelling of [
      'github:someone/encore',
      'someone/encore',
      'https://github.com/someone/encore',
      { type: 'git', url: 'git+https://github.com/someone/encore.git' },
      'git@github.com:someone/encore.git',
    ])
      expect(gitHubProjectOf(spelling)).toEqual(project)
    expect(gitHubProjectOf('https://gitlab.com/someone/encore')).toBeNull()
    expect(gitHubProjectOf(undefined)).toBeNull()
    expect(releasePageOf(project)).toBe('https://github.com/someone/encore/releases/latest')
    expect([
      feedFileFor('win32', 'x64'),
      feedFileFor('darwin', 'arm64'),
      feedFileFor('linux', 'x64'),
    ]).toEqual(['latest.yml', 'latest-mac.yml', 'latest-linux.yml'])
    expect(feedFileFor('linux', 'arm64')).toBe('latest-linux-arm64.yml')
  })
})
