import { sleepMinuteChoices, type Settings, type SleepRequest } from '@contract'
import { computed, nextTick } from 'vue'
import { useRouter } from 'vue-router'
import { useLyricsStore } from '../stores/lyrics'
import { usePlaybackStore } from '../stores/playback'
import { useSessionStore } from '../stores/session'
import { useSettingsStore } from '../stores/settings'
import { useSleepStore } from '../stores/sleep'
import type { PaletteCommand } from './usePaletteCommands'
import { usePalettePlayerCommands } from './usePalettePlayerCommands'
import { useSignOut } from './useSignOut'

type Theme = Settings['theme']
const themeWords: Record<Theme, string> = { dark: 'Dark', light: 'Light', system: 'As the system' }
/** Settings' sections, by the id each carries on the page. */
const sections: [id: string, title: string, keywords: string][] = [
  ['account', 'Account', 'profile email plan'],
  ['service', 'Service', 'spotify demo client'],
  ['history', 'Listening history', 'history export forget'],
  ['appearance', 'Appearance', 'theme dark light colours'],
  ['requests', 'Requests', 'budget quota limit'],
  ['mini-player', 'Mini player', 'tray popover floating small'],
  ['notifications', 'Notifications and system', 'notify start login'],
  ['lyrics', 'Lyrics', 'words lrclib'],
  ['hotkeys', 'Hotkeys', 'shortcuts keys media'],
  ['about', 'About Encore', 'version licences'],
]

/**
 * The palette's commands found by typing (not listed while it is empty): the volume, a device by its name, the
 * theme, the lyrics, signing out, and each section of Settings (the mini player's among them).
 */
export function usePaletteMoreCommands() {
  const player = usePlaybackStore()
  const settings = useSettingsStore()
  const lyrics = useLyricsStore()
  const session = useSessionStore()
  const sleep = useSleepStore()
  const router = useRouter()
  const signOut = useSignOut()
  // Devices by name: the list is read once, as the palette opens, where the page has none yet.
  if (player.devices === null) void player.readDevices()
  const playerCommands = usePalettePlayerCommands()
  async function openSection(id: string) {
    await router.push('/settings')
    await nextTick()
    document.getElementById(id)?.scrollIntoView({ block: 'start' })
  }
  return computed<PaletteCommand[]>(() => {
    // The volume's commands, while the player has a volume (Mute or Unmute by what shows).
    const volumeCommands = playerCommands.typed()
    const devices = (player.devices ?? [])
      .filter((device) => !device.isRestricted && !device.isActive)
      .map<PaletteCommand>((device) => ({
        id: `device:${device.name}`,
        label: `Play on ${device.name}`,
        keywords: 'device speaker move transfer',
        detail: 'Device',
        run: () => void player.transfer(device.id),
      }))
    const themes = (Object.keys(themeWords) as Theme[])
      .filter((theme) => theme !== settings.values?.theme)
      .map<PaletteCommand>((theme) => ({
        id: `theme:${theme}`,
        label: `Theme: ${themeWords[theme]}`,
        keywords: 'appearance colours dark light mode',
        detail: 'Settings',
        run: () => void settings.update({ theme }),
      }))
    const lyricsCommand: PaletteCommand = lyrics.enabled
      ? {
          id: 'lyrics:show',
          label: 'Show lyrics',
          keywords: 'words sing along',
          detail: 'Now playing',
          run: () => {
            lyrics.shown = true
            void router.push('/now-playing')
          },
        }
      : {
          id: 'lyrics:settings',
          label: 'Turn on lyrics',
          keywords: 'words sing along show',
          detail: 'Settings · Lyrics',
          run: () => void openSection('lyrics'),
        }
    // "Sleep timer…": typed, it lists each choice (15 to 60 minutes, the end of this track, off).
    const sleepChoices: [id: string, words: string, request: SleepRequest][] = [
      ...sleepMinuteChoices.map((minutes): [string, string, SleepRequest] => [
        `${minutes}`,
        `${minutes} minutes`,
        { mode: 'time', minutes },
      ]),
      ['track', 'end of this track', { mode: 'track' }],
      ['off', 'off', { mode: 'off' }],
    ]
    const sleepCommands = sleepChoices.map<PaletteCommand>(([id, words, request]) => ({
      id: `sleep:${id}`,
      label: `Sleep timer… ${words}`,
      keywords: 'pause stop later night bed',
      detail: 'Player',
      run: () => void sleep.set(request),
    }))
    return [
      ...volumeCommands,
      ...sleepCommands,
      ...devices,
      ...themes,
      lyricsCommand,
      ...sections.map<PaletteCommand>(([id, title, keywords]) => ({
        id: `settings:${id}`,
        label: `Settings: ${title}`,
        keywords: `preferences ${keywords}`,
        detail: 'Settings',
        run: () => void openSection(id),
      })),
      ...(session.status === 'signed-in'
        ? [
            {
              id: 'session:sign-out',
              label: 'Sign out',
              keywords: 'log out logout leave account',
              detail: 'Account',
              run: () => void signOut(),
            },
          ]
        : []),
    ]
  })
}
