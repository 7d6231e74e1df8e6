import { createLazyDemoService } from '../core/demo-service'
import type { DemoService } from '../core/ports'
import { startEmulator } from '../emulator'

/** The demo profile's service in browser mode: the built-in emulator on a free loopback port, started on first use. */
export function createBuiltInDemoService(): DemoService {
  return createLazyDemoService(async () => {
    const emulator = await startEmulator({ port: 0, size: 'demo' })
    return {
      apiUrl: emulator.apiUrl,
      accountsUrl: emulator.accountsUrl,
      clientId: emulator.clientId,
      setAutoApprove: (on) => emulator.setConsent(on ? 'approve' : 'ask'),
      close: () => emulator.close(),
    }
  })
}
