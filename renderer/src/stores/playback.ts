import {
  isSpoken,
  type PlaybackState,
  type PlayerCommandCall,
  type PlayerCommandOutcome,
  type PlayInput,
  type Track,
} from '@contract'
import { acceptHMRUpdate, defineStore } from 'pinia'
import { computed } from 'vue'
import { bridge, describeBridgeError } from '../bridge'
import { useBridgeMirror } from '../composables/useBridgeMirror'
import { usePlayerPresence } from '../composables/usePlayerPresence'
import { usePushedRead } from '../composables/usePushedRead'
import { usePlaySuggestions } from '../composables/usePlaySuggestions'
import { useVolumeNudge } from '../composables/useVolumeNudge'
import { said, useWords } from '../i18n'
import { useNoticesStore } from './notices'
import { useSessionStore } from './session'
import { useYourQueueStore } from './your-queue'

/**
 * The player as core publishes it (`playback.state`), with the devices (`devices.changed`) and the queue
 * (`queue.changed`), and the commands. The player's buttons, keys, palette and media keys name a command of the
 * registry (player-command-words.ts) and `run` it: core's engine decides toggles from what shows, pushes the
 * predicted state at once and says refusals as notices. Only a broken connection fails here. Sliders (a
 * drag of the volume or the position) and plays with a place to start keep their direct calls.
 */
export const usePlaybackStore = defineStore('playback', () => {
  const session = useSessionStore()
  const notices = useNoticesStore()
  const { t } = useWords()
  const mirror = useBridgeMirror({
    read: () => bridge.playback.get(),
    event: 'playback.state',
    failure: () => t('player.errors.readPlaying'),
  })
  const state = mirror.value

  const signedIn = computed(() => session.status === 'signed-in')
  usePlayerPresence(signedIn)

  /** A call that could not reach core at all: say so (core's own failures arrive as notices). */
  const unreachable = async (error: unknown, fallback: () => string) => {
    const words = await said(fallback)
    notices.push({ level: 'error', message: describeBridgeError(error, words), code: 'BRIDGE' })
  }
  // Another user's devices and queue must not show after a sign-out (suggestions forget theirs too).
  const { value: devices, readNow: readDevices } = usePushedRead({
    event: 'devices.changed',
    read: () => bridge.playback.devices(),
    failure: () => t('player.errors.devices'),
    signedIn,
    unreachable,
  })
  const pushedQueue = usePushedRead({
    event: 'queue.changed',
    read: () => bridge.playback.queue(),
    failure: () => t('player.errors.queue'),
    signedIn,
    unreachable,
  })
  const queue = pushedQueue.value
  const readQueue = async () => void (await pushedQueue.readNow())
  /** Add to queue: to the end of Encore's queue ("Queued by you"), which hands Spotify one item at a time. */
  const addToQueue = (uri: string, track: Track | null = null) => useYourQueueStore().add(uri, track, 'end')
  const { suggestions, suggestionsError, loadSuggestions } = usePlaySuggestions(signedIn)

  /** Runs a command; its answer becomes the state unless a newer push arrived meanwhile. */
  async function command(call: () => Promise<PlaybackState>): Promise<void> {
    try {
      await mirror.apply(call)
    } catch (error) {
      await unreachable(error, () => t('player.errors.notSent'))
    }
  }

  const track = computed(() => state.value?.track ?? null)
  /** An episode or an audiobook's chapter plays: the transport skips by seconds. */
  const spoken = computed(() => isSpoken(state.value?.itemType))
  const device = computed(() => state.value?.device ?? null)
  const isPlaying = computed(() => state.value?.isPlaying ?? false)
  const volume = computed(() => device.value?.volumePercent ?? null)

  const play = (input?: PlayInput) => command(() => bridge.playback.play(input))
  /**
   * Runs one of the player's commands by its id; the outcome core's dispatcher gave, or null when core could not
   * be reached (said as a notice). The predicted state arrives as a push before the answer.
   */
  async function run(call: PlayerCommandCall): Promise<PlayerCommandOutcome | null> {
    try {
      return await bridge.playback.run(call)
    } catch (error) {
      await unreachable(error, () => t('player.errors.notSent'))
      return null
    }
  }
  /**
   * Plays a context of `count` items from a random one, shuffle on: the first track is a surprise too. An artist
   * takes no place to start at (count 0): it starts where the service does, shuffle turned on after.
   */
  async function shufflePlay(contextUri: string, count: number): Promise<void> {
    const offset = count > 1 ? { offset: { position: Math.floor(Math.random() * count) } } : {}
    // Stays true when the play could not reach core: nothing more is sent then.
    let shuffled = true
    await command(async () => {
      const started = await bridge.playback.play({ contextUri, ...offset })
      shuffled = started.shuffle
      return started
    })
    if (!shuffled) await run({ id: 'player.setShuffle', args: { on: true } })
  }
  const seek = (positionMs: number) =>
    command(() => bridge.playback.seek({ positionMs: Math.max(0, Math.round(positionMs)) }))
  const setVolume = (percent: number) =>
    command(() => bridge.playback.setVolume({ percent: Math.min(100, Math.max(0, Math.round(percent))) }))
  const volumeNudge = useVolumeNudge(volume, setVolume) // the wheel, Ctrl/Cmd+↑/↓: nudgedVolume, nudgeVolume
  const isMuted = computed(() => volume.value === 0)
  const transfer = (deviceId: string) => command(() => bridge.playback.transfer({ deviceId, play: true }))

  return {
    state,
    loadError: mirror.loadError,
    load: mirror.load,
    track,
    spoken,
    device,
    isPlaying,
    volume,
    isMuted,
    devices,
    queue,
    suggestions,
    suggestionsError,
    run,
    play,
    seek,
    setVolume,
    ...volumeNudge,
    shufflePlay,
    transfer,
    addToQueue,
    readDevices,
    readQueue,
    loadSuggestions,
  }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(usePlaybackStore, import.meta.hot))
