import { describe, expect, it } from 'vitest'
import { commandArgsOf, linkInArgs } from '../../../../electron/core/features/command-line/launch-args'

const ID = '4aawyAB9vmqN3uQ7FjRGTy'

describe('what the desktop app’s launch arguments mean', () => {
  it('a command, a link another app opened, or a plain launch', () => {
    const exe = '/opt/Encore/encore'
    const cases: [string[], boolean, string[] | null][] = [
      [[exe], false, null],
      [[exe, 'next'], false, ['next']],
      [[exe, 'volume', '-5'], false, ['volume', '-5']],
      [[exe, '--data-dir', '/d', 'status'], false, ['--data-dir', '/d', 'status']],
      [[exe, '--json', 'devices'], false, ['--json', 'devices']],
      [[exe, '--help'], false, ['--help']],
      [[exe, `spotify:album:${ID}`], false, ['open', `spotify:album:${ID}`]],
      [
        [exe, `https://open.spotify.com/track/${ID}?si=1`],
        false,
        ['open', `https://open.spotify.com/track/${ID}?si=1`],
      ],
      [[exe, '--no-sandbox'], false, null],
      [[exe, '--ozone-platform=wayland', `spotify:album:${ID}`], false, ['open', `spotify:album:${ID}`]],
      [[exe, '--no-sandbox', 'next'], false, ['next']],
      [[exe, '--no-sandbox', '--enable-features=X'], false, null],
      [[exe, 'notes.txt'], false, null],
      // `electron .` from source: the app's path comes first.
      [['/usr/bin/electron', '.', 'toggle'], true, ['toggle']],
      [['/usr/bin/electron', '.'], true, null],
    ]
    for (const [argv, defaultApp, args] of cases)
      expect(commandArgsOf(argv, defaultApp), argv.join(' ')).toEqual(args)
  })

  it('finds a link among a second launch’s arguments', () => {
    expect(
      linkInArgs(['/opt/Encore/encore', '--original-process-start-time=1', `spotify:playlist:${ID}`]),
    ).toEqual({
      kind: 'playlist',
      id: ID,
      uri: `spotify:playlist:${ID}`,
    })
    expect(linkInArgs(['/opt/Encore/encore', 'spotify:album:bad', '--x'])).toBeNull()
    expect(linkInArgs(['/opt/Encore/encore'])).toBeNull()
  })
})
