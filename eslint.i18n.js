import vueI18n from '@intlify/eslint-plugin-vue-i18n'

/**
 * Words in the page go through the catalogs (renderer/src/i18n): a template that writes words itself is
 * refused in the files already speaking every language. The list grows as screens are translated; when every
 * screen is, it becomes `renderer/src/**\/*.vue` (docs/contributing.md, "Adding a language").
 * test/lint/i18n.test.ts proves the rule fires.
 */
export const TRANSLATED_FILES = [
  'renderer/src/components/ConnectionBanner.vue',
  'renderer/src/components/ContextPlayButton.vue',
  'renderer/src/components/CoverArt.vue',
  'renderer/src/components/DevicePicker.vue',
  'renderer/src/components/LanguageSettings.vue',
  'renderer/src/components/OfflineCopyMark.vue',
  'renderer/src/components/PlayerBar.vue',
  'renderer/src/components/PlayerButton.vue',
  'renderer/src/components/PlayerStatusNotice.vue',
  'renderer/src/components/QueueList.vue',
  'renderer/src/components/SaveButton.vue',
  'renderer/src/components/SeekBar.vue',
  'renderer/src/components/SleepTimerMark.vue',
  'renderer/src/components/SuggestionGrid.vue',
  'renderer/src/components/TransportControls.vue',
  'renderer/src/components/VolumeControl.vue',
  'renderer/src/components/YourQueueList.vue',
  'renderer/src/components/discover/CategoryTile.vue',
  'renderer/src/components/discover/DiscoverHome.vue',
  'renderer/src/components/discover/DiscoverShelf.vue',
  'renderer/src/components/discover/RadioSeeds.vue',
  'renderer/src/components/discover/SoundChart.vue',
  'renderer/src/components/discover/SoundTimeline.vue',
  'renderer/src/components/discover/TrackTile.vue',
  'renderer/src/components/discover/TuningPanel.vue',
  'renderer/src/components/home/ClassicShelves.vue',
  'renderer/src/components/home/FollowedReleasesShelf.vue',
  'renderer/src/components/home/HistoryTrackShelf.vue',
  'renderer/src/components/home/JumpBackInShelf.vue',
  'renderer/src/components/home/OnRepeatShelf.vue',
  'renderer/src/components/home/RecentlyPlayedShelf.vue',
  'renderer/src/components/home/RediscoverShelf.vue',
  'renderer/src/components/home/YourTopShelves.vue',
  'renderer/src/components/listening/ListeningChart.vue',
  'renderer/src/components/listening/ListeningDays.vue',
  'renderer/src/components/listening/ListeningPattern.vue',
  'renderer/src/components/listening/ListeningTopList.vue',
  'renderer/src/components/lyrics/LyricsButton.vue',
  'renderer/src/components/lyrics/LyricsLines.vue',
  'renderer/src/components/lyrics/LyricsPanel.vue',
  'renderer/src/components/lyrics/MiniLyrics.vue',
  'renderer/src/views/BrowseView.vue',
  'renderer/src/views/CategoryView.vue',
  'renderer/src/views/HomeView.vue',
  'renderer/src/views/ListeningView.vue',
  'renderer/src/views/MiniPlayerView.vue',
  'renderer/src/views/NowPlayingView.vue',
  'renderer/src/views/RadioView.vue',
]

export const i18nRules = [
  {
    files: TRANSLATED_FILES,
    plugins: { '@intlify/vue-i18n': vueI18n },
    rules: {
      '@intlify/vue-i18n/no-raw-text': [
        'error',
        // Marks that are not words: punctuation, symbols and the music note of a pause.
        { ignorePattern: '^[\\s\\p{P}\\p{S}♪…·–—]+$' },
      ],
    },
  },
]
