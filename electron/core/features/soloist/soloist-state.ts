import type { Notice, ShownLanguage, SoloistPhase, SoloistState } from '../../../contract'
import { wordsIn } from '../../base/words'
import { soloistWords } from './soloist-words'
import type { SoloistLink } from './link'
import { missingSetup, type SoloistConfig } from './soloist-config'
import type { SoloistStatus } from './supervisor'

/**
 * What Settings → This computer shows, from what the service holds: the person's choice, whether a key is
 * set, and the link's feed and child. Plain functions, so each case reads on its own.
 */
export interface SoloistFacts {
  supported: boolean
  config: SoloistConfig
  keySet: boolean
  keyKept: string
  foundOnPath: string | null
  canChooseFile: boolean
  /** The demo's stand-in while the demo is signed in; null otherwise. */
  demo: { deviceName: string } | null
  link: SoloistLink | null
  /** The language its words are said in; absent: English. */
  language?: ShownLanguage
}

function phaseOf(status: SoloistStatus): SoloistPhase {
  switch (status.phase) {
    case 'running':
    case 'restarting':
    case 'expired':
      return status.phase
    case 'missing':
    case 'failed':
      return 'failed'
    default:
      return 'starting'
  }
}

function phaseAndMessage(facts: SoloistFacts): {
  phase: SoloistPhase
  message: string | null
  status: SoloistStatus | null
} {
  const { config, link } = facts
  const loggedOutWords = wordsIn(soloistWords, facts.language ?? 'en')('status.loggedOut')
  if (!facts.demo) {
    if (!facts.supported || !config.enabled) return { phase: 'off', message: null, status: null }
    const missing = missingSetup(config, facts.keySet, facts.language)
    if (missing) return { phase: 'needs-setup', message: missing, status: null }
  }
  if (!link) return { phase: 'starting', message: null, status: null }
  const status = link.status()
  const view = link.view()
  const loggedOut = view.reason === 'logged-out'
  if (status) {
    const phase = phaseOf(status)
    return { phase, message: phase === 'running' && loggedOut ? loggedOutWords : status.message, status }
  }
  // A Soloist Encore did not start: running once its socket answers.
  if (view.reason === 'no-socket') return { phase: 'starting', message: null, status }
  return { phase: 'running', message: loggedOut ? loggedOutWords : null, status }
}

export function soloistStateOf(facts: SoloistFacts): SoloistState {
  const { phase, message, status } = phaseAndMessage(facts)
  const shown = facts.demo ? facts.demo.deviceName : facts.config.deviceName
  return {
    supported: facts.supported,
    source: facts.demo ? 'demo' : 'own',
    enabled: facts.config.enabled,
    binary: facts.config.binary,
    foundOnPath: facts.foundOnPath,
    canChooseFile: facts.canChooseFile,
    deviceName: facts.config.deviceName,
    keySet: facts.keySet,
    keyKept: facts.keyKept,
    phase,
    deviceShown: phase === 'off' || phase === 'needs-setup' ? null : shown,
    daysLeft: status?.daysLeft ?? null,
    warning: status?.warning ?? null,
    message,
  }
}

/** The notices a state calls for: the expiry warning, and a problem once Soloist was meant to run. */
export function noticesOf(state: SoloistState): Notice[] {
  const notices: Notice[] = []
  if (state.warning) notices.push({ level: 'warning', message: state.warning, code: 'SOLOIST' })
  if (state.message && ['expired', 'failed', 'restarting', 'running'].includes(state.phase)) {
    const level = state.phase === 'restarting' ? 'warning' : 'error'
    notices.push({ level, message: state.message, code: 'SOLOIST' })
  }
  return notices
}
