import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryHistory, createRouter } from 'vue-router'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { default: AppSidebar } = await import('../../../renderer/src/components/AppSidebar.vue')
const { signedIn } = await import('../support/states')
const { capabilities } = await import('../support/discover-states')
const { placesHeightFor, PLACES_MIN_PX, SIDEBAR_SPLIT_KEY } =
  await import('../../../renderer/src/composables/useSidebarSplit')

const places = ['Home', 'Search', 'Browse', 'Radio', 'Library', 'Your listening', 'Now playing', 'Settings']

/** A window `narrow` or not, as `(max-width: 999px)` answers. */
function windowWidth(narrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width: 999px') ? narrow : false,
    addEventListener() {},
    removeEventListener() {},
  }))
}

async function mountSidebar() {
  setActivePinia(createPinia())
  fake.answer('session.get', () => signedIn())
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [{ path: '/:any(.*)*', component: { render: () => null } }],
  })
  await router.push('/')
  const wrapper = mount(AppSidebar, { attachTo: document.body, global: { plugins: [router] } })
  fake.connect()
  await flushPromises()
  return wrapper
}

describe('AppSidebar', () => {
  let wrapper: VueWrapper
  beforeEach(() => fake.resetFakeBridge())
  afterEach(() => {
    wrapper?.unmount()
    vi.unstubAllGlobals()
  })

  const links = () => wrapper.findAll('a.sidebar__link')
  const toggle = () => wrapper.get('button.sidebar__toggle')

  it('in a narrow window folds to icons that keep their names (accessible and as tooltips)', async () => {
    windowWidth(true)
    wrapper = await mountSidebar()
    expect(wrapper.classes()).toContain('sidebar--folded')
    expect(links().map((link) => link.text())).toEqual(places)
    expect(links().map((link) => link.attributes('title'))).toEqual(places)
    expect(links().every((link) => link.find('svg[aria-hidden="true"]').exists())).toBe(true)
    expect(toggle().attributes('aria-label')).toBe('Show sidebar')
  })

  it('"Show sidebar" opens it over the page; choosing a place or Escape folds it again', async () => {
    windowWidth(true)
    wrapper = await mountSidebar()
    await toggle().trigger('click')
    expect(wrapper.classes()).toEqual(expect.arrayContaining(['sidebar--overlay']))
    expect(toggle().attributes('aria-label')).toBe('Hide sidebar')
    expect(links()[0]!.attributes('title')).toBeUndefined()
    await links()[1]!.trigger('click')
    expect(wrapper.classes()).toContain('sidebar--folded')
    await toggle().trigger('click')
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    await flushPromises()
    expect(wrapper.classes()).toContain('sidebar--folded')
  })

  it('in a wide window shows the names, and "Hide sidebar" folds it (a place chosen keeps it so)', async () => {
    windowWidth(false)
    wrapper = await mountSidebar()
    expect(wrapper.classes()).not.toContain('sidebar--folded')
    expect(toggle().attributes('aria-label')).toBe('Hide sidebar')
    await toggle().trigger('click')
    expect(wrapper.classes()).toContain('sidebar--folded')
    expect(wrapper.classes()).not.toContain('sidebar--overlay')
    await links()[2]!.trigger('click')
    expect(toggle().attributes('aria-label')).toBe('Show sidebar')
  })

  it('leaves Browse and Radio out where the service offers neither; "Your listening" is there on every service', async () => {
    windowWidth(false)
    fake.answer('app.capabilities', () =>
      capabilities(['browse.categories', 'recommendations', 'browse.featured']),
    )
    wrapper = await mountSidebar()
    expect(links().map((link) => link.text())).toEqual([
      'Home',
      'Search',
      'Library',
      'Your listening',
      'Now playing',
      'Settings',
    ])
    const listening = links()[3]!
    expect(listening.attributes('href')).toBe('/listening')
    expect(listening.find('svg[aria-hidden="true"]').exists()).toBe(true)
  })

  it('shows neither Browse nor Radio until core said what the service offers (no flash on a 2026 service)', async () => {
    windowWidth(false)
    let answer: (value: unknown) => void = () => {}
    fake.answer('app.capabilities', () => new Promise((resolve) => (answer = resolve)))
    wrapper = await mountSidebar()
    expect(links().map((link) => link.text())).not.toContain('Browse')
    expect(links().map((link) => link.text())).not.toContain('Radio')
    answer(capabilities())
    await flushPromises()
    expect(links().map((link) => link.text())).toEqual(places)
  })

  it('shows Browse and Radio where the service offers them', async () => {
    windowWidth(false)
    fake.answer('app.capabilities', () => capabilities())
    wrapper = await mountSidebar()
    expect(links().map((link) => link.text())).toEqual(places)
  })

  describe('the split between the places and your playlists', () => {
    /** The places as tall as a wide window draws them (the page here lays nothing out). */
    const placesTall = (px: number) => {
      const box = wrapper.get('.sidebar__places').element as HTMLElement
      Object.defineProperty(box, 'scrollHeight', { value: px, configurable: true })
      box.getBoundingClientRect = () =>
        ({ height: box.style.maxHeight ? parseFloat(box.style.maxHeight) : px }) as DOMRect
      return box
    }
    const split = () => wrapper.get('[role="separator"]')
    const key = async (name: string) => {
      await split().trigger('keydown', { key: name })
      await flushPromises()
    }
    beforeEach(() => localStorage.removeItem(SIDEBAR_SPLIT_KEY))

    it('is a separator the keyboard moves: Up gives your playlists room, Home the most, End shows every place', async () => {
      windowWidth(false)
      wrapper = await mountSidebar()
      const box = placesTall(300)
      expect(split().attributes()).toMatchObject({
        tabindex: '0',
        'aria-orientation': 'horizontal',
        'aria-label': 'Places and your playlists',
        'aria-valuemin': '0',
        'aria-valuemax': '100',
        'aria-valuenow': '100',
        'aria-valuetext': 'Places 100% shown',
      })
      await key('ArrowUp')
      expect(box.style.maxHeight).toBe('276px')
      expect(split().attributes()).toMatchObject({
        'aria-valuenow': '92',
        'aria-valuetext': 'Places 92% shown',
      })
      expect(localStorage.getItem(SIDEBAR_SPLIT_KEY)).toBe('276')
      await key('Home')
      expect(box.style.maxHeight).toBe(`${PLACES_MIN_PX}px`)
      await key('ArrowDown')
      expect(box.style.maxHeight).toBe(`${PLACES_MIN_PX + 24}px`)
      await key('End')
      expect(box.style.maxHeight).toBe('')
      expect(split().attributes('aria-valuenow')).toBe('100')
    })

    it('is dragged, and kept for the next time the window opens', async () => {
      windowWidth(false)
      wrapper = await mountSidebar()
      placesTall(300)
      split().element.dispatchEvent(
        new PointerEvent('pointerdown', { button: 0, clientY: 400, bubbles: true }),
      )
      window.dispatchEvent(new PointerEvent('pointermove', { clientY: 300 }))
      window.dispatchEvent(new PointerEvent('pointerup', {}))
      await flushPromises()
      expect((wrapper.get('.sidebar__places').element as HTMLElement).style.maxHeight).toBe('200px')
      wrapper.unmount()
      wrapper = await mountSidebar()
      expect((wrapper.get('.sidebar__places').element as HTMLElement).style.maxHeight).toBe('200px')
    })

    it('is not there while the sidebar is folded to its icons', async () => {
      windowWidth(true)
      wrapper = await mountSidebar()
      expect(wrapper.find('[role="separator"]').exists()).toBe(false)
    })

    it.each([
      [200, 300, 200],
      [10, 300, PLACES_MIN_PX],
      [300, 300, null],
      [500, 300, null],
      [50, 60, null],
    ])('places moved to %i px of the %i px they need: %s', (wanted, natural, height) => {
      expect(placesHeightFor(wanted, natural)).toBe(height)
    })
  })
})
