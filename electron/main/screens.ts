import { screen } from 'electron'
import type { Screens } from '../core'

/** The displays as core's placement reads them: each one's bounds and work area, and which is primary. */
export function readScreens(): Screens {
  return {
    displays: screen.getAllDisplays().map(({ id, bounds, workArea }) => ({ id, bounds, workArea })),
    primaryId: screen.getPrimaryDisplay().id,
  }
}
