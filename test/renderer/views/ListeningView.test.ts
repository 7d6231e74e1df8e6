import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryHistory, createRouter } from 'vue-router'

/** Chart.js stands in as a recorder: what the page made of it, and that it let go of it. */
const charts = vi.hoisted(() => ({ made: 0, updated: 0, destroyed: 0, data: [] as unknown[] }))
vi.mock('chart.js', () => {
  class Chart {
    static register() {}
    data: { labels: unknown; datasets: { data: unknown; backgroundColor?: unknown }[] }
    options: { scales: Record<string, { ticks: { color?: string }; grid: { color?: string } }> }
    constructor(_context: unknown, config: { data: Chart['data'] }) {
      charts.made++
      this.data = config.data
      this.options = { scales: { x: { ticks: {}, grid: {} }, y: { ticks: {}, grid: {} } } }
      charts.data.push(config.data.datasets[0]!.data)
    }
    update() {
      charts.updated++
      charts.data.push(this.data.datasets[0]!.data)
    }
    destroy() {
      charts.destroyed++
    }
  }
  const part = class {}
  return {
    Chart,
    BarController: part,
    BarElement: part,
    CategoryScale: part,
    LinearScale: part,
    Tooltip: part,
  }
})
vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { default: ListeningView } = await import('../../../renderer/src/views/ListeningView.vue')
const { useLibraryUiStore } = await import('../../../renderer/src/stores/library-ui')
const { hourWords } = await import('../../../renderer/src/components/listening/listening-words')
const { signedIn, snapshot } = await import('../support/states')
const { historyStatus, MONDAY_NOON, weekListening } = await import('../support/history-states')

const asked = (method: string) => fake.calls.filter(([name]) => name === method).map(([, input]) => input)

