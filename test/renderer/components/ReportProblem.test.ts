import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { DiagnosticReport } from '../../../electron/contract'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { default: ReportProblem } = await import('../../../renderer/src/components/ReportProblem.vue')

const report = (overrides: Partial<DiagnosticReport> = {}): DiagnosticReport => ({
  summary: 'Version: Encore 1.2.3\nMode: desktop app',
  text: '# Encore problem report\n\nVersion: Encore 1.2.3\nMode: desktop app\n\nLog file: ~/.config/Encore/logs/encore.log\n',
  parts: {
    version: '1.2.3',
    build: null,
    system: 'linux 6.8.0 x64',
    mode: 'electron',
    profile: 'spotify',
    generation: '2026',
    requests: { lastDay: 12, budget: 2000 },
    notices: [],
    logLines: [],
    crashReports: [],
  },
  logFile: '~/.config/Encore/logs/encore.log',
  issueUrl: 'https://github.com/encore-app/encore/issues/new?body=Version',
  ...overrides,
})

const writeText = vi.fn(async (_text: string) => {})

describe('ReportProblem (Settings → About → Report a problem)', () => {
  beforeEach(() => {
    fake.resetFakeBridge()
    writeText.mockReset()
    writeText.mockImplementation(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  })
  afterEach(() => vi.restoreAllMocks())

  it('makes the report only when asked, and shows it whole before anything else', async () => {
    fake.answer('diagnostics.report', () => report())
    const wrapper = mount(ReportProblem)
    await flushPromises()
    expect(fake.calls).toEqual([['diagnostics.logPlace', undefined]])
    expect(wrapper.find('[data-testid="report-text"]').exists()).toBe(false)
    await wrapper.get('button').trigger('click')
    await flushPromises()
    expect(fake.calls.at(-1)).toEqual(['diagnostics.report', undefined])
    expect(wrapper.get('[data-testid="report-text"]').text()).toBe(report().text.trim())
    expect(writeText).not.toHaveBeenCalled()
  })

  it('shows where the log is and opens its folder; says why when it cannot', async () => {
    fake.answer('diagnostics.logPlace', () => ({ file: '~/.config/Encore/logs/encore.log', canOpen: true }))
    fake.answer('diagnostics.openLogFolder', () => null)
    const wrapper = mount(ReportProblem)
    await flushPromises()
    expect(wrapper.get('[data-testid="log-place"]').text()).toBe('~/.config/Encore/logs/encore.log')
    const open = wrapper.findAll('button').find((button) => button.text() === 'Open the log’s folder')!
    await open.trigger('click')
    await flushPromises()
    expect(fake.calls.at(-1)).toEqual(['diagnostics.openLogFolder', undefined])
    expect(wrapper.find('[role="alert"]').exists()).toBe(false)
    fake.fail('diagnostics.openLogFolder', { code: 'UNAVAILABLE', message: 'No application opens folders.' })
    await open.trigger('click')
    await flushPromises()
    expect(wrapper.get('[role="alert"]').text()).toContain('No application opens folders.')
  })

  it('browser mode names the place without a button to open it', async () => {
    fake.answer('diagnostics.logPlace', () => ({
      file: '~/.local/share/encore/logs/encore.log',
      canOpen: false,
    }))
    const wrapper = mount(ReportProblem)
    await flushPromises()
    expect(wrapper.get('[data-testid="log-place"]').text()).toBe('~/.local/share/encore/logs/encore.log')
    expect(wrapper.findAll('button').map((button) => button.text())).toEqual(['Report a problem'])
  })

  it('Copy puts the full text on the clipboard, and says so; without a clipboard it says how to copy', async () => {
    fake.answer('diagnostics.report', () => report())
    const wrapper = mount(ReportProblem)
    await wrapper.get('button').trigger('click')
    await flushPromises()
    const copy = wrapper.findAll('button').find((button) => button.text() === 'Copy')!
    await copy.trigger('click')
    await flushPromises()
    expect(writeText).toHaveBeenCalledWith(report().text)
    expect(wrapper.get('[role="status"]').text()).toBe('Copied the report.')
    writeText.mockRejectedValueOnce(new Error('denied'))
    await copy.trigger('click')
    await flushPromises()
    expect(wrapper.get('[role="status"]').text()).toBe(
      'Encore could not reach the clipboard: select the report and copy it by hand.',
    )
  })

  it('Save as file saves the full text as a dated text file', async () => {
    fake.answer('diagnostics.report', () => report())
    const blobs: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob)
      return 'blob:http://127.0.0.1/1'
    })
    const saved: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download)
    })
    const wrapper = mount(ReportProblem)
    await wrapper.get('button').trigger('click')
    await flushPromises()
    await wrapper
      .findAll('button')
      .find((button) => button.text() === 'Save as file')!
      .trigger('click')
    expect(saved).toHaveLength(1)
    expect(saved[0]).toMatch(/^encore-report-\d{4}-\d{2}-\d{2}\.txt$/)
    expect(await blobs[0]!.text()).toBe(report().text)
  })

  it('Open an issue links to the project’s issue page and puts the full text on the clipboard', async () => {
    fake.answer('diagnostics.report', () => report())
    const wrapper = mount(ReportProblem)
    await wrapper.get('button').trigger('click')
    await flushPromises()
    const link = wrapper.get('a')
    expect(link.text()).toBe('Open an issue')
    expect(link.attributes('href')).toBe(report().issueUrl)
    expect(link.attributes('rel')).toBe('noopener noreferrer')
    expect(link.attributes('target')).toBe('_blank')
    // The test's page goes nowhere (the shell opens the link in the system browser).
    link.element.addEventListener('click', (event) => event.preventDefault())
    await link.trigger('click')
    await flushPromises()
    expect(writeText).toHaveBeenCalledWith(report().text)
    expect(wrapper.get('[role="status"]').text()).toBe(
      'The full report is on the clipboard: paste it into the issue.',
    )
  })

  it('offers no issue page when the build names no project, and says when the report cannot be made', async () => {
    fake.answer('diagnostics.report', () => report({ issueUrl: null }))
    const wrapper = mount(ReportProblem)
    await wrapper.get('button').trigger('click')
    await flushPromises()
    expect(wrapper.find('a').exists()).toBe(false)

    fake.fail('diagnostics.report', { code: 'INTERNAL', message: 'Encore could not read its log.' })
    await wrapper
      .findAll('button')
      .find((button) => button.text() === 'Make it again')!
      .trigger('click')
    await flushPromises()
    expect(wrapper.get('[role="alert"]').text()).toContain('Encore could not read its log.')
  })
})
