import { flushPromises } from '@vue/test-utils'
import { vi } from 'vitest'
import { nextTick } from 'vue'

/**
 * The page's IntersectionObserver, told by the test when what it watches comes near the screen (happy-dom's
 * never says so). `stubIntersection()` in a `beforeEach`; `comeNear()` when the test scrolls it into view.
 */
const observed: { callback: IntersectionObserverCallback; targets: Element[] }[] = []

class FakeIntersectionObserver {
  private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] }
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: [] }
    observed.push(this.entry)
  }
  observe(target: Element) {
    this.entry.targets.push(target)
  }
  unobserve(target: Element) {
    this.entry.targets = this.entry.targets.filter((each) => each !== target)
  }
  disconnect() {
    this.entry.targets = []
  }
}

export function stubIntersection(): void {
  observed.length = 0
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
}

/** Everything observed comes near the screen, and what that starts has settled. */
export async function comeNear(): Promise<void> {
  // A component observes once it is mounted and its element is known (a job after the render).
  await nextTick()
  for (const { callback, targets } of observed) {
    for (const target of [...targets]) {
      callback([{ isIntersecting: true, target } as IntersectionObserverEntry], {} as IntersectionObserver)
    }
  }
  await nextTick()
  await nextTick()
  // flushPromises waits on a timer: under fake timers it would wait for ever.
  if (!vi.isFakeTimers()) await flushPromises()
}
