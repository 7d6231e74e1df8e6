/** vue-i18n's plural chooser: the language's CLDR rules, shared with core's words (contract/word-forms.ts). */
export { pluralChooser } from '@contract'
