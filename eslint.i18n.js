import vueI18n from '@intlify/eslint-plugin-vue-i18n'

/**
 * Words in the page go through the catalogs (renderer/src/i18n): a template that writes words itself is
 * refused in the files already speaking every language. The list grows as screens are translated; when every
 * screen is, it becomes `renderer/src/**\/*.vue` (docs/contributing.md, "Adding a language").
 * test/lint/i18n.test.ts proves the rule fires.
 */
export const TRANSLATED_FILES = [
  'renderer/src/components/ConnectionBanner.vue',
  'renderer/src/components/LanguageSettings.vue',
  'renderer/src/components/PlayerStatusNotice.vue',
  'renderer/src/components/detail/DetailPage.vue',
  'renderer/src/components/detail/DetailSection.vue',
  'renderer/src/components/library/AddToPlaylistDialog.vue',
  'renderer/src/components/library/AppDialog.vue',
  'renderer/src/components/library/ArtistAlbums.vue',
  'renderer/src/components/library/ConfirmDialog.vue',
  'renderer/src/components/library/EqualiserMark.vue',
  'renderer/src/components/library/LibraryListState.vue',
  'renderer/src/components/library/LibraryMedia.vue',
  'renderer/src/components/library/LibraryOverlays.vue',
  'renderer/src/components/library/LibraryTabList.vue',
  'renderer/src/components/library/LibraryTracks.vue',
  'renderer/src/components/library/ListState.vue',
  'renderer/src/components/library/MediaItemTile.vue',
  'renderer/src/components/library/MediaRow.vue',
  'renderer/src/components/library/MediaTile.vue',
  'renderer/src/components/library/PageItemRow.vue',
  'renderer/src/components/library/PlaylistFormDialog.vue',
  'renderer/src/components/library/PlaylistHeader.vue',
  'renderer/src/components/library/SectionState.vue',
  'renderer/src/components/library/SyncProgress.vue',
  'renderer/src/components/library/TrackList.vue',
  'renderer/src/components/library/TrackListHeader.vue',
  'renderer/src/components/library/TrackRow.vue',
  'renderer/src/components/library/VirtualList.vue',
  'renderer/src/components/shelf/FolderNameDialog.vue',
  'renderer/src/components/shelf/PlaylistFolderSettings.vue',
  'renderer/src/components/shelf/PlaylistFolderStrip.vue',
  'renderer/src/components/shelf/PlaylistShelf.vue',
  'renderer/src/components/shelf/ShelfEntry.vue',
  'renderer/src/components/spoken/EpisodeList.vue',
  'renderer/src/components/spoken/EpisodeRow.vue',
  'renderer/src/components/spoken/LibrarySpoken.vue',
  'renderer/src/components/spoken/NotesText.vue',
  'renderer/src/views/AlbumView.vue',
  'renderer/src/views/ArtistView.vue',
  'renderer/src/views/AudiobookView.vue',
  'renderer/src/views/EpisodeView.vue',
  'renderer/src/views/LibraryView.vue',
  'renderer/src/views/NotFoundView.vue',
  'renderer/src/views/PlaylistView.vue',
  'renderer/src/views/SearchView.vue',
  'renderer/src/views/ShowView.vue',
  'renderer/src/views/TrackView.vue',
  'renderer/src/views/UserView.vue',
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
