import type { ApiClient } from '../../electron/core/service/api'
import type { EventBus } from '../../electron/core/base/bridge/event-bus'
import { savedLabel } from '../../electron/core/features/saved'
import { createOutbox } from '../../electron/core/features/outbox/outbox'
import { createOutboxStore } from '../../electron/core/features/outbox/outbox-file'
import type { Outbox } from '../../electron/core/features/outbox/outbox-types'
import { savedSending } from '../../electron/core/features/outbox/saved-sender'
import type { Clock } from '../../electron/core/base/ports'

const quiet = { debug() {}, info() {}, warn() {}, error() {} }

/**
 * The engine's `save` port as core gives it (features/saved's saves through the outbox), without the library's
 * lists: a real outbox in memory sending saves by URI, and `saved.changed` told on the bus as features/saved tells it.
 */
export function heartOutbox(options: {
  api: () => ApiClient | undefined
  clock: Clock
  bus: EventBus
  userId: string
}): { outbox: Outbox; save(uri: string, saved: boolean, name: string | null): void } {
  const { bus } = options
  const outbox = createOutbox({
    clock: options.clock,
    logger: quiet,
    store: createOutboxStore(undefined, quiet),
    api: options.api,
    serviceName: () => 'the demo service',
    emit: () => {},
    notice: (notice) => bus.emit('notice', notice),
  })
  outbox.handle('saved', {
    label: savedLabel,
    ...savedSending,
    settled(change, outcome) {
      if (outcome.kind !== 'sent') bus.emit('saved.changed', { uris: [change.uri], saved: change.before })
    },
  })
  outbox.sessionChanged({ service: 'demo', userId: options.userId }, false)
  return {
    outbox,
    save(uri, saved, name) {
      outbox.add([{ kind: 'saved', uri, saved, name, before: outbox.shownSaved(uri) ?? !saved }])
      bus.emit('saved.changed', { uris: [uri], saved })
    },
  }
}
