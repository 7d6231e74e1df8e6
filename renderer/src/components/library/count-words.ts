import { useWords } from '../../i18n'

/**
 * "1 track", "1,234 tracks", "12 曲": a count and its noun in the language spoken, its plural chosen by that
 * language's rules and its figure written as that language writes numbers.
 */
const figure = (count: number) => count.toLocaleString(useWords().locale.value)

export const trackCount = (count: number) =>
  useWords().t('library.count.tracks', { count: figure(count) }, count)
export const episodeCount = (count: number) =>
  useWords().t('library.count.episodes', { count: figure(count) }, count)
export const chapterCount = (count: number) =>
  useWords().t('library.count.chapters', { count: figure(count) }, count)
export const followerCount = (count: number) =>
  useWords().t('library.count.followers', { count: figure(count) }, count)
