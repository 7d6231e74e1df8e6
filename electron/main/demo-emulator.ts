import { createLazyDemoService } from '../core/demo-service'
import type { DemoService } from '../core/ports'

/** The demo profile's service in the desktop app: the built-in emulator on a free loopback port, started on first use. */
export function createBuiltInDemoService(): DemoService {
  return createLazyDemoService(async () => {
    throw new Error('the emulator is not part of this build yet')
  })
}
