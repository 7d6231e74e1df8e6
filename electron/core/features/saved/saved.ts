import type { ShownLanguage } from '../../../contract'
import { wordsIn } from '../../base/words'
import { kindOfUri } from '../../service/api/saved-kinds'
import type { CoreBus } from '../../base/bridge/event-bus'
import { savedItemOf, savedSending, type Outbox, type Outcome, type SavedChange } from '../outbox'
import { savedWords, type SavedWords } from './saved-words'

/**
 * "Is it saved?" has one owner: this feature, below the player and the library. It answers from what waits in
 * the outbox, then what the service took but the lists do not hold yet, then the library's lists (handed in as
 * `SavedLists`); it queues saves and follows in the outbox (the player's heart, the library window, a playlist's
 * follow), is the outbox's handler for them, and tells `saved.changed` on the bus when what shows changed: a
 * save now, or one refused or taken back (shown as before, with the outbox's notice).
 */

/** What the library's lists say and do about saved items: the library implements it, the root hands it in. */
export interface SavedLists {
  /** Whether the lists say the item is saved, without a request and without waking rows that rest. */
  known(uri: string): boolean | undefined
  /** The signed-in person's lists for one call; throws NOT_SIGNED_IN while nobody is signed in. */
  signedIn(): SignedInLists
  /** The service took a change: a removal leaves the lists for good (a read while it waited may have put it back). */
  taken(uri: string, saved: boolean): void
  /**
   * A change refused or taken back: the lists show what was before (a removed row goes back where it was).
   * Answers true when the list must be read again instead (after a restart, where it was is not known).
   */
  undone(uri: string, before: boolean): boolean
  /** Reads again the list of `uri`'s kind (resolves once read); undefined for a kind no list holds. */
  readAgain(uri: string): Promise<void> | undefined
}

/** The lists of the person signed in now, for one call. */
export interface SignedInLists {
  /** Whether each is saved: from the lists read to the end, else asked of the service. */
  contains(uris: readonly string[], signal: AbortSignal): Promise<boolean[]>
  /** The item's name as the lists hold it (a removal names what it removes); null when they do not. */
  nameOf(uri: string): string | null
  /** Shows a save or removal in the lists now (a removal takes the row off, kept to put back). */
  show(uris: readonly string[], saved: boolean): void
}

export interface Saved {
  /** Whether the item is saved as far as known without a request; undefined when that does not tell. */
  known(uri: string): boolean | undefined
  /** Whether each is saved (what waits to be sent first, then the lists or the service). */
  contains(uris: readonly string[], signal: AbortSignal): Promise<boolean[]>
  /** Saves or removes (follows or unfollows) now; the outbox sends it. `names` name each for the list. */
  setSaved(uris: readonly string[], saved: boolean, names?: readonly (string | null)[]): boolean[]
}

export interface SavedDeps {
  outbox: Outbox
  bus: CoreBus
  lists: SavedLists
}

/** Kinds one follows rather than saves. */
const followed = new Set(['artist', 'user', 'playlist', 'show'])

/** A save or follow in words: "Save “Heat Wave” to Your Library", "Unfollow “Nina Simone”". */
export function savedLabel(
  change: Pick<SavedChange, 'uri' | 'saved' | 'name'>,
  language: ShownLanguage = 'en',
): string {
  const say = wordsIn(savedWords, language)
  const kind = kindOfUri(change.uri) ?? 'track'
  const known = (Object.keys(savedWords.en.kind) as (keyof SavedWords['kind'])[]).find(
    (name) => name === kind,
  )
  const what = change.name ? say('named', { name: change.name }) : say(`kind.${known ?? 'item'}`)
  if (followed.has(kind)) return say(change.saved ? 'follow' : 'unfollow', { what })
  return say(change.saved ? 'save' : 'remove', { what })
}

export function createSaved({ outbox, bus, lists }: SavedDeps): Saved {
  /** Sent and taken, but not yet in the lists (read again for the service's details): shown as saved. */
  const arriving = new Map<string, boolean>()
  const told = (uris: readonly string[], saved: boolean) =>
    bus.emit('saved.changed', { uris: [...uris], saved })

  const known = (uri: string) => outbox.shownSaved(uri) ?? arriving.get(uri) ?? lists.known(uri)

  /** The list of `uri`'s kind is read again; meanwhile it shows as `value`. */
  function readAgain(uri: string, value: boolean): void {
    arriving.set(uri, value)
    const reading = lists.readAgain(uri)
    if (!reading) arriving.delete(uri)
    else void reading.finally(() => arriving.delete(uri))
  }

  function settled(change: SavedChange, outcome: Outcome): void {
    if (outcome.kind === 'sent') {
      lists.taken(change.uri, change.saved)
      // What was saved shows as saved until the list, read again, holds it with the service's details.
      if (change.saved) readAgain(change.uri, true)
      return
    }
    // Refused or taken back: shown as before, here and on the player's heart.
    if (lists.undone(change.uri, change.before)) readAgain(change.uri, true)
    told([change.uri], change.before)
  }

  outbox.handle('saved', { label: savedLabel, ...savedSending, settled })

  return {
    known,
    async contains(uris, signal) {
      const signedIn = lists.signedIn()
      const answers = uris.map((uri) => outbox.shownSaved(uri) ?? arriving.get(uri))
      const asked = uris.filter((_, index) => answers[index] === undefined)
      const fromLists = asked.length ? await signedIn.contains(asked, signal) : []
      let next = 0
      return answers.map((answer) => answer ?? fromLists[next++] === true)
    },
    setSaved(uris, saved, names) {
      const signedIn = lists.signedIn()
      // Every URI checked before anything changes: one the service does not save refuses the whole call.
      uris.forEach(savedItemOf)
      outbox.add(
        uris.map((uri, index) => ({
          kind: 'saved' as const,
          uri,
          saved,
          name: names?.[index] ?? signedIn.nameOf(uri),
          before: known(uri) ?? !saved,
        })),
      )
      signedIn.show(uris, saved)
      told(uris, saved)
      return uris.map(() => saved)
    },
  }
}
