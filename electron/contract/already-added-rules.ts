/**
 * Tracks going into a playlist that holds some of them already: asked first, as Spotify asks ("Already added").
 * One track, or several all held: add anyway, or don't. Several with some held: add only the new ones, add all,
 * or don't add. The question is asked only once what the playlist holds is known (read first); a repeat within
 * the tracks being added is not asked about (they come from one list, as the person chose them).
 */
export type AlreadyAddedAnswer = 'all' | 'new' | 'none'

export interface AlreadyAddedChoice {
  answer: AlreadyAddedAnswer
  label: string
  /** The choice that adds no duplicate: it takes the focus, so Enter never adds one by accident. */
  primary: boolean
}

export interface AlreadyAddedQuestion {
  title: string
  message: string
  /** How many of the tracks being added the playlist holds, and how many are being added. */
  held: number
  total: number
  choices: AlreadyAddedChoice[]
}

const plural = (count: number) => (count === 1 ? '1 track' : `${count} tracks`)

/** What to ask before adding `uris` to a playlist named `name` that holds `held`; null: nothing to ask. */
export function alreadyAddedQuestion(
  uris: readonly string[],
  held: ReadonlySet<string>,
  name: string,
): AlreadyAddedQuestion | null {
  const heldCount = uris.filter((uri) => held.has(uri)).length
  if (!heldCount) return null
  const total = uris.length
  if (heldCount === total)
    return {
      title: 'Already added',
      message:
        total === 1
          ? `This track is already in “${name}”.`
          : `These ${plural(total)} are already in “${name}”.`,
      held: heldCount,
      total,
      choices: [
        { answer: 'all', label: 'Add anyway', primary: false },
        { answer: 'none', label: 'Don’t add', primary: true },
      ],
    }
  return {
    title: 'Some already added',
    message: `${heldCount} of these ${plural(total)} ${heldCount === 1 ? 'is' : 'are'} already in “${name}”.`,
    held: heldCount,
    total,
    choices: [
      { answer: 'none', label: 'Don’t add', primary: false },
      { answer: 'all', label: 'Add all', primary: false },
      { answer: 'new', label: 'Add new ones', primary: true },
    ],
  }
}

/** The tracks to add after the answer, in their order: all, those not held yet, or none. */
export function urisToAdd(
  uris: readonly string[],
  held: ReadonlySet<string>,
  answer: AlreadyAddedAnswer,
): string[] {
  if (answer === 'none') return []
  return answer === 'all' ? [...uris] : uris.filter((uri) => !held.has(uri))
}
