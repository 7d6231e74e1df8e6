import { afterEach, describe, expect, it } from 'vitest'
import type { TrafficEntry } from '../../electron/emulator/http/traffic-log'
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

describe('a short lockout after a minute of use (issue 55): the person’s hand goes, the player reads on', () => {
  it('keeps the 30 s the service named, then sends Next at once and shows a change on the phone within a minute', async () => {
    run = await startDay()
    const { encore, emulator, clock } = run
    await playAlbum(run)
    await live(run, clock.now() + MINUTE, 'focused')
    // Someone else on the developer account spent the quota: the service refuses for at most 30 s.
    emulator.setQuota(1, { windowSeconds: 30 })
    const isQuota = (entry: TrafficEntry) => entry.status === 429 && entry.retryAfter !== undefined
    while (!emulator.traffic.entries().some(isQuota)) await live(run, clock.now() + 5_000, 'focused')
    emulator.setQuota(null)
    const refusal = emulator.traffic.entries().find(isQuota)!
    const resumesAt = refusal.at + refusal.retryAfter! * 1000
    expect(refusal.retryAfter).toBeLessThanOrEqual(30)
    await live(run, resumesAt, 'focused')
    // Encore's own count was a minute's: it says little of a shared quota, the floor holds.
    const counts = await encore.api.app.requests()
    expect(counts.learned).toMatchObject({ limit: 200, until: resumesAt })
    expect(counts.saving).toBe('normal')
    expect(quotaReport(emulator.traffic.entries(), refusal.at).sentDuringLockout).toBe(0)
    expect(
      emulator.traffic.entries().filter((entry) => entry.at > refusal.at && entry.at < resumesAt),
    ).toEqual([])

    const player = () => emulator.state.user(emulator.user.id).player.playback!
    const before = player().trackId
    expect(await encore.api.playback.run({ id: 'player.next' })).toEqual({ status: 'done' })
    await run.settle()
    expect(player().trackId).not.toBe(before)
    // A change on the phone shows within 60 s, the window focused.
    const phone = emulator.issueToken().access_token
    const skipped = await fetch(`${emulator.apiUrl}/me/player/next`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${phone}` },
    })
    await skipped.body?.cancel()
    expect(skipped.ok).toBe(true)
    await live(run, clock.now() + 60_000, 'focused')
    const shown = await encore.api.playback.get()
    expect(shown.status).toBe('ok')
    expect(shown.track?.id).toBe(player().trackId)
  }, 120_000)
})

describe('the quota: locked out once', () => {
  it('sends nothing while refused, says until when, sends a waiting change once, then reads on under what it learned', async () => {
    run = await startDay()
    const { encore, emulator, clock } = run
    // The service counts from the first request: the sign-in's reads and the other device's three included.
    emulator.setQuota(300, { windowSeconds: 24 * 3600 })
    const from = clock.now()
    await playAlbum(run)
    // Focused listening spends ~5 requests a minute: the quota of 300 is met within the first hours.
    while (quotaReport(emulator.traffic.entries(), from).lockouts === 0 && clock.now() - from < 4 * HOUR) {
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
    // 90 % of what Encore had sent (above the floor of 200 here).
    expect(counts.learned?.limit).toBe(Math.floor(counts.lastDay * 0.9))

    // A heart while locked out waits in the outbox: shown at once, sent once the service takes requests again.
    const track = player.track!
    expect(await encore.api.playback.run({ id: 'player.setSaved', args: { saved: true } })).toEqual({
      status: 'done',
    })
    expect((await encore.api.playback.get()).saved).toBe(true)
    const library = () => emulator.state.user(emulator.user.id).library.tracks
    expect(library().has(track.id!)).toBe(false)

    // Past the end of the wait, focused all the while: the worst case for the budget.
    while (clock.now() < resumesAt + HOUR)
      await live(run, Math.min(clock.now() + HOUR, resumesAt + HOUR), 'focused')
    const report = quotaReport(emulator.traffic.entries(), from)
    expect(report.lockouts).toBe(1)
    expect(report.sentDuringLockout).toBe(0)
    expect(library().has(track.id!)).toBe(true)
    expect(emulator.traffic.count({ method: 'PUT', path: '/me/tracks', status: 200 })).toBe(1)
    // After the lockout, the player reads on under what Encore learned (its floor of freshness stays).
    const after = quotaReport(emulator.traffic.entries(), resumesAt)
    expect(after.lockouts).toBe(0)
    expect(after.sent).toBeGreaterThan(0)
    expect((await encore.api.app.requests()).lastDay).toBeLessThanOrEqual(counts.learned!.limit)
    expect((await encore.api.playback.get()).status).not.toBe('rate-limited')
  }, 240_000)
})
