import { afterEach, describe, expect, it } from 'vitest'
import { HOUR, live, MINUTE, playAlbum, startDay, type DayRun } from '../support/listening-day'
import { quotaReport } from '../support/quota-days'

/**
 * Spotify's quota as a person meets it, on one manual clock: the whole of core against the emulator, whose
 * quota is a rolling 24 hours (service-2026.md §5). Encore reaches the lockout, sends nothing to /v1 until its
 * Retry-After ends, says until when, keeps the change made meanwhile and sends it once after, and stays under
 * what it learned for the next days.
 */
let run: DayRun | undefined
afterEach(async () => {
  await run?.close()
  run = undefined
})

describe('the quota: locked out once, never again', () => {
  it('sends nothing while refused, says until when, sends a waiting change once, then stays under what it learned', async () => {
    run = await startDay()
    const { encore, emulator, clock } = run
    // The service counts from the first request: the sign-in's reads and the other device's three included.
    emulator.setQuota(120, { windowSeconds: 24 * 3600 })
    const from = clock.now()
    await playAlbum(run)
    // Focused listening spends ~5 requests a minute: the quota of 120 is met within the first hour.
    while (quotaReport(emulator.traffic.entries(), from).lockouts === 0 && clock.now() - from < 2 * HOUR) {
      await live(run, clock.now() + MINUTE, 'focused')
    }
    const refusal = emulator.traffic.entries().find((entry) => entry.status === 429)!
    expect(refusal).toBeDefined()
    const resumesAt = refusal.at + refusal.retryAfter! * 1000
    await live(run, clock.now() + MINUTE, 'focused')
    const player = await encore.api.playback.get()
    expect(player.status).toBe('rate-limited')
    expect(player.retryAt).toBe(resumesAt)
    expect(player.message).toMatch(/used up its requests/)
    const counts = await encore.api.app.requests()
    expect(counts.lockedUntil).toBe(resumesAt)
    expect(counts.learned?.limit).toBe(Math.floor(counts.lastDay * 0.9))

    // A heart while locked out waits in the outbox: shown at once, sent once the service takes requests again.
    const track = player.track!
    expect(await encore.api.playback.run({ id: 'player.setSaved', args: { saved: true } })).toEqual({
      status: 'done',
    })
    expect((await encore.api.playback.get()).saved).toBe(true)
    const library = () => emulator.state.user(emulator.user.id).library.tracks
    expect(library().has(track.id!)).toBe(false)

    // Two and a half days, focused all the while: the worst case for the budget.
    for (let hour = 0; hour < 60; hour++) await live(run, clock.now() + HOUR, 'focused')
    const report = quotaReport(emulator.traffic.entries(), from)
    expect(report.lockouts).toBe(1)
    expect(report.sentDuringLockout).toBe(0)
    expect(library().has(track.id!)).toBe(true)
    expect(emulator.traffic.count({ method: 'PUT', path: '/me/tracks', status: 200 })).toBe(1)
    // After the lockout, the busiest rolling day stays under what Encore learned.
    const after = quotaReport(emulator.traffic.entries(), resumesAt)
    expect(after.lockouts).toBe(0)
    expect(after.busiestDay).toBeLessThanOrEqual(counts.learned!.limit)
    expect((await encore.api.playback.get()).status).not.toBe('rate-limited')
  }, 240_000)
})
