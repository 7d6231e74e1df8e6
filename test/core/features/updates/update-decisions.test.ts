import { describe, expect, it } from 'vitest'
import { developerWords } from '../../../../electron/contract'
import { releaseProjectOf } from '../../../../electron/core/features/updates/release-source'
import {
  macSignatureOf,
  macUpdateBlock,
  routeDecision,
} from '../../../../electron/core/features/updates/update-policy'
import {
  classifyInstallFailure,
  installFailureWords,
  updateWords,
  type InstallFailure,
} from '../../../../electron/core/features/updates/update-words'

/** The decisions added for a shippable desktop app: which copies replace themselves, and what a failed install says. */

describe('which copies replace themselves', () => {
  const signed = { signature: 'developer-id' as const, bundlePath: '/Applications/Encore.app' }

  it('macOS: only a copy signed with a Developer ID, outside the disk image and App Translocation', () => {
    expect(macUpdateBlock(signed)).toBeNull()
    expect(macUpdateBlock({ ...signed, signature: 'unsigned' })).toBe('mac-unsigned')
    // Ad-hoc signed (every unsigned arm64 build is) or signed by another certificate: Squirrel.Mac refuses it.
    expect(macUpdateBlock({ ...signed, signature: 'other' })).toBe('mac-unsigned')
    expect(macUpdateBlock({ ...signed, bundlePath: '/Volumes/Encore 0.1.0/Encore.app' })).toBe(
      'mac-disk-image',
    )
    expect(
      macUpdateBlock({
        ...signed,
        bundlePath: '/private/var/folders/x/T/AppTranslocation/1234/d/Encore.app',
      }),
    ).toBe('mac-disk-image')
    // codesign could not be asked: the download is tried, and a refusal is heard and said.
    expect(macUpdateBlock({ ...signed, signature: 'unknown' })).toBeNull()
    expect(macUpdateBlock({ ...signed, bundlePath: '/Users/ada/Applications/Encore.app' })).toBeNull()
  })

  it('reads codesign’s report: a Developer ID authority, ad-hoc, not signed at all, codesign failing', () => {
    const developerId = [
      'Executable=/Applications/Encore.app/Contents/MacOS/Encore',
      'Authority=Developer ID Application: Ada Lovelace (ABCDE12345)',
      'Authority=Developer ID Certification Authority',
      'Authority=Apple Root CA',
    ].join('\n')
    expect(macSignatureOf({ exitCode: 0, output: developerId })).toBe('developer-id')
    expect(macSignatureOf({ exitCode: 0, output: 'Signature=adhoc\nTeamIdentifier=not set' })).toBe('other')
    expect(
      macSignatureOf({ exitCode: 1, output: '/Applications/Encore.app: code object is not signed at all' }),
    ).toBe('unsigned')
    expect(macSignatureOf({ exitCode: null, output: '' })).toBe('unknown')
  })

  it('the route and its reason from the shell’s facts', () => {
    const facts = { hasFeed: true, hasUpdater: true }
    expect(routeDecision({ ...facts, kind: 'mac' })).toEqual({ route: 'self', reason: 'self' })
    expect(routeDecision({ ...facts, kind: 'mac', macBlock: 'mac-unsigned' })).toEqual({
      route: 'notice',
      reason: 'mac-unsigned',
    })
    expect(routeDecision({ ...facts, kind: 'system' })).toEqual({ route: 'notice', reason: 'deb' })
    expect(routeDecision({ ...facts, kind: 'nsis', hasUpdater: false })).toEqual({
      route: 'notice',
      reason: 'no-updater',
    })
    expect(routeDecision({ ...facts, kind: 'nsis', hasFeed: false })).toEqual({
      route: 'none',
      reason: 'not-set-up',
    })
    expect(routeDecision({ ...facts, kind: 'development' }).reason).toBe('development')
  })

  it('a repository that is only a stand-in names no project to update from', () => {
    expect(releaseProjectOf('git+https://github.com/encore-owner-placeholder/encore.git')).toBeNull()
    expect(releaseProjectOf('github:example/encore')).toBeNull()
    expect(releaseProjectOf('github:ada/encore')).toEqual({ owner: 'ada', repo: 'encore' })
  })
})

describe('a failed install, in words', () => {
  it('sorts Squirrel.Mac’s and the installers’ errors, and names the release page', () => {
    const squirrel = new Error('Could not get code signature for running application')
    expect(classifyInstallFailure(squirrel)).toBe('unsigned')
    expect(
      classifyInstallFailure(
        new Error(
          'Code signature at URL file:///… did not pass validation: code failed to satisfy specified code requirement(s)',
        ),
      ),
    ).toBe('unsigned')
    expect(classifyInstallFailure(new Error('Cannot update while running on a read-only volume.'))).toBe(
      'read-only',
    )
    expect(classifyInstallFailure(Object.assign(new Error('rename failed'), { code: 'EACCES' }))).toBe(
      'permission',
    )
    expect(classifyInstallFailure('No update filepath provided')).toBe('other')
    expect(installFailureWords('unsigned', '0.2.0')).toBe(
      'Encore could not install the update: macOS accepts an update only for a copy signed by its developer, and this one is not. Download Encore 0.2.0 from the release page instead.',
    )
    expect(installFailureWords('other', null)).toMatch(/^Encore could not install the update: .*release page/)
  })
})

describe('what About says for each reason, in a listener’s words', () => {
  const available = {
    status: 'available' as const,
    currentVersion: '0.1.0',
    version: '0.2.0',
    releasePage: 'https://github.com/ada/encore/releases/latest',
    percent: null,
    checkedAt: null,
    failedDuring: null,
  }

  it('names what to do where Encore does not download the release itself', () => {
    const notice = { ...available, route: 'notice' as const }
    expect(updateWords(notice, 'deb')).toBe(
      'Encore 0.2.0 is available. Download its .deb from the release page and open it to install it over this one.',
    )
    expect(updateWords(notice, 'no-updater')).toBe(
      'Encore 0.2.0 is available. This build does not update itself: download it from the release page.',
    )
    expect(updateWords(notice, 'mac-disk-image')).toContain('move it to Applications')
    expect(updateWords(notice, 'browser')).toBe('Encore 0.2.0 is available. See the release page.')
    const none = { ...available, route: 'none' as const, status: 'idle' as const }
    expect(updateWords(none, 'not-set-up')).toBe('Updates are not set up for this build.')
  })

  it('no developer words in any of them', () => {
    const notice = { ...available, route: 'notice' as const }
    const texts = [
      ...(['deb', 'no-updater', 'mac-unsigned', 'mac-disk-image', 'browser'] as const).map((reason) =>
        updateWords(notice, reason),
      ),
      ...(['unsigned', 'read-only', 'permission', 'other'] as InstallFailure[]).map((kind) =>
        installFailureWords(kind, '0.2.0'),
      ),
    ]
    for (const text of texts) expect(developerWords(text), text).toEqual([])
  })
})
