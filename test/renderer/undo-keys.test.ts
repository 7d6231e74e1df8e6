import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h } from 'vue'

vi.mock('../../renderer/src/bridge', () => import('./support/fake-bridge'))
const fake = await import('./support/fake-bridge')
const { default: KeyboardShortcuts } = await import('../../renderer/src/components/KeyboardShortcuts.vue')
const { default: NoticeToasts } = await import('../../renderer/src/components/NoticeToasts.vue')
const { useLibraryStore } = await import('../../renderer/src/stores/library')
const { useNoticesStore } = await import('../../renderer/src/stores/notices')
const { mountPlayer, callsOf } = await import('./support/mount-player')
const { playing } = await import('./support/playback-states')
const { libraryStatus } = await import('./support/library-states')
const { signedOut } = await import('./support/states')

const Window = defineComponent(() => () => h('div', [h(NoticeToasts), h(KeyboardShortcuts)]))
const key = (init: KeyboardEventInit, target: Element = document.body) => {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init })
  target.dispatchEvent(event)
  return event
}
const undo = (target?: Element) => key({ key: 'z', code: 'KeyZ', ctrlKey: true }, target)
const redo = () => key({ key: 'Z', code: 'KeyZ', ctrlKey: true, shiftKey: true })

describe('Ctrl+Z and Ctrl+Shift+Z: the last change a notice offered Undo for', () => {
  let wrapper: VueWrapper
  beforeEach(async () => {
    fake.resetFakeBridge()
    fake.answer('library.status', () => libraryStatus())
    fake.answer('library.setSaved', (input) =>
      (input as { uris: string[]; saved: boolean }).uris.map(() => false),
    )
    ;({ wrapper } = await mountPlayer(Window, playing()))
  })
  afterEach(() => {
    wrapper.unmount()
    document.body.innerHTML = ''
  })
  const saves = () => callsOf('library.setSaved').map((call) => (call as { saved: boolean }).saved)
  const messages = () => useNoticesStore().shown.map((notice) => notice.message)

  async function unlikeTwo() {
    const library = useLibraryStore()
    await library.setSaved(['spotify:track:a'], false, { names: ['Alpha'] })
    await library.setSaved(['spotify:track:b'], false, { names: ['Bravo'] })
    await flushPromises()
  }

  it('undoes quick unlikes gathered in one notice, says what it undid, and redoes them', async () => {
    await unlikeTwo()
    expect(undo().defaultPrevented).toBe(true)
    await flushPromises()
    expect(callsOf('library.setSaved').at(-1)).toMatchObject({ uris: ['spotify:track:a', 'spotify:track:b'] })
    expect(saves()).toEqual([false, false, true])
    expect(messages()).toEqual([expect.stringMatching(/^Undone: Removed .+ from Your Library/)])
    redo()
    await flushPromises()
    expect(saves()).toEqual([false, false, true, false])
    expect(messages().at(-1)).toMatch(/^Redone: Removed/)
    // Redone, it can be undone again; then there is nothing left, and the key is left alone.
    undo()
    await flushPromises()
    expect(saves()).toEqual([false, false, true, false, true])
    expect(undo().defaultPrevented).toBe(false)
  })

  it('an Undo pressed on the notice is not taken back twice by Ctrl+Z', async () => {
    await unlikeTwo()
    const notices = useNoticesStore()
    const shown = notices.shown[0]!
    notices.act(shown.id, shown.actions[0]!)
    await flushPromises()
    expect(undo().defaultPrevented).toBe(false)
    await flushPromises()
    expect(saves()).toEqual([false, false, true])
  })

  it('a sign-out forgets what Ctrl+Z would take back: it was that user’s', async () => {
    await unlikeTwo()
    fake.emit('session.changed', signedOut())
    await flushPromises()
    expect(undo().defaultPrevented).toBe(false)
    expect(saves()).toEqual([false, false])
  })

  it('in a text field Ctrl+Z is the field’s', async () => {
    await unlikeTwo()
    const field = document.createElement('input')
    document.body.append(field)
    expect(undo(field).defaultPrevented).toBe(false)
    expect(saves()).toEqual([false, false])
  })
})
