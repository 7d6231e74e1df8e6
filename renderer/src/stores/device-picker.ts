import { acceptHMRUpdate, defineStore } from 'pinia'
import { shallowRef } from 'vue'
import { bridge } from '../bridge'
import { useNoticesStore } from './notices'

/**
 * Why the picker is open: the user looks at the devices (`browse`), or should choose where to play
 * (`choose`: a play found no device, or the user asked for one from "No device").
 */
export type PickerReason = 'browse' | 'choose'

/**
 * Whether the device picker is open, and why. Core sends a `CHOOSE_DEVICE` notice when a play found no device;
 * the picker then opens by itself, and choosing a device plays what the user asked for (core remembers it).
 */
export const useDevicePickerStore = defineStore('device-picker', () => {
  const openFor = shallowRef<PickerReason | null>(null)

  const open = (reason: PickerReason = 'browse') => {
    openFor.value = reason
  }
  /**
   * Closes the picker. Closed without a choice while asked to choose, what waited for a device (a play, a
   * track to queue) is forgotten, so a later device change does not start it by surprise.
   */
  const close = (how: 'chose' | 'dismissed' = 'dismissed') => {
    if (openFor.value === 'choose' && how === 'dismissed')
      void bridge.playback.cancelWaiting().catch(() => {})
    openFor.value = null
  }

  // The picker itself, headed "Choose where to play", is the answer: no toast says it again.
  useNoticesStore().answerElsewhere('CHOOSE_DEVICE')
  bridge.on('notice', (notice) => {
    if (notice.code === 'CHOOSE_DEVICE') open('choose')
  })

  return { openFor, open, close }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useDevicePickerStore, import.meta.hot))
