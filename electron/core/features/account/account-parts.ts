import { keyPlatformOf, type Notice, type ShownLanguage } from '../../../contract'
import { wordsIn } from '../../base/words'
import { accountWords } from './account-words'
import { OperationAvailability } from '../../service/api'
import type { CoreBus } from '../../base/bridge/event-bus'
import { createCapabilitiesService } from '../../service/capabilities/capabilities-service'
import { keyOfService, learnedRemovalsOn } from '../../service/capabilities/learned-removals-store'
import { hotkeyConflictError, introducedHotkeyConflict } from '../desktop'
import { createJsonDocuments, type JsonDocuments } from '../../base/files/json-documents'
import type { EncorePorts } from '../../base/ports'
import { spokenLanguage } from '../../base/language'
import { createSettingsService, type SettingsService } from '../settings'
import { generationFor } from './api-clients'

/** The account's parts that only need the ports: settings, its documents, the capabilities. */

/** A warning that something could not be written to the data folder and lasts until Encore quits. */
export const notKept = (message: string): Notice => ({ level: 'warning', code: 'NOT_KEPT', message })

/** The settings, refusing a change that makes two hotkeys the same. */
export function accountSettings(ports: EncorePorts): SettingsService {
  return createSettingsService({
    store: ports.settingsStore,
    logger: ports.logger,
    language: (settings) => spokenLanguage(settings.language, ports.preferredLanguages),
    validate(next, previous) {
      const conflict = introducedHotkeyConflict(next.hotkeys, previous.hotkeys)
      // Said in the words of the platform Encore runs on: the page is on the same machine.
      if (!conflict) return
      const platform = keyPlatformOf(ports.environment?.platform ?? 'linux')
      throw hotkeyConflictError(conflict, platform, spokenLanguage(next.language, ports.preferredLanguages))
    },
  })
}

/** Core's small documents in the data folder: one that cannot be written is said, and kept in memory. */
export function accountDocuments(
  ports: EncorePorts,
  notice: (notice: Notice) => void,
  language: () => ShownLanguage = () => 'en',
): JsonDocuments {
  return createJsonDocuments(ports.dataDir, ports.logger, (name, error) =>
    notice(
      notKept(
        wordsIn(accountWords, language())('notKept.document', {
          name,
          reason: error instanceof Error ? error.message : String(error),
        }),
      ),
    ),
  )
}

/** What the service offers: while nobody is signed in, what the profile's generation and learnt removals say. */
export function accountCapabilities(
  ports: EncorePorts,
  bus: CoreBus,
  settings: SettingsService,
  documents: JsonDocuments,
) {
  return createCapabilitiesService({
    clock: ports.clock,
    emit: (next) => bus.emit('capabilities.changed', next),
    idleAvailability() {
      const values = settings.get()
      const learned =
        values.profile === 'spotify'
          ? learnedRemovalsOn(documents, keyOfService(values.spotify.apiUrl, values.spotify.clientId))
          : undefined
      return new OperationAvailability(generationFor(values.profile, values), learned).snapshot()
    },
  })
}
