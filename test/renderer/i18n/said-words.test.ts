import { flushPromises } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it, vi } from 'vitest'

/**
 * Words said when something happens (a read that failed, a notice's Undo) are asked for when said, in the
 * language spoken then, once every English word is at hand: a first screen says them before the rest of the
 * English has loaded (../../../renderer/src/i18n/english-areas.ts), and never shows one as its key.
 */
async function freshPage() {
  vi.resetModules()
  vi.doMock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
  const fake = await import('../support/fake-bridge')
  const { i18n, speak } = await import('../../../renderer/src/i18n')
  setActivePinia(createPinia())
  fake.resetFakeBridge()
  const english = () => i18n.global.getLocaleMessage('en')
  return { fake, speak, english }
}

afterEach(() => {
  vi.doUnmock('../../../renderer/src/bridge')
})

describe('words said on a first screen', () => {
  it('a read that fails says why in words, not as its key, before the rest of the English has loaded', async () => {
    const { fake, english } = await freshPage()
    const { useLibraryStore } = await import('../../../renderer/src/stores/library')
    const { useAppStore } = await import('../../../renderer/src/stores/app')
    expect(english()['library.store.readFailed']).toBeUndefined()
    fake.answer('library.status', () => {
      throw new Error('the page could not call')
    })
    fake.answer('app.info', () => {
      throw new Error('the page could not call')
    })
    const library = useLibraryStore()
    const app = useAppStore()
    fake.connect()
    await vi.waitFor(() => expect(library.loadError).not.toBeNull())
    await vi.waitFor(() => expect(app.loadError).not.toBeNull())
    expect(library.loadError).toBe('Encore could not read your library.')
    expect(app.loadError).toBe('Encore could not be reached.')
  })

  it('says a store’s failure in the language spoken when it fails, not when the store was made', async () => {
    const { fake, speak } = await freshPage()
    const { useSettingsStore } = await import('../../../renderer/src/stores/settings')
    fake.answer('settings.get', () => {
      throw new Error('the page could not call')
    })
    const settings = useSettingsStore()
    await speak('de')
    fake.connect()
    await vi.waitFor(() => expect(settings.loadError).not.toBeNull())
    expect(settings.loadError).toBe('Encore konnte deine Einstellungen nicht lesen.')
    await speak('en')
  })

  it('a removal’s notice on the first screen offers Undo in words, and Ctrl+Z takes it back in German too', async () => {
    const { fake, speak } = await freshPage()
    const { useLibraryStore } = await import('../../../renderer/src/stores/library')
    const { useNoticesStore } = await import('../../../renderer/src/stores/notices')
    fake.answer('library.status', () => null)
    fake.answer('library.setSaved', (input) => (input as { uris: string[] }).uris.map(() => false))
    const library = useLibraryStore()
    const notices = useNoticesStore()
    await library.setSaved(['spotify:track:a'], false)
    expect(notices.shown.at(-1)!.actions.map((action) => action.label)).toEqual(['Undo'])

    await speak('de')
    await library.setSaved(['spotify:track:b'], false)
    expect(notices.shown.at(-1)!.actions.map((action) => action.label)).toEqual(['Rückgängig'])
    expect(notices.undoLast()).toBe(true)
    await flushPromises()
    expect(notices.shown.at(-1)!.message).toMatch(/^Rückgängig gemacht: /)
    await speak('en')
  })
})
