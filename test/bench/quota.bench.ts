import { figure, type BenchFigure, type BenchModule } from './bench-kit'
import { HOUR, playAlbum, startDay } from '../support/listening-day'
import { ordinaryDays, quotaReport, skipping } from '../support/quota-days'

/**
 * Spotify's daily quota (service-2026.md §5), on the listening day's manual clock: the whole of core against
 * the emulator, whose quota is a rolling 24 hours. A heavy day within the budget, and a week at two quotas:
 * 1,000 (what people are locked out near) and 400 (another app of the same developer account spends the rest).
 */

/** The bench's other device starts the album with three requests (listening-day.ts): not Encore's. */
const OTHER_DEVICE = 3

async function heavyDay(): Promise<BenchFigure[]> {
  const run = await startDay()
  try {
    await playAlbum(run)
    run.emulator.setQuota(1_000, { windowSeconds: 24 * 3600 })
    const from = run.clock.now()
    const { skips, refused } = await skipping(run, 8 * HOUR, 30_000)
    const report = quotaReport(run.emulator.traffic.entries(), from)
    const counts = await run.encore.api.app.requests()
    return [
      figure(
        'a heavy day (8 h focused, a skip every 30 s): requests',
        report.sent - OTHER_DEVICE,
        'requests',
      ),
      figure('  the budget in force', counts.budget, 'requests'),
      figure('  skips asked', skips, 'skips'),
      figure('  skips held back (the budget or the service’s wait, said in a notice)', refused, 'skips'),
      figure('  QUOTA_EXCEEDED answers (quota 1,000 a rolling day)', report.lockouts, 'answers'),
      figure('  requests sent while the service said to wait', report.sentDuringLockout, 'requests'),
    ]
  } finally {
    await run.close()
  }
}

async function week(quota: number): Promise<BenchFigure[]> {
  const run = await startDay()
  try {
    await playAlbum(run)
    run.emulator.setQuota(quota, { windowSeconds: 24 * 3600 })
    const from = run.clock.now()
    await ordinaryDays(run, 7)
    const report = quotaReport(run.emulator.traffic.entries(), from)
    const counts = await run.encore.api.app.requests()
    const label = `a week of ordinary days, quota ${quota.toLocaleString('en')} a rolling day`
    return [
      figure(`${label}: requests`, report.sent - OTHER_DEVICE, 'requests'),
      figure('  the busiest rolling 24 hours', report.busiestDay, 'requests'),
      figure('  QUOTA_EXCEEDED answers', report.lockouts, 'answers'),
      figure('  of which after the first', report.lockoutsAfterFirst, 'answers'),
      figure('  requests sent while the service said to wait', report.sentDuringLockout, 'requests'),
      figure('  the budget at the end (a learned limit when lower)', counts.budget, 'requests'),
    ]
  } finally {
    await run.close()
  }
}

const bench: BenchModule = async () => ({
  title: "Spotify's daily quota: a heavy day and a week",
  figures: [...(await heavyDay()), ...(await week(1_000)), ...(await week(400))],
  notes: [
    'Whole core against the emulator (small catalog, demo profile, the default budget of 800 a rolling day), one manual clock; an album on repeat.',
    'An ordinary day: 8 h playing (30 min focused, 2 h shown without the focus, 5.5 h hidden), then 16 h paused and hidden.',
    'The heavy day asks 960 skips, more than 800 requests hold (a skip is a command and the read that shows the new track). Since 2026-12-07 (issue 55) the person’s own commands always go, whatever the budget says, and only a Retry-After the service gives holds them: the day sends what the person asks, and the budget yields the background work. Before, skips past the budget were held back (716 of 960, 800 requests).',
    'Until 2026-12-07 the heavy day set no quota on the emulator (its label said 1,000): its 2,232 requests and 0 refusals were read against no limit. With the quota set, the day meets the quota once near 1,000 requests and the service’s wait then holds the remaining skips (each said in a notice); nothing is sent during the wait. Left for a later turn: on such a day the read after each skip could be spared where the next title is already known (the context’s order), which would let about twice as many skips through before the quota.',
    "The busiest rolling 24 hours count every request the service saw, the other device's three included (the quota is shared).",
    'Targets: the heavy day with at most one QUOTA_EXCEEDED and nothing sent while it holds (no quota can carry 960 skips of two requests each); the week at 1,000 with none; nothing ever sent while the service said to wait. The week at 400 had at most one refusal before 2026-12-07; the learned limit now never falls below max(200, a quarter of the setting) and rises a tenth a day, so a quota as low as 400 is met again now and then (each refusal honoured).',
  ],
})

export default bench
