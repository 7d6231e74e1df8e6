import type { PlaylistEditState } from '@contract'
import { onScopeDispose, shallowRef, toValue, watch, type MaybeRefOrGetter } from 'vue'
import { bridge } from '../bridge'

/**
 * What core says of an open playlist as edits show, confirm or roll back (`playlist.changed`): the revision
 * the rows must be read at, how many there are, and how many edits are still on their way. It stops listening
 * when its page goes: a listener left behind kept every playlist page ever opened alive, with its rows (the
 * soak found ~500 DOM nodes and their components held for each visit).
 */
export function usePlaylistChanges(id: MaybeRefOrGetter<string>) {
  const latest = shallowRef<PlaylistEditState | null>(null)
  const off = bridge.on('playlist.changed', (state) => {
    if (state.id === toValue(id)) latest.value = state
  })
  onScopeDispose(off)
  watch(
    () => toValue(id),
    () => (latest.value = null),
  )
  return { latest, stop: off }
}
