import { afterAll, vi } from 'vitest'

// Modules of the `node` project share their worker (vitest.config.ts: `isolate: false`): what one module left
// behind must not reach the next. Each module's own afterEach already puts these back; this is the backstop.
afterAll(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})
