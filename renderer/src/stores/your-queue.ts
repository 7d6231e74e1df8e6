import { YOUR_QUEUE_MAX, type Track, type YourQueueAnswer } from '@contract'
import { acceptHMRUpdate, defineStore } from 'pinia'
import { bridge, describeBridgeError } from '../bridge'
import { useBridgeMirror } from '../composables/useBridgeMirror'
import { said, useWords } from '../i18n'
import { useNoticesStore } from './notices'

/**
 * Encore's queue, "Queued by you" (`yourQueue.changed`): Now playing's and the mini player's Next up show it
 * first. Core keeps it and hands Spotify one item at a time; a refusal (a full queue) is said as a notice.
 */
export const useYourQueueStore = defineStore('yourQueue', () => {
  const { t, locale } = useWords()
  const mirror = useBridgeMirror({
    read: () => bridge.yourQueue.get(),
    event: 'yourQueue.changed',
    failure: () => t('player.errors.yourQueue'),
  })
  const notices = useNoticesStore()

  /** A position out of range (from 1, as core named it), with the queue's range. */
  function positionWords(position: number | undefined, last: number): string {
    if (last === 0) return t('player.refused.queuePositionEmpty', { position })
    if (last === 1) return t('player.refused.queuePositionOnly', { position })
    return t('player.refused.queuePosition', { position, last })
  }

  /** Why a change was refused: core's English (the command line prints it), else the page's words by its code. */
  function refusedWords(answer: Extract<YourQueueAnswer, { status: 'refused' }>): Promise<string> | string {
    if (locale.value === 'en') return answer.reason
    return said(() =>
      answer.code === 'FULL'
        ? t('player.refused.queueFull', { max: YOUR_QUEUE_MAX })
        : answer.code === 'POSITION'
          ? positionWords(answer.position, answer.queue.items.length)
          : t('player.refused.signInFirst'),
    )
  }

  /** Runs one change; answers whether it was done. */
  async function change(call: () => Promise<YourQueueAnswer>, failure: () => string): Promise<boolean> {
    try {
      const answer = await call()
      mirror.value.value = answer.queue
      if (answer.status === 'refused') notices.push({ level: 'warning', message: await refusedWords(answer) })
      return answer.status === 'done'
    } catch (error) {
      notices.push({
        level: 'error',
        message: describeBridgeError(error, await said(failure)),
        code: 'BRIDGE',
      })
      return false
    }
  }

  /** Add to queue (`end`) or Play next (`next`); the track, when the page has it, names the row. */
  async function add(uri: string, track: Track | null = null, at: 'end' | 'next' = 'end') {
    const done = await change(
      () => bridge.yourQueue.add({ uri, track, at }),
      () => t('player.errors.notAdded'),
    )
    if (done) {
      const message = await said(() => (at === 'next' ? t('player.queued.next') : t('player.queued.end')))
      notices.push({ level: 'success', message, code: 'QUEUED' })
    }
  }

  return {
    queue: mirror.value,
    add,
    move: (from: number, to: number) =>
      change(
        () => bridge.yourQueue.move({ from, to }),
        () => t('player.errors.move'),
      ),
    remove: (position: number) =>
      change(
        () => bridge.yourQueue.remove({ position }),
        () => t('player.errors.remove'),
      ),
    clear: () =>
      change(
        () => bridge.yourQueue.clear(),
        () => t('player.errors.clear'),
      ),
  }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useYourQueueStore, import.meta.hot))
