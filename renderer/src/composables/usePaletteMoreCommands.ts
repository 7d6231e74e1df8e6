import { sleepMinuteChoices, type Settings, type SleepRequest } from '@contract'
import { computed, nextTick } from 'vue'
import { useRouter } from 'vue-router'
import { useWords } from '../i18n'
import { useLyricsStore } from '../stores/lyrics'
import { usePlaybackStore } from '../stores/playback'
import { useSessionStore } from '../stores/session'
import { useSettingsStore } from '../stores/settings'
import { useSleepStore } from '../stores/sleep'
import type { PaletteCommand } from './usePaletteCommands'
import { usePalettePlayerCommands } from './usePalettePlayerCommands'
import { useSignOut } from './useSignOut'

type Theme = Settings['theme']
const THEMES: readonly Theme[] = ['dark', 'light', 'system']
/** Settings' sections, by the id each carries on the page. */
const sections: [id: string, section: string, keywords: string][] = [
  ['account', 'account', 'profile email plan'],
  ['service', 'service', 'spotify demo client'],
  ['history', 'history', 'history export forget'],
  ['appearance', 'appearance', 'theme dark light colours'],
  ['requests', 'requests', 'budget quota limit'],
  ['mini-player', 'miniPlayer', 'tray popover floating small'],
  ['notifications', 'notifications', 'notify start login'],
  ['lyrics', 'lyrics', 'words lrclib'],
  ['hotkeys', 'hotkeys', 'shortcuts keys media'],
  ['about', 'about', 'version licences'],
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
  const { t } = useWords()
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
        label: t('frame.palette.more.playOn', { device: device.name }),
        keywords: 'device speaker move transfer',
        detail: t('frame.palette.more.device'),
        run: () => void player.transfer(device.id),
      }))
    const themes = THEMES.filter((theme) => theme !== settings.values?.theme).map<PaletteCommand>(
      (theme) => ({
        id: `theme:${theme}`,
        label: t('frame.palette.more.theme', { theme: t(`frame.palette.more.themes.${theme}`) }),
        keywords: 'appearance colours dark light mode',
        detail: t('frame.palette.more.settings'),
        run: () => void settings.update({ theme }),
      }),
    )
    const lyricsCommand: PaletteCommand = lyrics.enabled
      ? {
          id: 'lyrics:show',
          label: t('frame.palette.more.showLyrics'),
          keywords: 'words sing along',
          detail: t('frame.sidebar.place.nowPlaying'),
          run: () => {
            lyrics.shown = true
            void router.push('/now-playing')
          },
        }
      : {
          id: 'lyrics:settings',
          label: t('frame.palette.more.turnOnLyrics'),
          keywords: 'words sing along show',
          detail: t('frame.palette.more.settingsLyrics'),
          run: () => void openSection('lyrics'),
        }
    // "Sleep timer…": typed, it lists each choice (15 to 60 minutes, the end of this track, off).
    const sleepChoices: [id: string, words: string, request: SleepRequest][] = [
      ...sleepMinuteChoices.map((minutes): [string, string, SleepRequest] => [
        `${minutes}`,
        t('frame.palette.more.minutes', { minutes }),
        { mode: 'time', minutes },
      ]),
      ['track', t('frame.palette.more.endOfTrack'), { mode: 'track' }],
      ['off', t('frame.palette.more.off'), { mode: 'off' }],
    ]
    const sleepCommands = sleepChoices.map<PaletteCommand>(([id, words, request]) => ({
      id: `sleep:${id}`,
      label: t('frame.palette.more.sleep', { words }),
      keywords: 'pause stop later night bed',
      detail: t('frame.palette.more.player'),
      run: () => void sleep.set(request),
    }))
    return [
      ...volumeCommands,
      ...sleepCommands,
      ...devices,
      ...themes,
      lyricsCommand,
      ...sections.map<PaletteCommand>(([id, section, keywords]) => ({
        id: `settings:${id}`,
        label: t('frame.palette.more.section', { section: t(`frame.palette.more.sections.${section}`) }),
        keywords: `preferences ${keywords}`,
        detail: t('frame.palette.more.settings'),
        run: () => void openSection(id),
      })),
      ...(session.status === 'signed-in'
        ? [
            {
              id: 'session:sign-out',
              label: t('signIn.account.signOut'),
              keywords: 'log out logout leave account',
              detail: t('signIn.account.title'),
              run: () => void signOut(),
            },
          ]
        : []),
    ]
  })
}
