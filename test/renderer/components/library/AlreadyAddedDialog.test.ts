import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import {
  alreadyAddedQuestion,
  type AlreadyAddedAnswer,
} from '../../../../electron/contract/already-added-rules'
import AlreadyAddedDialog from '../../../../renderer/src/components/library/AlreadyAddedDialog.vue'
import { useLibraryUiStore } from '../../../../renderer/src/stores/library-ui'

/**
 * "Already added": an alert dialog named by its title and described by its question; the choice that adds no
 * duplicate has the focus; each button answers its choice; Escape answers "don't add"; focus goes back where it
 * was; a second question answers the first "don't add".
 */
const Overlay = defineComponent(() => {
  const ui = useLibraryUiStore()
  return () => (ui.alreadyAdded ? h(AlreadyAddedDialog, { key: ui.alreadyAdded.id }) : null)
})
const some = alreadyAddedQuestion(
  ['spotify:track:a', 'spotify:track:b'],
  new Set(['spotify:track:b']),
  'Mix',
)!
const all = alreadyAddedQuestion(['spotify:track:a'], new Set(['spotify:track:a']), 'Mix')!

describe('AlreadyAddedDialog', () => {
  let wrapper: VueWrapper
  let opener: HTMLButtonElement
  beforeEach(() => {
    setActivePinia(createPinia())
    opener = document.createElement('button')
    opener.textContent = 'Opener'
    document.body.append(opener)
    opener.focus()
    wrapper = mount(Overlay, { attachTo: document.body })
  })
  afterEach(() => {
    wrapper.unmount()
    document.body.innerHTML = ''
  })

  const ask = (question = some) => useLibraryUiStore().askAlreadyAdded(question)
  const dialog = () => document.querySelector<HTMLElement>('[data-testid="already-added"]')

  it('is an alert dialog named and described by its question, the no-duplicate choice focused', async () => {
    void ask()
    await flushPromises()
    const element = dialog()!
    expect(element.getAttribute('role')).toBe('alertdialog')
    const title = document.getElementById(element.getAttribute('aria-labelledby')!)
    expect(title?.textContent).toBe('Some already added')
    const description = document.getElementById(element.getAttribute('aria-describedby')!)
    expect(description?.textContent).toBe('1 of these 2 tracks is already in “Mix”.')
    expect(document.activeElement?.textContent?.trim()).toBe('Add new ones')
    const buttons = [...element.querySelectorAll('button')].map(
      (button) => button.getAttribute('aria-label') ?? button.textContent?.trim(),
    )
    expect(buttons).toEqual(['Close', 'Don’t add', 'Add all', 'Add new ones'])
  })

  it.each<[string, AlreadyAddedAnswer]>([
    ['Add new ones', 'new'],
    ['Add all', 'all'],
    ['Don’t add', 'none'],
  ])('"%s" answers %s, closes and gives the focus back', async (label, expected) => {
    const answer = ask()
    await flushPromises()
    const button = [...dialog()!.querySelectorAll('button')].find((b) => b.textContent?.trim() === label)!
    button.click()
    expect(await answer).toBe(expected)
    await flushPromises()
    expect(dialog()).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('Escape, or Close, adds nothing', async () => {
    const escaped = ask(all)
    await flushPromises()
    expect(document.activeElement?.textContent?.trim()).toBe('Don’t add')
    dialog()!.dispatchEvent(new Event('cancel', { cancelable: true }))
    expect(await escaped).toBe('none')
    await flushPromises()
    expect(document.activeElement).toBe(opener)

    const closed = ask(all)
    await flushPromises()
    dialog()!.querySelector<HTMLButtonElement>('[aria-label="Close"]')!.click()
    expect(await closed).toBe('none')
  })

  it('a second question answers the first "don’t add" and is shown in its place', async () => {
    const first = ask(some)
    const second = ask(all)
    expect(await first).toBe('none')
    await flushPromises()
    expect(dialog()!.textContent).toContain('This track is already in “Mix”.')
    expect(useLibraryUiStore().alreadyAdded?.question).toBe(all)
    useLibraryUiStore().alreadyAdded!.answer('all')
    expect(await second).toBe('all')
  })
})
