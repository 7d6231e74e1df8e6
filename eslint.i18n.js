import vueI18n from '@intlify/eslint-plugin-vue-i18n'

/**
 * Words in the page go through the catalogs (renderer/src/i18n): a template that writes words itself is
 * refused in the files already speaking every language. The list grows as screens are translated; when every
 * screen is, it becomes `renderer/src/**\/*.vue` (docs/contributing.md, "Adding a language").
 * test/lint/i18n.test.ts proves the rule fires.
 */
export const TRANSLATED_FILES = [
  'renderer/src/App.vue',
  'renderer/src/components/AboutSettings.vue',
  'renderer/src/components/AboutUpdates.vue',
  'renderer/src/components/AccountChip.vue',
  'renderer/src/components/AccountRefusalBanner.vue',
  'renderer/src/components/AccountSettings.vue',
  'renderer/src/components/AppSidebar.vue',
  'renderer/src/components/BrandMark.vue',
  'renderer/src/components/CheckSetting.vue',
  'renderer/src/components/ConnectionBanner.vue',
  'renderer/src/components/HistorySettings.vue',
  'renderer/src/components/HotkeyCommands.vue',
  'renderer/src/components/HotkeyField.vue',
  'renderer/src/components/HotkeySettings.vue',
  'renderer/src/components/KeyboardShortcuts.vue',
  'renderer/src/components/LanguageSettings.vue',
  'renderer/src/components/NoticeToasts.vue',
  'renderer/src/components/PlayerStatusNotice.vue',
  'renderer/src/components/PreferenceSettings.vue',
  'renderer/src/components/PrivacySettings.vue',
  'renderer/src/components/ReportProblem.vue',
  'renderer/src/components/RequestCounts.vue',
  'renderer/src/components/SelectSetting.vue',
  'renderer/src/components/ServiceOffers.vue',
  'renderer/src/components/ServiceSettings.vue',
  'renderer/src/components/SettingsSection.vue',
  'renderer/src/components/SignInEndsNotice.vue',
  'renderer/src/components/SignInProgress.vue',
  'renderer/src/components/SignInPrompt.vue',
  'renderer/src/components/SignOutReasonAlert.vue',
  'renderer/src/components/SpotifySetupForm.vue',
  'renderer/src/components/StatusBar.vue',
  'renderer/src/components/ThisComputerSettings.vue',
  'renderer/src/components/UnavailableFeature.vue',
  'renderer/src/components/UserAvatar.vue',
  'renderer/src/components/library/CommandPalette.vue',
  'renderer/src/components/library/ContextMenu.vue',
  'renderer/src/components/lyrics/LyricsSettings.vue',
  'renderer/src/components/outbox/OutboxDialog.vue',
  'renderer/src/components/outbox/WaitingChanges.vue',
  'renderer/src/components/shelf/PlaylistFolderSettings.vue',
  'renderer/src/views/SettingsView.vue',
  'renderer/src/views/SignInView.vue',
]

export const i18nRules = [
  {
    files: TRANSLATED_FILES,
    plugins: { '@intlify/vue-i18n': vueI18n },
    rules: {
      '@intlify/vue-i18n/no-raw-text': [
        'error',
        {
          // Marks that are not words: punctuation, symbols and the music note of a pause.
          ignorePattern: '^[\\s\\p{P}\\p{S}♪…·–—]+$',
          // Words a person hears or reads in an attribute, on every element and component: a screen reader's
          // name and description, a tooltip, a field's hint, a picture's text, a control's label.
          attributes: {
            '/.*/': ['aria-label', 'aria-description', 'title', 'placeholder', 'alt', 'label'],
          },
        },
      ],
    },
  },
]
