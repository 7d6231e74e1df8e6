import type { Clock, Logger } from '../base/ports'
import type { ApiClient } from './api'

/**
 * What a feature that keeps the person's data is given: the signed-in session's API client and address (each
 * service and user keeps its own data), the clock, the log, and where its files go.
 */
export interface AccountDataDeps {
  /** The signed-in session's API client; undefined while nobody is signed in. */
  api(): ApiClient | undefined
  /** The signed-in session's API address (the data is kept per service and user). */
  apiUrl(): string | undefined
  clock: Clock
  logger: Logger
  /** Where its files are written; in memory when absent. */
  dataDir: string | undefined
}

/** The shared part of a feature's deps, to hand on to the service it makes. */
export const accountDataOf = ({ api, apiUrl, clock, logger, dataDir }: AccountDataDeps): AccountDataDeps => ({
  api,
  apiUrl,
  clock,
  logger,
  dataDir,
})
