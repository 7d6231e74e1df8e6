import type { SoloistState } from '../../../electron/contract'

/** Settings → This computer as core answers it: off by default on Linux; `patch` for the case a test needs. */
export function soloistState(patch: Partial<SoloistState> = {}): SoloistState {
  return {
    supported: true,
    source: 'own',
    enabled: false,
    binary: '',
    foundOnPath: null,
    canChooseFile: false,
    deviceName: 'This computer (Encore)',
    keySet: false,
    keyKept: 'The key is kept in your system’s keyring.',
    phase: 'off',
    deviceShown: null,
    daysLeft: null,
    warning: null,
    message: null,
    ...patch,
  }
}
