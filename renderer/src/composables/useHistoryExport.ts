import type { HistoryExportFormat } from '@contract'
import { shallowRef } from 'vue'
import { bridge, describeBridgeError } from '../bridge'
import { useWords } from '../i18n'
import { useNoticesStore } from '../stores/notices'

/** The whole history as one file: every part core answers (each one bridge answer), joined in order. */
export async function readExport(
  format: HistoryExportFormat,
): Promise<{ fileName: string; mimeType: string; text: string }> {
  const first = await bridge.history.export({ format, part: 0 })
  const texts = [first.text]
  for (let part = 1; part < first.parts; part++)
    texts.push((await bridge.history.export({ format, part, until: first.until })).text)
  return { fileName: first.fileName, mimeType: first.mimeType, text: texts.join('') }
}

/** How long the file's address stays valid after the download began: the browser reads it on its own time. */
const REVOKE_AFTER_MS = 60_000

/**
 * Saves text as a file the way a page can: a Blob and a link with `download`. The browser saves it in its
 * downloads (or asks where); the desktop app asks where, in Downloads to begin with (the shell's will-download).
 */
export function saveAsFile(fileName: string, mimeType: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: mimeType }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS)
}

/** "Export": reads the history as CSV or JSON and saves it; one at a time, and says how it went. */
export function useHistoryExport() {
  const notices = useNoticesStore()
  const { t } = useWords()
  const busy = shallowRef(false)
  async function run(format: HistoryExportFormat): Promise<void> {
    if (busy.value) return
    busy.value = true
    try {
      const file = await readExport(format)
      saveAsFile(file.fileName, file.mimeType, file.text)
      notices.push({ level: 'success', message: t('settings.history.saved', { file: file.fileName }) })
    } catch (error) {
      notices.push({
        level: 'error',
        message: describeBridgeError(error, t('settings.history.exportFailed')),
      })
    } finally {
      busy.value = false
    }
  }
  return { busy, run }
}
