import { alreadyAddedQuestion, urisToAdd, type AlreadyAddedQuestion } from '@contract'
import { useWords } from '../i18n'
import { useLibraryUiStore } from '../stores/library-ui'
import { partsOf, usePlaylistEdits } from './usePlaylistEdits'

/**
 * The contract's question (what to ask, and which answers) in the words of the language spoken: all the tracks
 * held ("Already added": add anyway or not), or some ("Some already added": only the new ones, all, or none).
 */
export function alreadyAddedInWords(question: AlreadyAddedQuestion, name: string): AlreadyAddedQuestion {
  const { t, locale } = useWords()
  const { held, total } = question
  const count = total.toLocaleString(locale.value)
  const every = held === total
  return {
    ...question,
    title: every ? t('library.already.title') : t('library.already.someTitle'),
    message: every
      ? t('library.already.all', { count, name }, total)
      : t('library.already.some', { held: held.toLocaleString(locale.value), count, name }, held),
    choices: question.choices.map((choice) => ({
      ...choice,
      label: every
        ? t(`library.already.allChoice.${choice.answer}`)
        : t(`library.already.someChoice.${choice.answer}`),
    })),
  }
}

/**
 * The one way tracks go into a playlist from the page ("Add to playlist", a paste, a drop). What the playlist
 * holds is read first (core's copy, edits on their way included), so "Already added" is asked only when it is
 * known; then what the answer keeps is added at the end (or the top) through the outbox, with Undo on the notice.
 * Answers the tracks added (none when the person chose not to add). Throws when core cannot be reached or the
 * playlist cannot be read: then nothing was added.
 */
export function useAddToPlaylist() {
  const ui = useLibraryUiStore()
  const edits = usePlaylistEdits()
  return async function addToPlaylist(
    playlist: { id: string; name: string },
    uris: readonly string[],
    top = false,
  ): Promise<string[]> {
    const held = await edits.heldAlready(playlist.id, uris)
    const question = alreadyAddedQuestion(uris, held, playlist.name)
    const list = question
      ? urisToAdd(uris, held, await ui.askAlreadyAdded(alreadyAddedInWords(question, playlist.name)))
      : [...uris]
    // In parts the bridge takes at once (a dropped album or playlist can be longer); at the top the last part
    // goes first, so the parts keep their order.
    const parts = partsOf(list)
    for (const part of top ? parts.reverse() : parts) await edits.add(playlist, part, top)
    return list
  }
}
