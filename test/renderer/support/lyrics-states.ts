import type { Lyrics, LyricsSearch, SettingsSnapshot } from '../../../electron/contract'
import { defaultSettings, snapshot } from './states'

/** Lyrics as core answers them, for the track of `playing()` (playback-states.ts). */

export const lyricsSearch: LyricsSearch = {
  trackName: 'Dusty Ghosts',
  artistName: 'Ines Nakamura',
  albumName: 'Silver Wave',
  durationS: 207,
}

export const instrumental = (): Lyrics => ({
  status: 'instrumental',
  trackUri: 'spotify:track:track1',
  match: lyricsSearch,
})

/** The settings with lyrics on (or off). */
export function lyricsSettings(enabled: boolean): SettingsSnapshot {
  const values = structuredClone(defaultSettings)
  values.lyrics.enabled = enabled
  return snapshot({ values })
}
