import { describe, expect, it } from 'vitest'
import { freshDefaults, type Settings } from '../../../../electron/contract'
import {
  accessibilityRequestDue,
  desktopStep,
  initialDesktopFacts,
  windowFocused,
  type DesktopEvent,
  type DesktopFacts,
} from '../../../../electron/core/features/desktop/desktop-step'
import { aState, aTrack } from '../../../support/playback-states'

const linux = { platform: 'linux' as const, desktops: ['KDE'], sessionType: 'x11' as const }
const mac = { platform: 'darwin' as const, desktops: [], sessionType: null }
const hotkeys: Settings['hotkeys'] = freshDefaults().hotkeys

/** Steps the events in order from `facts`: the facts at the end and every effect said on the way. */
function run(facts: DesktopFacts, ...events: DesktopEvent[]) {
  const effects = []
  for (const event of events) {
    const next = desktopStep(facts, event)
    facts = next.facts
    effects.push(...next.effects)
  }
  return { facts, effects }
}

describe('the desktop step', () => {
  it('starts with MPRIS off on Linux and no media controls elsewhere', () => {
    expect(initialDesktopFacts(linux).mediaControls.kind).toBe('mpris')
    expect(initialDesktopFacts(mac).mediaControls.kind).toBe('none')
  })

  it('publishes once the accessibility changes, and says nothing when the same answer comes again', () => {
    const first = run(initialDesktopFacts(mac), { type: 'accessibility-reported', trusted: false })
    expect(first.effects).toEqual([{ type: 'publish' }])
    expect(run(first.facts, { type: 'accessibility-reported', trusted: false }).effects).toEqual([])
  })

  it('keeps what the portal said in the environment, and the hotkeys reported as a copy', () => {
    const registrations = [{ action: 'nextTrack' as const, accelerator: 'F9', registered: true }]
    const { facts } = run(
      initialDesktopFacts(linux),
      { type: 'portal-reported', available: true },
      { type: 'hotkeys-reported', registrations },
    )
    expect(facts.environment.globalShortcutsPortal).toBe(true)
    registrations.pop()
    expect(facts.reported).toHaveLength(1)
  })

  it('adds a window report to what was known of it, and tells the keeper only when hidden is said', () => {
    const shown = run(initialDesktopFacts(linux), {
      type: 'window-reported',
      role: 'main',
      report: { visible: true, focused: true },
    })
    expect(shown.effects).toEqual([])
    expect(windowFocused(shown.facts)).toBe(true)

    const hidden = run(shown.facts, { type: 'window-reported', role: 'main', report: { hidden: true } })
    expect(hidden.effects).toEqual([{ type: 'window-hidden', role: 'main', hidden: true }])
    expect(hidden.facts.windows['main']).toEqual({ visible: true, focused: true, hidden: true })
  })

  it('counts a focused window that does not show as no focus (notifications are not kept quiet)', () => {
    const { facts } = run(initialDesktopFacts(linux), {
      type: 'window-reported',
      role: 'mini',
      report: { visible: false, focused: true },
    })
    expect(windowFocused(facts)).toBe(false)
  })

  it('notifies of a playback change with the state before it, and remembers the new one', () => {
    const before = aState({ track: aTrack({ uri: 'spotify:track:one' }) })
    const after = aState({ track: aTrack({ uri: 'spotify:track:two' }) })
    const { facts, effects } = run(
      initialDesktopFacts(linux),
      { type: 'playback-changed', state: before },
      { type: 'playback-changed', state: after },
    )
    expect(effects[1]).toEqual({
      type: 'notify',
      cause: { kind: 'playback', state: after, previous: before },
    })
    expect(facts.lastPlayback).toBe(after)
  })

  it('publishes and weighs the hidden windows again when the settings change', () => {
    expect(run(initialDesktopFacts(linux), { type: 'settings-changed' }).effects).toEqual([
      { type: 'publish' },
      { type: 'reconsider-windows' },
    ])
  })

  it('asks for the accessibility permission only on a known refusal, once, while a media key waits', () => {
    const refused = run(initialDesktopFacts(mac), { type: 'accessibility-reported', trusted: false }).facts
    expect(accessibilityRequestDue(refused, 'electron', hotkeys, false)).toBe(true)
    expect(accessibilityRequestDue(refused, 'electron', hotkeys, true)).toBe(false)
    expect(accessibilityRequestDue(initialDesktopFacts(mac), 'electron', hotkeys, false)).toBe(false)
    const noMediaKeys = { ...hotkeys, playPause: '', nextTrack: '', previousTrack: '' }
    expect(accessibilityRequestDue(refused, 'electron', noMediaKeys, false)).toBe(false)
  })
})
