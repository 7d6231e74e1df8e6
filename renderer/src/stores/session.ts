import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import type { ServiceKind, SessionState } from '../../../electron/contract'
import { bridge, bridgeTransport, BridgeCallError } from '../bridge'

export type SessionAction = 'sign-in' | 'reopen' | 'cancel' | 'sign-out'

function describe(error: unknown, fallback: string): string {
  return error instanceof BridgeCallError ? error.message : fallback
}

/**
 * The sign-in session as core publishes it (`session.changed`): who is signed in, to which service, with which
 * scopes, or why nobody is. The page never sees a token.
 */
export const useSessionStore = defineStore('session', () => {
  const state = ref<SessionState | null>(null)
  const loadError = ref<string | null>(null)
  const pending = ref<SessionAction | null>(null)
  const actionError = ref<string | null>(null)
  /** Counts pushed states, so an answer that raced a newer push does not overwrite it. */
  let pushes = 0

  bridge.on('session.changed', (next) => {
    pushes++
    state.value = next
  })
  bridgeTransport.onConnectionChange((connection) => {
    if (connection === 'open') void load()
  })

  async function load(): Promise<void> {
    const before = pushes
    try {
      const next = await bridge.session.get()
      if (pushes === before) state.value = next
      loadError.value = null
    } catch (error) {
      loadError.value = describe(error, 'Encore could not tell whether you are signed in.')
    }
  }

  /** Runs one session call: the answer becomes the state unless a newer push arrived meanwhile. */
  async function run(action: SessionAction, call: () => Promise<SessionState>): Promise<SessionState | null> {
    pending.value = action
    actionError.value = null
    const before = pushes
    try {
      const next = await call()
      if (pushes === before) state.value = next
      return next
    } catch (error) {
      actionError.value = describe(error, 'Encore could not be reached; check that it is still running.')
      return null
    } finally {
      pending.value = null
    }
  }

  async function signIn(options: { profile?: ServiceKind; skipConsent?: boolean } = {}): Promise<void> {
    const next = await run('sign-in', () => bridge.session.signIn(options))
    // In browser mode the page opens the service's sign-in page itself: the user is in a browser already.
    if (next?.status === 'signing-in' && next.openedBy === 'page' && next.authorizeUrl) {
      window.open(next.authorizeUrl, '_blank', 'noopener')
    }
  }

  const cancelSignIn = () => run('cancel', () => bridge.session.cancelSignIn())
  /** The desktop app opens the sign-in page again in the system browser (a page link could not). */
  const reopenSignInPage = () => run('reopen', () => bridge.session.reopenSignInPage())
  const signOut = () => run('sign-out', () => bridge.session.signOut())

  const status = computed(() => state.value?.status ?? 'unknown')
  const user = computed(() => (state.value?.status === 'signed-in' ? state.value.user : null))
  const scopes = computed<readonly string[]>(() =>
    state.value?.status === 'signed-in' ? state.value.scopes : [],
  )
  const reason = computed(() => (state.value?.status === 'signed-out' ? state.value.reason : null))

  return {
    state,
    status,
    user,
    scopes,
    reason,
    loadError,
    pending,
    actionError,
    load,
    signIn,
    cancelSignIn,
    reopenSignInPage,
    signOut,
  }
})
