import type { SleepRefusalCode, SleepRequest } from '@contract'
import { acceptHMRUpdate, defineStore } from 'pinia'
import { bridge, describeBridgeError } from '../bridge'
import { useBridgeMirror } from '../composables/useBridgeMirror'
import { said, useWords } from '../i18n'
import { useNoticesStore } from './notices'

/**
 * The sleep timer (`sleep.changed`): the player's and the mini player's mark show it, the palette sets it.
 * Core decides everything; a refusal ("Nothing is playing…", "Sign in first…") is said as a notice.
 */
export const useSleepStore = defineStore('sleep', () => {
  const { t, locale } = useWords()
  const mirror = useBridgeMirror({
    read: () => bridge.sleep.get(),
    event: 'sleep.changed',
    failure: () => t('player.errors.sleepRead'),
  })
  const notices = useNoticesStore()
  /** The page's words for each reason core refuses a timer. */
  const refusals: Record<SleepRefusalCode, () => string> = {
    NOTHING_PLAYING: () => t('player.refused.nothingPlaying'),
    NOT_SIGNED_IN: () => t('player.refused.sleepSignedOut'),
  }
  async function set(request: SleepRequest): Promise<void> {
    try {
      const answer = await bridge.sleep.set(request)
      mirror.value.value = answer.timer
      // Core's reason is English (the command line prints it); in the page's words by its code otherwise.
      if (answer.status === 'refused') {
        const message = locale.value === 'en' ? answer.reason : await said(refusals[answer.code])
        notices.push({ level: 'warning', message })
      }
    } catch (error) {
      notices.push({
        level: 'error',
        message: describeBridgeError(error, await said(() => t('player.errors.sleepSet'))),
      })
    }
  }
  return { timer: mirror.value, set }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useSleepStore, import.meta.hot))
