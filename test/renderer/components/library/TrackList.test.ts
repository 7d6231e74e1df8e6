import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { defineComponent, h } from 'vue'

vi.mock('../../../../renderer/src/bridge', () => import('../../support/fake-bridge'))
const fake = await import('../../support/fake-bridge')
const { default: TrackList } = await import('../../../../renderer/src/components/library/TrackList.vue')
const { mountPlayer, callsOf } = await import('../../support/mount-player')
const { playing } = await import('../../support/playback-states')
const { libTrack } = await import('../../support/library-states')

/** An album's tracks in the album's order; "Bravo" plays. */
const tracks = [
  libTrack('Charlie', { durationMs: 100_000, album: { ...libTrack('x').album!, name: 'Zeta' } }),
  libTrack('Alpha', { durationMs: 300_000 }),
  libTrack('Bravo', { durationMs: 200_000 }),
]
const album = defineComponent({
  render: () =>
    h(TrackList, {
      tracks,
      label: 'Tracks of Blue Album',
      from: (index: number) => ({ contextUri: 'spotify:album:al1', position: index }),
    }),
})

describe('TrackList', () => {
  let wrapper: VueWrapper
  beforeEach(() => {
    fake.resetFakeBridge()
    fake.answer('library.contains', (input) => (input as { uris: string[] }).uris.map(() => false))
    fake.answer('playback.play', () => playing({ track: tracks[0]! }))
  })
  afterEach(() => wrapper?.unmount())

  const rows = () => wrapper.findAll('[role="row"][data-index]')
  const titles = () => rows().map((row) => row.get('[data-testid="track-title"]').text())
  /** A header by its accessible name (the arrow beside a sorted one is hidden from assistive technology). */
  const nameOf = (cell: { text(): string }) => cell.text().replace(/[↑↓]/g, '').trim()
  const header = (name: string) =>
    wrapper.findAll('[role="columnheader"]').find((cell) => nameOf(cell) === name)!

  it('has column headers named as its columns, in the grid, before the rows', async () => {
    ;({ wrapper } = await mountPlayer(album, playing({ track: tracks[2]! })))
    const headers = wrapper.findAll('[role="columnheader"]')
    expect(headers.map((cell) => cell.text().trim())).toEqual(['#', 'Title', 'Album', 'Duration'])
    const grid = wrapper.get('[role="grid"]')
    expect(grid.attributes('aria-rowcount')).toBe('4')
    expect(grid.get('[role="row"]').attributes('aria-rowindex')).toBe('1')
    expect(rows()[0]!.attributes('aria-rowindex')).toBe('2')
  })

  it('sorts by a header on click with aria-sort, turns round on the second, back to its own order on the third', async () => {
    ;({ wrapper } = await mountPlayer(album, null))
    expect(header('#').attributes('aria-sort')).toBe('ascending')
    await header('Title').get('button').trigger('click')
    expect(titles()).toEqual(['Alpha', 'Bravo', 'Charlie'])
    expect(header('Title').attributes('aria-sort')).toBe('ascending')
    expect(header('#').attributes('aria-sort')).toBeUndefined()
    await header('Title').get('button').trigger('click')
    expect(titles()).toEqual(['Charlie', 'Bravo', 'Alpha'])
    expect(header('Title').attributes('aria-sort')).toBe('descending')
    await header('Duration').get('button').trigger('click')
    expect(titles()).toEqual(['Charlie', 'Bravo', 'Alpha'])
    expect(header('Duration').attributes('aria-sort')).toBe('ascending')
    expect(header('Title').attributes('aria-sort')).toBeUndefined()
    await header('Album').get('button').trigger('click')
    expect(titles()).toEqual(['Alpha', 'Bravo', 'Charlie'])
    await header('#').get('button').trigger('click')
    expect(titles()).toEqual(['Charlie', 'Alpha', 'Bravo'])
  })

  it('a sorted row plays from its place in the album, by Enter or a double click', async () => {
    ;({ wrapper } = await mountPlayer(album, null))
    await header('Title').get('button').trigger('click')
    await rows()[0]!.trigger('keydown', { key: 'Enter' })
    await rows()[2]!.get('[data-testid="track-title"]').trigger('dblclick')
    await flushPromises()
    expect(callsOf('playback.play')).toEqual([
      { contextUri: 'spotify:album:al1', offset: { position: 1 } },
      { contextUri: 'spotify:album:al1', offset: { position: 0 } },
    ])
  })

  it('a double click on a row’s link or button is theirs, not a play', async () => {
    ;({ wrapper } = await mountPlayer(album, null))
    await rows()[0]!.get('a').trigger('dblclick')
    await flushPromises()
    expect(callsOf('playback.play')).toEqual([])
  })

  it('marks the track that plays: aria-current, its title in the accent, an equaliser that moves, then rests when paused', async () => {
    ;({ wrapper } = await mountPlayer(album, playing({ track: tracks[2]! })))
    const current = () => rows().filter((row) => row.attributes('aria-current') === 'true')
    expect(current().map((row) => row.attributes('aria-label'))).toEqual(['Bravo by Nina Blue'])
    expect(current()[0]!.find('.track-row--playing').exists()).toBe(true)
    expect(wrapper.findAll('[data-testid="playing-mark"]')).toHaveLength(1)
    expect(wrapper.get('[data-testid="playing-mark"]').classes()).toContain('equaliser--moving')
    fake.emit('playback.state', playing({ track: tracks[2]!, isPlaying: false }))
    await flushPromises()
    expect(wrapper.get('[data-testid="playing-mark"]').classes()).not.toContain('equaliser--moving')
    fake.emit('playback.state', playing({ track: tracks[0]! }))
    await flushPromises()
    expect(current().map((row) => row.attributes('aria-label'))).toEqual(['Charlie by Nina Blue'])
  })

  it('marks a relinked track by the one it stands for', async () => {
    const relinked = libTrack('Alpha (market copy)', { linkedFromUri: tracks[1]!.uri })
    ;({ wrapper } = await mountPlayer(album, playing({ track: relinked })))
    expect(rows()[1]!.attributes('aria-current')).toBe('true')
  })

  it('marks a liked track on its row without the pointer on it, and only a liked one', async () => {
    fake.answer('library.contains', (input) =>
      (input as { uris: string[] }).uris.map((uri) => uri === tracks[1]!.uri),
    )
    ;({ wrapper } = await mountPlayer(album, null))
    await flushPromises()
    const liked = rows().map((row) => row.find('[data-testid="track-liked"]').exists())
    expect(liked).toEqual([false, true, false])
    expect(rows()[1]!.get('[data-testid="track-liked"]').text()).toContain('Saved in Your Library')
    // No row is hovered: the mark is not one of the hover buttons.
    expect(rows()[1]!.find('button[aria-label="Remove from Your Library"]').exists()).toBe(false)
  })

  describe('many rows at once', () => {
    const click = (index: number, init: MouseEventInit = {}) =>
      rows()
        [index]!.element.querySelector('.track-row__main')!
        .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }))
    const selected = () => rows().map((row) => row.attributes('aria-selected'))
    const status = () => document.querySelector('[data-testid="selection-status"]')?.textContent

    it('click, Ctrl+click, Shift+click and Ctrl+A choose rows, shown and said', async () => {
      ;({ wrapper } = await mountPlayer(album, null))
      expect(wrapper.get('[role="grid"]').attributes('aria-multiselectable')).toBe('true')
      expect(selected()).toEqual(['false', 'false', 'false'])
      click(0)
      await flushPromises()
      expect(selected()).toEqual(['true', 'false', 'false'])
      expect(status()).toBe('1 track selected')
      click(2, { ctrlKey: true })
      await flushPromises()
      expect(selected()).toEqual(['true', 'false', 'true'])
      click(1, { shiftKey: true })
      await flushPromises()
      expect(selected()).toEqual(['false', 'true', 'true'])
      expect(status()).toBe('2 tracks selected')
      rows()[0]!.element.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'a', ctrlKey: true, bubbles: true, cancelable: true }),
      )
      await flushPromises()
      expect(selected()).toEqual(['true', 'true', 'true'])
      expect(status()).toBe('3 tracks selected')
    })

    it('Escape lets the rows chosen go, wherever focus is; pressed again it is left to what is open', async () => {
      ;({ wrapper } = await mountPlayer(album, null))
      click(0)
      click(2, { ctrlKey: true })
      await flushPromises()
      expect(selected()).toEqual(['true', 'false', 'true'])
      const escape = (target: Element) => {
        const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })
        target.dispatchEvent(event)
        return event
      }
      const first = escape(rows()[0]!.element)
      await flushPromises()
      expect(first.defaultPrevented).toBe(true)
      expect(selected()).toEqual(['false', 'false', 'false'])
      expect(escape(document.body).defaultPrevented).toBe(false)
      // From the page around the list too (focus left on a button after a click).
      click(1)
      await flushPromises()
      expect(escape(document.body).defaultPrevented).toBe(true)
      await flushPromises()
      expect(selected()).toEqual(['false', 'false', 'false'])
      // Inside a menu opened above the list, Escape closes the menu first.
      click(1)
      const menu = document.createElement('div')
      menu.setAttribute('role', 'menu')
      document.body.append(menu)
      expect(escape(menu).defaultPrevented).toBe(false)
      menu.remove()
      // And inside a popover (the narrow window's Volume, opened after a double click chose a row).
      const popover = document.createElement('div')
      popover.setAttribute('data-popover', '')
      document.body.append(popover)
      expect(escape(popover).defaultPrevented).toBe(false)
      popover.remove()
      await flushPromises()
      expect(selected()).toEqual(['false', 'true', 'false'])
    })

    it('a sort lets the rows chosen go: their places now hold other tracks', async () => {
      ;({ wrapper } = await mountPlayer(album, null))
      click(0)
      await flushPromises()
      expect(selected()).toEqual(['true', 'false', 'false'])
      await header('Title').get('button').trigger('click')
      expect(titles()).toEqual(['Alpha', 'Bravo', 'Charlie'])
      expect(selected()).toEqual(['false', 'false', 'false'])
    })

    it('the menu of a chosen row acts on every chosen track; a double click still plays', async () => {
      fake.answer('library.setSaved', (input) => (input as { uris: string[] }).uris.map(() => true))
      ;({ wrapper } = await mountPlayer(album, null))
      click(0)
      click(1, { shiftKey: true })
      await flushPromises()
      rows()[1]!.element.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true }))
      await flushPromises()
      const { useLibraryUiStore } = await import('../../../../renderer/src/stores/library-ui')
      const menu = useLibraryUiStore().menu!
      expect(menu.label).toBe('Actions for 2 tracks')
      expect(menu.items.map((item) => item.label)).toEqual([
        'Add to queue',
        'Save to Your Library',
        'Add to playlist',
        'Copy links',
      ])
      menu.items[1]!.run()
      await flushPromises()
      expect(callsOf('library.setSaved')).toEqual([{ uris: [tracks[0]!.uri, tracks[1]!.uri], saved: true }])
      menu.items[2]!.run()
      expect(useLibraryUiStore().addToPlaylist).toEqual({ uris: [tracks[0]!.uri, tracks[1]!.uri] })
      // A right click on a row outside the choice chooses it alone, with the track's own menu.
      rows()[2]!.element.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true }))
      await flushPromises()
      expect(useLibraryUiStore().menu!.label).toBe(`Actions for ${tracks[2]!.name}`)
      expect(selected()).toEqual(['false', 'false', 'true'])
      rows()[0]!.element.dispatchEvent(new MouseEvent('dblclick', { bubbles: true, cancelable: true }))
      await flushPromises()
      expect(callsOf('playback.play')).toEqual([{ contextUri: 'spotify:album:al1', offset: { position: 0 } }])
    })
  })
})
