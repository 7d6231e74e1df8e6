import type { Device } from '../../contract'
import type { PlayerFeed } from '../playback/engine-state'
import type { Clock, Logger } from '../ports'
import { nodeRuntimeFiles } from './endpoint'
import { feedLead, soloistCommandOf, soloistDevice } from './feed-lead'
import { createSoloistLink, type SoloistLink, type SoloistLinkOptions } from './link'

/**
 * Soloist's link as the playback engine's feed (the engine's PlayerFeed port): who leads, its commands over the
 * socket, and what the Web API says of the active device. `deviceName` is the name Soloist registers as a
 * Connect device (Encore's own child's, or the one a running Soloist was given): how the Web API's device list
 * names it.
 */
export interface EngineFeed extends PlayerFeed {
  link: SoloistLink
  dispose(): Promise<void>
}

export function createEngineFeed(
  options: Omit<SoloistLinkOptions, 'onChange'> & { deviceName: string | null },
): EngineFeed {
  const listeners = new Set<() => void>()
  const link = createSoloistLink({
    ...options,
    onChange: () => {
      for (const listener of listeners) listener()
    },
  })
  const { deviceName } = options
  const isThis = (device: Device | null) => device !== null && device.isActive && device.name === deviceName
  return {
    link,
    lead: (known, lastShown) => feedLead(link.view(), soloistDevice(deviceName, known, lastShown)),
    onChange(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    send(command) {
      if (link.view().source !== 'soloist') return false
      const frame = soloistCommandOf(command)
      return frame !== null && link.send(frame)
    },
    activeDevice(device) {
      // Without its name the Web API's list cannot tell this Soloist: its own events say whether it plays.
      if (deviceName !== null) link.activeDevice(isThis(device))
    },
    async dispose() {
      listeners.clear()
      await link.dispose()
    },
  }
}

/** The feed of a Soloist already running with `--ws` in `dataDir` (the emulator's stand-in, say). */
export function runningSoloistFeed(
  at: { dataDir: string; deviceName: string },
  ports: { clock: Clock; logger: Logger },
): EngineFeed {
  return createEngineFeed({
    source: { kind: 'existing', dataDir: at.dataDir },
    deviceName: at.deviceName,
    files: nodeRuntimeFiles,
    clock: ports.clock,
    logger: ports.logger,
  })
}
