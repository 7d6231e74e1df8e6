import type { DemoService } from '../../base/ports'

/**
 * The demo service's port, also telling where its Soloist stand-in listens: when the demo service starts (the
 * stand-in's folder and device name) and when it stops (null). Nothing else of the port changes.
 */
export function withDemoStandIn(
  demo: DemoService | undefined,
  told: (standIn: { dataDir: string; deviceName: string } | null) => void,
): DemoService | undefined {
  if (!demo) return undefined
  return {
    ...(demo.onProblem ? { onProblem: (listener) => demo.onProblem!(listener) } : {}),
    ...(demo.recoverWith ? { recoverWith: (decide) => demo.recoverWith!(decide) } : {}),
    async start(options) {
      const info = await demo.start(options)
      told(info.soloist ?? null)
      return info
    },
    async stop() {
      told(null)
      await demo.stop()
    },
  }
}