/** Your listening: a range's time per day, totals in words, tops that play and open, when you listen, Export. */
describe('ListeningView', () => {
  let wrapper: VueWrapper | undefined
  beforeEach(() => {
    fake.resetFakeBridge()
    setActivePinia(createPinia())
    Object.assign(charts, { made: 0, updated: 0, destroyed: 0, data: [] })
    // The page says "in November" of the current year, and the year of another.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(MONDAY_NOON)
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({} as never)
    fake.answer('session.get', () => signedIn())
    fake.answer('settings.get', () => snapshot())
    fake.answer('library.contains', (input) => (input as { uris: string[] }).uris.map(() => false))
    fake.answer('history.status', () => historyStatus())
    fake.answer('history.listening', (input) => {
      const { range } = input as { range: 'week' | 'month' }
      if (range === 'week') return weekListening()
      return weekListening({
        range,
        from: new Date(2025, 10, 1).getTime(),
        totals: { playedMs: (41 * 60 + 12) * 60_000, plays: 600, tracks: 300, artists: 80, days: 25 },
      })
    })
    fake.answer('playback.play', () => new Promise(() => {}))
  })
  afterEach(() => {
    wrapper?.unmount()
    vi.restoreAllMocks()
    vi.useRealTimers()
  })

  async function mountPage() {
    const router = createRouter({
      history: createMemoryHistory(),
      routes: [{ path: '/:any(.*)*', component: { render: () => null } }],
    })
    wrapper = mount(ListeningView, { attachTo: document.body, global: { plugins: [router] } })
    fake.connect()
    await vi.waitFor(() => expect(wrapper!.find('[data-testid="listening-total"]').exists()).toBe(true))
    await flushPromises()
    return wrapper
  }

  it('says the range’s total in words, draws its days, and lists them in words', async () => {
    await mountPage()
    expect(wrapper!.get('[data-testid="listening-total"]').text()).toBe('2 hr 25 min this week')
    expect(wrapper!.text()).toContain('20 plays · 14 tracks · 5 artists · 2 days with listening')
    await vi.waitFor(() => expect(charts.made).toBe(1))
    expect(charts.data[0]).toEqual([0, 125, 0, 20, 0, 0, 0])
    const canvas = wrapper!.get('canvas[role="img"]')
    expect(canvas.attributes('aria-label')).toMatch(/the most on .*: 2 hr 5 min\.$/)
    const rows = wrapper!.findAll('[data-testid="listening-days"] tbody tr')
    expect(
      rows.map((row) => [row.attributes('data-date'), row.findAll('td').map((cell) => cell.text())]),
    ).toEqual([
      ['2025-11-06', ['20 min', '10']],
      ['2025-11-04', ['2 hr 5 min', '10']],
    ])
  })

  it('a radio group "Range" chooses the range; the chart is updated in place and destroyed with the page', async () => {
    await mountPage()
    await vi.waitFor(() => expect(charts.made).toBe(1))
    const group = wrapper!.get('[role="radiogroup"][aria-label="Range"]')
    expect(group.findAll('label').map((label) => label.text())).toEqual(['Week', 'Month', 'Year', 'All time'])
    await group.findAll('input')[1]!.setValue(true)
    await vi.waitFor(() =>
      expect(wrapper!.get('[data-testid="listening-total"]').text()).toBe('41 hr 12 min in November'),
    )
    expect(asked('history.listening')).toEqual([
      { range: 'week', limit: 10 },
      { range: 'month', limit: 10 },
    ])
    await flushPromises()
    expect([charts.made, charts.updated]).toEqual([1, 1])
    wrapper!.unmount()
    wrapper = undefined
    expect(charts.destroyed).toBe(1)
  })

  it('lists the top artists, tracks and albums with plays and time; each plays and opens', async () => {
    await mountPage()
    const lists = wrapper!.findAll('section.top-list')
    expect(lists.map((list) => list.attributes('aria-label'))).toEqual([
      'Top artists',
      'Top tracks',
      'Top albums',
    ])
    expect(lists.map((list) => list.get('li').text())).toEqual([
      expect.stringContaining('12 plays · 1 hr 30 min'),
      expect.stringContaining('6 plays · 40 min'),
      expect.stringContaining('9 plays · 1 hr 10 min'),
    ])
    expect(lists.map((list) => list.get('li a').attributes('href'))).toEqual([
      '/artist/ar1',
      '/track/BlueHour',
      '/album/al1',
    ])
    for (const list of lists) await list.get('button[aria-label^="Play "]').trigger('click')
    await flushPromises()
    expect(asked('playback.play')).toEqual([
      { contextUri: 'spotify:artist:ar1' },
      { uris: ['spotify:track:BlueHour'] },
      { contextUri: 'spotify:album:al1' },
    ])
  })

  it('lists the top podcasts only for someone who listened to one; each plays its show and opens its page', async () => {
    fake.answer('history.listening', () =>
      weekListening({
        topShows: [
          {
            show: { uri: 'spotify:show:sh1', name: 'Night Talk', images: [] },
            playedMs: 55 * 60_000,
            plays: 3,
          },
        ],
      }),
    )
    await mountPage()
    const podcasts = wrapper!.get('section.top-list[aria-label="Top podcasts"]')
    expect(podcasts.get('li').text()).toContain('Night Talk')
    expect(podcasts.get('li').text()).toContain('3 plays · 55 min')
    expect(podcasts.get('li a').attributes('href')).toBe('/show/sh1')
    await podcasts.get('button[aria-label="Play Night Talk"]').trigger('click')
    await flushPromises()
    expect(asked('playback.play')).toEqual([{ contextUri: 'spotify:show:sh1' }])
  })

  it('shows when you listen: by hour of the day and by day of the week', async () => {
    await mountPage()
    const [hours, weekdays] = wrapper!.findAll('section.pattern')
    expect(hours!.attributes('aria-label')).toBe('By hour of the day')
    expect(hours!.findAll('li')).toHaveLength(24)
    expect(hours!.text()).toContain(`Most: ${hourWords()[21]}`)
    expect(hours!.findAll('li')[21]!.text()).toBe(`${hourWords()[21]}: 1 hr 40 min`)
    expect(weekdays!.findAll('li')).toHaveLength(7)
    expect(weekdays!.text()).toContain('Most: Tuesday')
  })

  it('an empty history says how it fills, and there is nothing to export', async () => {
    fake.answer('history.status', () => historyStatus({ plays: 0, firstPlayedAt: null, lastPlayedAt: null }))
    await mountPage()
    expect(wrapper!.get('[data-testid="listening-empty"]').text()).toContain('played for 30 seconds')
    expect(wrapper!.get('[data-testid="listening-empty"]').text()).toContain('recently played')
    expect(wrapper!.get('button[aria-haspopup="menu"]').attributes('disabled')).toBeDefined()
  })

  it('a failed read says so with Retry', async () => {
    let fail = true
    fake.answer('history.listening', () => {
      if (fail)
        throw new fake.BridgeCallError({ code: 'INTERNAL', message: 'The history could not be read.' })
      return weekListening()
    })
    const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/', component: {} }] })
    wrapper = mount(ListeningView, { attachTo: document.body, global: { plugins: [router] } })
    fake.connect()
    await flushPromises()
    expect(wrapper.get('[role="alert"]').text()).toContain('The history could not be read.')
    fail = false
    await wrapper.get('[role="alert"] button').trigger('click')
    await flushPromises()
    expect(wrapper.get('[data-testid="listening-total"]').text()).toBe('2 hr 25 min this week')
  })

  it('Export joins every part core answers into one file, saved through a Blob and a link with download', async () => {
    fake.answer('history.export', (input) => {
      const { format, part } = input as { format: string; part: number }
      return {
        fileName: `encore-listening-history-2025-11-03.${format}`,
        mimeType: 'text/csv',
        part,
        parts: 3,
        until: 1_762_000_000_000,
        text: part === 0 ? 'played_at,track\r\nA\r\n' : `${'BC'[part - 1]}\r\n`,
      }
    })
    const blobs: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob)
      return 'blob:http://127.0.0.1/1'
    })
    const clicked: { href: string; download: string }[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download })
    })
    await mountPage()
    const exportButton = wrapper!.get('button[aria-haspopup="menu"]')
    expect(exportButton.text()).toBe('Export')
    await exportButton.trigger('click')
    const menu = useLibraryUiStore().menu!
    expect(menu.label).toBe('Export')
    expect(menu.items.map((item) => item.label)).toEqual(['CSV, for spreadsheets', 'JSON'])
    menu.items[0]!.run()
    await vi.waitFor(() => expect(clicked).toHaveLength(1))
    expect(asked('history.export')).toEqual([
      { format: 'csv', part: 0 },
      { format: 'csv', part: 1, until: 1_762_000_000_000 },
      { format: 'csv', part: 2, until: 1_762_000_000_000 },
    ])
    expect(clicked[0]).toEqual({
      href: 'blob:http://127.0.0.1/1',
      download: 'encore-listening-history-2025-11-03.csv',
    })
    expect(await blobs[0]!.text()).toBe('played_at,track\r\nA\r\nB\r\nC\r\n')
    expect(document.querySelector('a[download]')).toBeNull()
  })
})
