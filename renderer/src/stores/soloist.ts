import { THIS_COMPUTER, type Device, type SoloistChange } from '@contract'
import { acceptHMRUpdate, defineStore } from 'pinia'
import { computed, shallowRef } from 'vue'
import { bridge, describeBridgeError } from '../bridge'
import { useBridgeMirror } from '../composables/useBridgeMirror'
import { said, useWords } from '../i18n'

/**
 * Settings → This computer (`soloist.changed`): Spotify Soloist's state as core says it, the changes the
 * person makes, and which device of the picker is this computer. The API key only goes out from here.
 */
export const useSoloistStore = defineStore('soloist', () => {
  const mirror = useBridgeMirror({
    read: () => bridge.soloist.get(),
    event: 'soloist.changed',
    failure: () => useWords().t('app.store.soloistReadFailed'),
  })
  /** Why the last change was not made, in words (core's own, for a value it refused). */
  const changeError = shallowRef<string | null>(null)
  const busy = shallowRef(false)

  async function run(
    call: () => ReturnType<typeof bridge.soloist.get>,
    failure: () => string,
  ): Promise<boolean> {
    changeError.value = null
    busy.value = true
    try {
      await mirror.apply(call)
      return true
    } catch (error) {
      changeError.value = describeBridgeError(error, await said(failure))
      return false
    } finally {
      busy.value = false
    }
  }
  const set = (change: SoloistChange) =>
    run(
      () => bridge.soloist.set(change),
      () => useWords().t('app.store.soloistChangeFailed'),
    )
  const chooseBinary = () =>
    run(
      () => bridge.soloist.chooseBinary(),
      () => useWords().t('app.store.soloistDialogFailed'),
    )

  /** The Connect device Soloist registered, whatever its name: the picker shows it as This computer. */
  const isThisComputer = (device: Pick<Device, 'name'>) => {
    const shown = mirror.value.value?.deviceShown
    return shown !== null && shown !== undefined && device.name === shown
  }
  /** The devices with this computer first; the others keep the service's order. */
  const thisComputerFirst = <D extends Pick<Device, 'name'>>(devices: readonly D[]): D[] => [
    ...devices.filter(isThisComputer),
    ...devices.filter((device) => !isThisComputer(device)),
  ]
  const label = (device: Pick<Device, 'name'>) => (isThisComputer(device) ? THIS_COMPUTER : device.name)

  return {
    state: mirror.value,
    loadError: mirror.loadError,
    changeError,
    busy: computed(() => busy.value),
    set,
    chooseBinary,
    isThisComputer,
    thisComputerFirst,
    label,
  }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useSoloistStore, import.meta.hot))
