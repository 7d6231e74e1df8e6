import { powerMonitor } from 'electron'
import type { ShellFeature } from '../shell-context'

/**
 * After sleep, or when the screen is unlocked, what the tray, MPRIS and the media session show is from before:
 * core reads the service at once (and tries a sign-in still waiting for it) rather than at its next turn.
 */
export const wakeFeature: ShellFeature = ({ encore, logger }) => {
  const wake = (why: string) => () => {
    logger.debug('The computer woke; reading the service again', { why })
    encore.api.app.wake().catch((error: unknown) => logger.warn('Reading after waking failed', { error }))
  }
  const onResume = wake('resume')
  const onUnlock = wake('unlock-screen')
  powerMonitor.on('resume', onResume)
  powerMonitor.on('unlock-screen', onUnlock)
  return () => {
    powerMonitor.removeListener('resume', onResume)
    powerMonitor.removeListener('unlock-screen', onUnlock)
  }
}
