import {
  positionAt,
  type Notice,
  type PlaybackState,
  type PlayerCommandCall,
  type PlayerCommandOutcome,
  type SessionState,
  type ShownLanguage,
  type YourQueueAdd,
  type YourQueueAnswer,
  type YourQueueState,
} from '../../../contract'
import type { HandlersOf } from '../../base/bridge/dispatcher'
import { wordsNow } from '../../base/words'
import { yourQueueWords } from './your-queue-words'
import type { CoreBus } from '../../base/bridge/event-bus'
import type { JsonDocuments } from '../../base/files/json-documents'
import type { Clock, Logger } from '../../base/ports'
import { createOnceTimer } from '../../base/timer'
import type { PlayerControl } from '../playback'
import {
  addItem,
  afterRestart,
  clearQueue,
  emptyQueue,
  handOverFailed,
  keptOf,
  moveItem,
  observe,
  removeItem,
  restoredQueue,
  skipping,
  viewOf,
  type Edit,
  type Refusal,
  type QueueState,
} from './queue-rules'

/**
 * Encore's queue on the clock: keeps the person's queue per user in the data folder, runs the hand-over rule
 * (queue-rules.ts) on every reading of the player and at the playing track's 20 s mark, hands Spotify one item
 * with one request (`POST /me/player/queue`), and hands the first item over before a skip made through Encore.
 */

const DOCUMENT = 'your-queue.json'
/** Users remembered at most (one per account signed in on this computer, in practice). */
const MAX_USERS = 20

export interface YourQueueDeps {
  clock: Clock
  logger: Logger
  bus: CoreBus
  documents: Pick<JsonDocuments, 'read' | 'write'>
  /** What shows, and what Spotify lists next (read once after a restart that left an item with Spotify). */
  player: Pick<PlayerControl, 'state' | 'queue'>
  /** Hands one item to Spotify (one request); throws when the service refused it. */
  handOver(uri: string): Promise<void>
  /** The language its notices speak in now; English when not given. */
  language?: () => ShownLanguage
}

export interface YourQueue {
  get(): YourQueueState
  add(input: YourQueueAdd): YourQueueAnswer
  move(from: number, to: number): YourQueueAnswer
  remove(position: number): YourQueueAnswer
  clear(): YourQueueAnswer
  /** The player's dispatcher with Next through Encore's queue: its first item is handed over, then the skip. */
  dispatcher(inner: { run(call: PlayerCommandCall): Promise<PlayerCommandOutcome> }): {
    run(call: PlayerCommandCall): Promise<PlayerCommandOutcome>
  }
  handlers: HandlersOf<'yourQueue'>
  dispose(): void
}

/** The queue's words in the language spoken now. */
const sayFor = (deps: YourQueueDeps) => wordsNow(yourQueueWords, deps.language)

const resumed = (deps: YourQueueDeps, count: number): Notice => ({
  level: 'info',
  code: 'QUEUE_RESUMED',
  message: sayFor(deps)('resumed', { count }),
})
const handOverFailedNotice = (deps: YourQueueDeps): Notice => ({
  level: 'warning',
  code: 'QUEUE_HAND_OVER_FAILED',
  message: sayFor(deps)('handOverFailed'),
})

/** The session's key, as the player's engine names it ("demo/user-id"); null when nobody is signed in. */
const sessionOf = (session: SessionState) =>
  session.status === 'signed-in' ? `${session.profile}/${session.user.id}` : null

/** Every user's kept queue, by session. */
function allKept(documents: YourQueueDeps['documents']): Record<string, unknown> {
  const value = documents.read(DOCUMENT)
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
}

/** Keeps one user's queue beside the others' (the most recent users). */
function keep(documents: YourQueueDeps['documents'], session: string, kept: unknown) {
  const rest = Object.entries(allKept(documents)).filter(([name]) => name !== session)
  documents.write(DOCUMENT, Object.fromEntries([...rest.slice(-(MAX_USERS - 1)), [session, kept]]))
}

/** What the queue's rules read of the player: what plays, whether it plays, and how long it has left. */
function observationOf(player: PlaybackState, now: number) {
  const track = player.track
  return {
    playingUri: track?.uri ?? null,
    isPlaying: player.isPlaying,
    remainingMs: track && track.durationMs > 0 ? track.durationMs - positionAt(player, now) : null,
  }
}

/** Hands an item to Spotify's queue; false (and said in a notice) when Spotify did not take it. */
async function handedOver(deps: YourQueueDeps, uri: string): Promise<boolean> {
  try {
    await deps.handOver(uri)
    return true
  } catch (error) {
    deps.logger.warn('Spotify did not take the next track of Encore’s queue', { error })
    deps.bus.emit('notice', handOverFailedNotice(deps))
    return false
  }
}

