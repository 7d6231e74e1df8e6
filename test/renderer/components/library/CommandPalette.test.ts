import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RecentChoice } from '../../../../renderer/src/composables/usePaletteRecents'

vi.mock('../../../../renderer/src/bridge', () => import('../../support/fake-bridge'))
const fake = await import('../../support/fake-bridge')
const { default: CommandPalette } =
  await import('../../../../renderer/src/components/library/CommandPalette.vue')
const { recentFirst, withRecent, RECENT_MAX } =
  await import('../../../../renderer/src/composables/usePaletteRecents')
const { mountPlayer, callsOf } = await import('../../support/mount-player')
const { playing, devices } = await import('../../support/playback-states')
const { paletteMatch } = await import('../../support/library-states')
const { snapshot } = await import('../../support/states')

/**
 * The palette against the fake bridge: commands beside core's library matches, Enter runs the one chosen, Tab
 * completes its name, and what was chosen lately comes first next time.
 */
const runningMix = paletteMatch('playlist', 'p1', 'Running Mix', 'Demo Listener')
const savedTrack = paletteMatch('track', 't1', 'Next to Me', 'Nina Blue')
const earlyAnchors = paletteMatch('track', 't2', 'Early Anchors', 'Selma Strand')
const nearlyThere = paletteMatch('album', 'a1', 'Nearly There', 'The Lates')

async function openPalette() {
  const { wrapper, router } = await mountPlayer(CommandPalette, playing())
  return { wrapper, router, box: wrapper.get('input[role="combobox"]') }
}
const options = (wrapper: VueWrapper) =>
  wrapper.findAll('[role="option"]').map((option) => option.find('.palette__label').text())

