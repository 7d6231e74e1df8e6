import type { PlayerFeed } from '../playback'

/**
 * Hands `uri` to This computer's Soloist for its own queue (`add_to_queue` over its socket: no request, so
 * nothing of the day's budget). True once Soloist took it; false when its feed does not lead (another device
 * plays, or no Soloist runs) or it refused: the Web API adds it then.
 */
export function handedToSoloist(feed: Pick<PlayerFeed, 'queue'>, uri: string): Promise<boolean> {
  return new Promise((settled) => {
    if (!feed.queue(uri, settled)) settled(false)
  })
}

/** The queue's hand-over: to This computer's Soloist while it plays, else with one request (`addByRequest`). */
export function handOverFirstToSoloist(
  feed: Pick<PlayerFeed, 'queue'>,
  addByRequest: (uri: string) => Promise<void>,
): (uri: string) => Promise<void> {
  return async (uri) => {
    if (!(await handedToSoloist(feed, uri))) await addByRequest(uri)
  }
}
