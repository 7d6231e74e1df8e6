import type { EngineHarness } from './engine-harness'

const MINUTE = 60_000

/** Plays an album on "Encore Desktop" with repeat on (so the player never stops) and the page shown. */
export async function startPlaying(h: EngineHarness): Promise<void> {
  h.signIn()
  h.engine.setVisible('soak', true)
  await h.settle()
  await h.asAnotherDevice('PUT', '/me/player', { device_ids: [h.deviceId('Encore Desktop')] })
  await h.asAnotherDevice('PUT', '/me/player/play', {
    context_uri: `spotify:album:${h.emulator.catalog.albums[0]!.id}`,
  })
  await h.asAnotherDevice('PUT', '/me/player/repeat?state=context')
  await h.advance(10_000)
}

export interface SoakCounts {
  /** Minutes shown and hidden, and the requests the engine sent in each. */
  shownMinutes: number
  shownRequests: number
  hiddenMinutes: number
  hiddenRequests: number
}

/**
 * Hours of a running player on the harness's fake clock, in 1 s steps: each hour `shownMinutes` with the page
 * shown (renewing its presence every minute, as a page does), the rest hidden. The harness's records (pushed
 * states, requests) are emptied as it goes, so what stays in memory is what the engine and the emulator keep.
 */
export async function soak(h: EngineHarness, hours: number, shownMinutes = 40): Promise<SoakCounts> {
  const counts: SoakCounts = { shownMinutes: 0, shownRequests: 0, hiddenMinutes: 0, hiddenRequests: 0 }
  for (let minute = 0; minute < hours * 60; minute++) {
    const shown = minute % 60 < shownMinutes
    h.engine.setVisible('soak', shown)
    h.forgetRequests()
    await h.advance(MINUTE, 1_000)
    const sent = h.requests().length
    if (shown) {
      counts.shownMinutes++
      counts.shownRequests += sent
    } else {
      counts.hiddenMinutes++
      counts.hiddenRequests += sent
    }
    h.states.length = 0
    h.devices.length = 0
    h.queues.length = 0
    h.notices.length = 0
  }
  return counts
}