describe('CommandPalette', () => {
  beforeEach(() => {
    fake.resetFakeBridge()
    localStorage.clear()
    fake.answer('library.find', (input) => {
      const { query } = input as { query: string }
      if (/run/i.test(query)) return [runningMix]
      if (/ne?xt/i.test(query)) return [savedTrack]
      // The library's matcher is fuzzy: a name that only contains the letters comes first here, as it may.
      if (/early/i.test(query)) return [nearlyThere, earlyAnchors]
      return []
    })
    fake.answer('playback.devices', () => devices())
    fake.answer('settings.get', () => snapshot())
    fake.answer('playback.run', () => ({ status: 'done' }))
    fake.answer('playback.play', () => playing())
  })
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('lists the commands before anything is typed', async () => {
    const { wrapper } = await openPalette()
    expect(options(wrapper)).toEqual([
      'Play/Pause',
      'Next',
      'Previous',
      'Shuffle',
      'Repeat',
      'Like',
      'Go to Home',
      'Go to Search',
      'Go to Library',
      'Go to Your listening',
      'Go to Now playing',
      'Go to Browse',
      'Go to Radio',
      'Go to Settings',
      'Keyboard shortcuts',
    ])
  })

  it('leaves out Browse and Radio where the service offers neither, as the sidebar does', async () => {
    fake.answer('app.capabilities', () => ({
      generation: '2026',
      unavailable: [
        { feature: 'browse.categories', reason: 'Gone.' },
        { feature: 'recommendations', reason: 'Gone.' },
      ],
      refusal: null,
    }))
    const { wrapper } = await openPalette()
    expect(options(wrapper).filter((label) => label.startsWith('Go to'))).toEqual([
      'Go to Home',
      'Go to Search',
      'Go to Library',
      'Go to Your listening',
      'Go to Now playing',
      'Go to Settings',
    ])
  })

  it.each([
    // typed, what the library matches, the first choice (what Enter runs, marked so)
    ['early', 'Early Anchors'],
    ['Early Anchors', 'Early Anchors'],
    ['runn', 'Running Mix'],
    ['nxt', 'Next'],
    ['kitchen', 'Play on Kitchen Speaker'],
    ['pocket', 'Play on Pocket Phone'],
    ['volume up', 'Volume up'],
    ['quieter', 'Volume down'],
    ['mute', 'Mute'],
    ['theme light', 'Theme: Light'],
    ['lyrics', 'Turn on lyrics'],
    ['sign out', 'Sign out'],
    ['mini player', 'Settings: Mini player'],
    ['hotkeys', 'Settings: Hotkeys'],
  ])('ranks "%s" with %j first, marked as what Enter runs', async (typed, first) => {
    const { wrapper, box } = await openPalette()
    await box.setValue(typed)
    await flushPromises()
    expect(options(wrapper)[0]).toBe(first)
    const marked = wrapper.findAll('[role="option"]').filter((option) => option.find('kbd').exists())
    expect(marked.map((option) => option.find('.palette__label').text())).toEqual([first])
  })

  it('"early": the track named so comes before every command and Enter plays it, even typed at once', async () => {
    const { wrapper, box } = await openPalette()
    await box.setValue('early')
    // Enter before the library answered: it waits for the matches and runs the first.
    await box.trigger('keydown', { key: 'Enter' })
    await flushPromises()
    expect(callsOf('playback.play')).toEqual([{ uris: ['spotify:track:t2'] }])
    expect(callsOf('playback.run')).toEqual([])
    expect(options(wrapper).indexOf('Go to Library')).toBeGreaterThan(0)
  })

  it('finds "Next" with a typo beside saved tracks, and Enter runs it', async () => {
    const { wrapper, box } = await openPalette()
    await box.setValue('nxt')
    await flushPromises()
    expect(options(wrapper)[0]).toBe('Next')
    expect(options(wrapper).slice(-2)).toEqual(['Next to Me', 'Search for “nxt”'])
    await box.trigger('keydown', { key: 'Enter' })
    await flushPromises()
    expect(callsOf('playback.run')).toEqual([{ id: 'player.next' }])
  })

  it('"Sleep timer…": typed, lists each choice, and Enter sets it in core', async () => {
    fake.answer('sleep.set', () => ({
      status: 'done',
      timer: { mode: 'track', trackUri: 'spotify:track:x' },
    }))
    const { wrapper, box } = await openPalette()
    await box.setValue('sleep timer')
    await flushPromises()
    expect(options(wrapper).filter((label) => label.startsWith('Sleep timer…'))).toEqual([
      'Sleep timer… 15 minutes',
      'Sleep timer… 30 minutes',
      'Sleep timer… 45 minutes',
      'Sleep timer… 60 minutes',
    ])
    await box.setValue('sleep timer off')
    await flushPromises()
    expect(options(wrapper)[0]).toBe('Sleep timer… off')
    await box.setValue('sleep timer end of this track')
    await flushPromises()
    expect(options(wrapper)[0]).toBe('Sleep timer… end of this track')
    await box.trigger('keydown', { key: 'Enter' })
    await flushPromises()
    expect(callsOf('sleep.set')).toEqual([{ mode: 'track' }])
  })

  it('a track link typed or pasted: Add to queue comes first, and Enter adds it to your queue', async () => {
    fake.answer('yourQueue.add', () => ({ status: 'done', queue: { items: [], skipping: null } }))
    const { wrapper, box } = await openPalette()
    await box.setValue('https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC?si=x')
    await flushPromises()
    expect(options(wrapper)[0]).toBe('Add to queue')
    await box.trigger('keydown', { key: 'Enter' })
    await flushPromises()
    expect(callsOf('yourQueue.add')).toEqual([
      { uri: 'spotify:track:4uLU6hMCjMI75M1A2tKUQC', track: null, at: 'end' },
    ])
  })

  it('plays a saved track, opens a playlist, and goes to a screen', async () => {
    const track = await openPalette()
    await track.box.setValue('next to')
    await flushPromises()
    await track.wrapper
      .findAll('[role="option"]')
      .find((option) => option.text().includes('Next to Me'))!
      .trigger('click')
    expect(callsOf('playback.play')).toEqual([{ uris: ['spotify:track:t1'] }])
    track.wrapper.unmount()
    for (const [typed, path] of [
      ['runmx', '/playlist/p1'],
      ['settngs', '/settings'],
    ] as const) {
      const palette = await openPalette()
      await palette.box.setValue(typed)
      await flushPromises()
      await palette.box.trigger('keydown', { key: 'Enter' })
      await flushPromises()
      expect(palette.router.currentRoute.value.fullPath).toBe(path)
      palette.wrapper.unmount()
    }
  })

  it('Tab completes the name of the choice under the cursor', async () => {
    const { wrapper, box } = await openPalette()
    await box.setValue('runn')
    await flushPromises()
    expect(options(wrapper)[0]).toBe('Running Mix')
    await box.trigger('keydown', { key: 'Tab' })
    expect((box.element as HTMLInputElement).value).toBe('Running Mix')
  })

  it('shows what was chosen lately first, the latest first', async () => {
    let { wrapper, box } = await openPalette()
    await box.setValue('nxt')
    await flushPromises()
    await box.trigger('keydown', { key: 'Enter' })
    wrapper.unmount()
    ;({ wrapper, box } = await openPalette())
    expect(options(wrapper).slice(0, 2)).toEqual(['Next', 'Play/Pause'])
    await box.setValue('runn')
    await flushPromises()
    await box.trigger('keydown', { key: 'Enter' })
    wrapper.unmount()
    const again = await openPalette()
    expect(options(again.wrapper).slice(0, 3)).toEqual(['Running Mix', 'Next', 'Play/Pause'])
  })
})

describe('recent choices', () => {
  const command = (key: string): RecentChoice => ({ key, command: key })
  it('puts the latest first, once, and keeps at most a few', () => {
    let recent = [command('a'), command('b')]
    recent = withRecent(recent, command('b'))
    expect(recent.map((choice) => choice.key)).toEqual(['b', 'a'])
    for (let at = 0; at < RECENT_MAX + 3; at++) recent = withRecent(recent, command(`c${at}`))
    expect(recent).toHaveLength(RECENT_MAX)
    expect(recent[0]!.key).toBe(`c${RECENT_MAX + 2}`)
  })

  it.each([
    [['x', 'y', 'z'], [], ['x', 'y', 'z']],
    [['x', 'y', 'z'], ['z'], ['z', 'x', 'y']],
    [
      ['x', 'y', 'z'],
      ['y', 'z'],
      ['y', 'z', 'x'],
    ],
    [
      ['x', 'y'],
      ['q', 'y'],
      ['y', 'x'],
    ],
  ])('%j with %j chosen lately reads %j', (found, recent, expected) => {
    const ordered = recentFirst(
      found.map((key) => ({ key })),
      recent.map(command),
    )
    expect(ordered.map((choice) => choice.key)).toEqual(expected)
  })
})