/** An edit the rules refused: their words, their code (and, for a position, the position). */
function refusedAnswer(edit: Refusal, queue: YourQueueState): YourQueueAnswer {
  const { refused: reason, ...why } = edit
  return { status: 'refused', reason, ...why, queue }
}

/** An edit refused while nobody is signed in. */
const signedOutAnswer = (queue: YourQueueState): YourQueueAnswer => ({
  status: 'refused',
  reason: 'Sign in first: your queue is kept for the account signed in.',
  code: 'NOT_SIGNED_IN',
  queue,
})

export function createYourQueue(deps: YourQueueDeps): YourQueue {
  const { clock } = deps
  let session: string | null = null
  let state: QueueState = emptyQueue
  /** A restart left an item with Spotify: Spotify's queue is read once to learn whether it played meanwhile. */
  let checkAfterRestart = false
  let skip: (() => Promise<PlayerCommandOutcome>) | null = null
  let keys = 0
  const alarm = createOnceTimer(clock, () => look(deps.player.state()))

  let keptKey = ''
  const change = (next: QueueState) => {
    // A reading that changed only what plays (most of them): nothing to keep or tell.
    const same = next.items === state.items && next.withSpotify === state.withSpotify
    if (same && (!session || keptKey !== '')) return void (state = next)
    const before = JSON.stringify(viewOf(state))
    state = next
    const kept = keptOf(next)
    const key = JSON.stringify(kept)
    if (session !== null && key !== keptKey) {
      keptKey = key
      keep(deps.documents, session, kept)
    }
    if (JSON.stringify(viewOf(next)) !== before) deps.bus.emit('yourQueue.changed', viewOf(next))
  }

  const handOver = async (key: string, uri: string) => {
    if (!(await handedOver(deps, uri))) change(handOverFailed(state, key))
  }

  function look(player: PlaybackState) {
    if (session === null) return
    const track = player.track
    const result = observe(state, observationOf(player, clock.now()))
    change(result.state)
    if (result.wakeInMs !== null) alarm.schedule(result.wakeInMs)
    else alarm.cancel()
    for (const action of result.actions) {
      if (action.kind === 'hand-over') void handOver(action.item.key, action.item.uri)
      else void skip?.()
    }
    if (checkAfterRestart && track) void restartCheck(track.uri)
  }

  const restartCheck = async (playingUri: string) => {
    checkAfterRestart = false
    const { value, outcome } = await deps.player.queue()
    if (outcome.status !== 'done') return
    const withSpotify = value.map((item) => item.uri)
    change(afterRestart(state, withSpotify, playingUri))
  }

  const follow = (next: string | null) => {
    if (next === session) return
    alarm.cancel()
    session = next
    const restored = next === null ? emptyQueue : restoredQueue(allKept(deps.documents)[next])
    keptKey = JSON.stringify(keptOf(restored))
    checkAfterRestart = restored.withSpotify !== null
    change(restored)
    if (restored.items.length) deps.bus.emit('notice', resumed(deps, restored.items.length))
    look(deps.player.state())
  }

  const answer = (edit: Edit): YourQueueAnswer => {
    if ('refused' in edit) return refusedAnswer(edit, viewOf(state))
    change(edit.state)
    look(deps.player.state())
    return { status: 'done', queue: viewOf(state) }
  }
  /** An edit of the signed-in user's queue; refused while nobody is signed in. */
  const edit = (make: () => Edit) => (session === null ? signedOutAnswer(viewOf(state)) : answer(make()))
  const add = (input: YourQueueAdd) =>
    edit(() => {
      const key = `${clock.now().toString(36)}-${(keys++).toString(36)}`
      return addItem(state, { key, uri: input.uri, track: input.track ?? null }, input.at ?? 'end')
    })
  const move = (from: number, to: number) => edit(() => moveItem(state, from, to))
  const remove = (position: number) => edit(() => removeItem(state, position))
  const clear = () => edit(() => ({ state: clearQueue(state) }))

  const subscriptions = [
    deps.bus.on('session.changed', (next) => follow(sessionOf(next))),
    deps.bus.on('playback.state', (player) => look(player)),
  ]

  return {
    get: () => viewOf(state),
    add,
    move,
    remove,
    clear,
    dispatcher(inner) {
      const run = async (call: PlayerCommandCall) => {
        if (call.id === 'player.next' && session !== null) {
          const step = skipping(state)
          if (step.handOver) {
            change(step.state)
            await handOver(step.handOver.key, step.handOver.uri)
          }
        }
        return inner.run(call)
      }
      skip = () => run({ id: 'player.next' })
      return { run }
    },
    handlers: {
      'yourQueue.get': () => viewOf(state),
      'yourQueue.add': (input) => add(input),
      'yourQueue.move': ({ from, to }) => move(from, to),
      'yourQueue.remove': ({ position }) => remove(position),
      'yourQueue.clear': () => clear(),
    },
    dispose() {
      alarm.cancel()
      for (const subscription of subscriptions) subscription.dispose()
    },
  }
}
