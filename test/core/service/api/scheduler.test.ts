import { describe, expect, it } from 'vitest'
import { RequestScheduler, type Lane } from '../../../../electron/core/service/api/scheduler'
import { ManualClock } from '../../../support/manual-clock'

/** Lets every settled promise run its handlers (the scheduler starts tasks from `.finally`). */
async function settle(): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve))
}

/** A task the test finishes by hand, recording when it started. */
function gate(log: string[], name: string) {
  let finish!: () => void
  const done = new Promise<void>((resolve) => (finish = resolve))
  return {
    task: () => {
      log.push(name)
      return done.then(() => name)
    },
    finish: () => finish(),
  }
}

describe('RequestScheduler', () => {
  it('never runs more than maxConcurrent requests at once', async () => {
    const scheduler = new RequestScheduler(new ManualClock(), {
      maxConcurrent: 2,
      interactiveReserve: { concurrent: 0 },
    })
    const started: string[] = []
    const gates = ['a', 'b', 'c', 'd'].map((name) => gate(started, name))
    const runs = gates.map((g) => scheduler.run('sync', g.task))
    await settle()
    expect(started).toEqual(['a', 'b'])
    gates[0]?.finish()
    await settle()
    expect(started).toEqual(['a', 'b', 'c'])
    gates.slice(1).forEach((g) => g.finish())
    await expect(Promise.all(runs)).resolves.toEqual(['a', 'b', 'c', 'd'])
  })

  it('starts queued requests highest lane first: interactive, then sync, then background', async () => {
    const scheduler = new RequestScheduler(new ManualClock(), {
      maxConcurrent: 1,
      interactiveReserve: { concurrent: 0 },
    })
    const started: string[] = []
    const blocker = gate(started, 'blocker')
    void scheduler.run('background', blocker.task)
    const queued: [Lane, string][] = [
      ['background', 'bg1'],
      ['sync', 'sync1'],
      ['background', 'bg2'],
      ['interactive', 'click'],
    ]
    const gates = queued.map(([lane, name]) => {
      const g = gate(started, name)
      void scheduler.run(lane, g.task)
      return g
    })
    await settle()
    blocker.finish()
    for (const g of gates) {
      await settle()
      g.finish()
    }
    await settle()
    expect(started).toEqual(['blocker', 'click', 'sync1', 'bg1', 'bg2'])
  })

  it('keeps a slot for interactive requests: a background backlog cannot make a click wait', async () => {
    const scheduler = new RequestScheduler(new ManualClock(), { maxConcurrent: 3 })
    const started: string[] = []
    const background = Array.from({ length: 10 }, (_, i) => gate(started, `bg${i}`))
    background.forEach((g) => void scheduler.run('background', g.task))
    await settle()
    expect(started).toEqual(['bg0', 'bg1']) // 3 slots, 1 reserved
    const click = gate(started, 'click')
    const clicked = scheduler.run('interactive', click.task)
    await settle()
    expect(started).toContain('click')
    click.finish()
    await expect(clicked).resolves.toBe('click')
    background.forEach((g) => g.finish())
  })

  it('starts no background request while the person’s requests are on their way; then resumes', async () => {
    const scheduler = new RequestScheduler(new ManualClock(), { maxConcurrent: 4 })
    const started: string[] = []
    const click = gate(started, 'click')
    const clicked = scheduler.run('interactive', click.task)
    const background = Array.from({ length: 3 }, (_, i) => gate(started, `bg${i}`))
    background.forEach((g) => void scheduler.run('background', g.task))
    const sync = gate(started, 'sync')
    void scheduler.run('sync', sync.task)
    await settle()
    // Slots are free, but bulk work waits for the click; the player's read does not.
    expect(started).toEqual(['click', 'sync'])
    click.finish()
    await clicked
    await settle()
    expect(started).toEqual(['click', 'sync', 'bg0', 'bg1'])
    background.forEach((g) => g.finish())
    sync.finish()
  })

  it('spends at most the budget per rolling window, over all lanes, and resumes when the window moves', async () => {
    const clock = new ManualClock()
    const scheduler = new RequestScheduler(clock, {
      budget: 3,
      windowMs: 30_000,
      interactiveReserve: { budget: 0 },
    })
    const started: string[] = []
    const lanesUsed: Lane[] = ['interactive', 'sync', 'background', 'sync', 'interactive']
    const runs = lanesUsed.map((lane, i) => scheduler.run(lane, async () => void started.push(`${lane}${i}`)))
    await settle()
    expect(started).toHaveLength(3)
    clock.advance(29_999)
    await settle()
    expect(started).toHaveLength(3)
    clock.advance(1)
    await settle()
    expect(started).toHaveLength(5)
    await Promise.all(runs)
    expect(scheduler.stats().usedBudget).toBe(2)
  })

  it('keeps part of the budget for interactive requests', async () => {
    const clock = new ManualClock()
    const scheduler = new RequestScheduler(clock, { budget: 10, interactiveReserve: { budget: 2 } })
    let background = 0
    for (let i = 0; i < 10; i++) void scheduler.run('background', async () => void background++)
    await settle()
    expect(background).toBe(8)
    let interactive = 0
    await Promise.all([1, 2].map(() => scheduler.run('interactive', async () => void interactive++)))
    expect(interactive).toBe(2)
    expect(scheduler.stats().queued.background).toBe(2)
  })

  it('admits nothing while held after a 429, then resumes', async () => {
    const clock = new ManualClock()
    const scheduler = new RequestScheduler(clock)
    scheduler.holdUntil(clock.now() + 5_000)
    let ran = false
    const run = scheduler.run('interactive', async () => void (ran = true))
    await settle()
    expect(ran).toBe(false)
    clock.advance(5_000)
    await run
    expect(ran).toBe(true)
  })

  it('drops a queued request whose signal fires, without running it', async () => {
    const scheduler = new RequestScheduler(new ManualClock(), {
      maxConcurrent: 1,
      interactiveReserve: { concurrent: 0 },
    })
    const started: string[] = []
    const blocker = gate(started, 'blocker')
    void scheduler.run('sync', blocker.task)
    const controller = new AbortController()
    const cancelled = scheduler.run(
      'sync',
      async () => void started.push('never'),
      controller.signal,
      () => new Error('cancelled'),
    )
    controller.abort()
    await expect(cancelled).rejects.toThrow('cancelled')
    blocker.finish()
    await settle()
    expect(started).toEqual(['blocker'])
    expect(scheduler.stats().queued.sync).toBe(0)
  })

  it('passes a task failure through and frees its slot', async () => {
    const scheduler = new RequestScheduler(new ManualClock(), {
      maxConcurrent: 1,
      interactiveReserve: { concurrent: 0 },
    })
    await expect(scheduler.run('sync', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    await expect(scheduler.run('sync', async () => 'next')).resolves.toBe('next')
  })

  it('refuses options that would stall it', () => {
    expect(() => new RequestScheduler(new ManualClock(), { maxConcurrent: 0 })).toThrow(/maxConcurrent/)
    expect(() => new RequestScheduler(new ManualClock(), { budget: 1.5 })).toThrow(/budget/)
  })
})
