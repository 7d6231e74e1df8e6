import type { Track } from '../../../contract'
import type { CoreBus } from '../../base/bridge/event-bus'
import type { Logger } from '../../base/ports'
import { createDisposables, toDisposable } from '../../base/disposables'
import { Emitter } from '../../base/emitter'
import type { ApiClient } from '../../service/api'
import { toTrack } from '../../service/media/from-wire'
import type { EngineFeedLead, PlayerFeed } from '../playback'
import {
  askedFor,
  coverReadFor,
  emptyCoverBook,
  leadWithCovers,
  learnCovers,
  type CoverBook,
} from './feed-covers'

export interface CoveredFeedDeps {
  feed: PlayerFeed
  /** The signed-in session's API client; undefined while nobody is signed in (then no cover is read). */
  api(): ApiClient | undefined
  /** Where the player's Web API reads and the queue's are told (playback.state, queue.changed): covers learnt. */
  bus: CoreBus
  logger: Logger
}

/**
 * Soloist's feed with covers (feed-covers.ts decides): each lead is given the covers Encore knows, and what plays
 * without one is read from the catalog once; its answer is told as a change of the feed, so the engine takes the
 * lead again, with the cover. Everything else is the feed's own.
 */
export function coveredFeed(deps: CoveredFeedDeps): PlayerFeed & { dispose(): Promise<void> } {
  let book: CoverBook = emptyCoverBook
  const covered = new Emitter<void>()
  const learn = (tracks: readonly (Track | null | undefined)[]) => {
    const before = book
    book = learnCovers(book, tracks)
    return book !== before
  }

  async function readCover(id: string, uri: string) {
    const api = deps.api()
    if (!api) return
    book = askedFor(book, uri)
    try {
      const track = toTrack(await api.tracks.getTrack(id, {}, { lane: 'sync', purpose: 'player' }))
      // Told under the URI Soloist plays (a relinked track answers with another).
      if (learn([{ ...track, uri }])) covered.fire()
    } catch (error) {
      // Not read again for this track: the player shows it without a cover, as before.
      deps.logger.warn('The cover of what Soloist plays could not be read', { uri, error })
    }
  }

  // What the feed holds until disposed, undone in reverse: its listening, then the engine's listeners.
  const held = createDisposables((error) => deps.logger.error('The covered feed failed to stop', { error }))
  held.add(covered)
  held.add(deps.bus.on('playback.state', (state) => void learn([state.track])))
  held.add(deps.bus.on('queue.changed', (queue) => void learn(queue.upNext)))
  return {
    lead(known, lastShown): EngineFeedLead {
      const lead = leadWithCovers(deps.feed.lead(known, lastShown), book)
      const id = coverReadFor(lead, book)
      if (id !== null && lead.leads && lead.reading.track) void readCover(id, lead.reading.track.uri)
      return lead
    },
    onChange(listener) {
      const ours = covered.event(listener)
      const feeds = deps.feed.onChange(listener)
      return toDisposable(() => {
        ours.dispose()
        feeds.dispose()
      })
    },
    send: (command, settled) => deps.feed.send(command, settled),
    queue: (uri, settled) => deps.feed.queue(uri, settled),
    activeDevice: (device) => deps.feed.activeDevice(device),
    dispose: () => held.dispose(),
  }
}
