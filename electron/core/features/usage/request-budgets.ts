import type { RequestCounts, Settings, ShownLanguage } from '../../../contract'
import { spokenLanguage } from '../../base/language'
import type { RequestGate } from '../../service/api'
import type { JsonDocuments } from '../../base/files/json-documents'
import type { Clock } from '../../base/ports'
import { createDailyBudget, type DailyBudget } from './daily-budget'

/** The service a budget belongs to: the demo, or Spotify by Client ID (the quota is the app owner's). */
export interface BudgetOwner {
  profile: Settings['profile']
  apiUrl: string
  clientId: string
}

/** The demo's address changes every start; its budget does not. */
export const budgetKeyOf = (owner: BudgetOwner): string =>
  owner.profile === 'demo' ? 'demo' : `${owner.clientId}@${owner.apiUrl}`

export interface RequestBudgets {
  /** The budget of a service, made on first use and kept while Encore runs. */
  of(owner: BudgetOwner): DailyBudget
  /** The same as the transport meets it. */
  gateOf(owner: BudgetOwner): RequestGate
  /** Settings → Requests: the figures of the service signed in to (else the one the settings name). */
  counts(signedIn: BudgetOwner | undefined): RequestCounts
  /** Writes every day to disk (Encore quits). */
  flush(): void
}

export function createRequestBudgets(deps: {
  documents: JsonDocuments
  clock: Pick<Clock, 'now'>
  settings: () => Settings
  /** The quota's window; a day unless a test shrinks it. */
  windowMs?: number
  /** Told, in the person's words, when a kept count could not be used and was set aside. */
  onSetAside?: (words: string) => void
  /** The language its words are said in now; else Settings' choice (English for "as the system"). */
  language?: () => ShownLanguage
}): RequestBudgets {
  const language = deps.language ?? (() => spokenLanguage(deps.settings().language))
  const budgets = new Map<string, DailyBudget>()
  const of = (owner: BudgetOwner) => {
    const key = budgetKeyOf(owner)
    let budget = budgets.get(key)
    if (!budget) {
      budget = createDailyBudget({
        documents: deps.documents,
        key,
        setting: () => deps.settings().requestBudget.perDay,
        now: () => deps.clock.now(),
        ...(deps.windowMs ? { windowMs: deps.windowMs } : {}),
        ...(deps.onSetAside ? { onSetAside: deps.onSetAside } : {}),
        language,
      })
      budgets.set(key, budget)
    }
    return budget
  }
  const settingsOwner = (): BudgetOwner => {
    const values = deps.settings()
    return { profile: values.profile, apiUrl: values.spotify.apiUrl, clientId: values.spotify.clientId }
  }
  return {
    of,
    gateOf(owner) {
      const budget = of(owner)
      return {
        admit: (operation, urgency, now) => budget.admit(operation, urgency, now),
        sent: (at, kind) => budget.record(at, kind),
        notReached: (at, kind) => budget.forget(at, kind),
        quotaRefused: (at, resumesAt) => budget.quotaRefused(at, resumesAt),
      }
    },
    counts: (signedIn) => of(signedIn ?? settingsOwner()).counts(deps.clock.now()),
    flush() {
      for (const budget of budgets.values()) budget.flush()
    },
  }
}
