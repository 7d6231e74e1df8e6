import { dialog, type OpenDialogOptions } from 'electron'
import type { SoloistPorts } from '../core'

/**
 * What the desktop app gives Settings → This computer: the PATH to look for Soloist on, and the system's file
 * dialog to choose its program.
 */
export function soloistShellPorts(pathVariable: string | undefined): SoloistPorts {
  return {
    ...(pathVariable !== undefined ? { pathVariable } : {}),
    async chooseFile({ title }) {
      const options: OpenDialogOptions = {
        title,
        buttonLabel: 'Use this program',
        properties: ['openFile', 'dontAddToRecent'],
      }
      const answer = await dialog.showOpenDialog(options)
      return answer.canceled ? null : (answer.filePaths[0] ?? null)
    },
  }
}
