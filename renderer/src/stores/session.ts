import type { ServiceKind, SessionState } from '@contract'
import { acceptHMRUpdate, defineStore } from 'pinia'
import { computed, shallowRef } from 'vue'
import { bridge, describeBridgeError } from '../bridge'
import { useBridgeMirror } from '../composables/useBridgeMirror'
import { said, useWords } from '../i18n'

export type SessionAction = 'sign-in' | 'reopen' | 'cancel' | 'sign-out'

/**
 * The sign-in session as core publishes it (`session.changed`): who is signed in, to which service, with which
 * scopes, or why nobody is. The page never sees a token.
 */
export const useSessionStore = defineStore('session', () => {
  const mirror = useBridgeMirror({
    read: () => bridge.session.get(),
    event: 'session.changed',
    failure: () => useWords().t('app.store.sessionReadFailed'),
  })
  const state = mirror.value
  const pending = shallowRef<SessionAction | null>(null)
  const actionError = shallowRef<string | null>(null)

  /** Runs one session call: the answer becomes the state unless a newer push arrived meanwhile. */
  async function run(action: SessionAction, call: () => Promise<SessionState>): Promise<SessionState | null> {
    pending.value = action
    actionError.value = null
    try {
      return await mirror.apply(call)
    } catch (error) {
      actionError.value = describeBridgeError(
        error,
        await said(() => useWords().t('app.store.sessionUnreachable')),
      )
      return null
    } finally {
      pending.value = null
    }
  }

  async function signIn(
    options: { profile?: ServiceKind; skipConsent?: boolean; again?: boolean } = {},
  ): Promise<void> {
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
    loadError: mirror.loadError,
    pending,
    actionError,
    load: mirror.load,
    signIn,
    cancelSignIn,
    reopenSignInPage,
    signOut,
  }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useSessionStore, import.meta.hot))
