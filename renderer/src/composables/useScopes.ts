import { computed } from 'vue'
import type { ScopeName } from '@contract'
import { scopePurpose } from '../command-words'
import { useWords } from '../i18n'
import { useSessionStore } from '../stores/session'

/**
 * What the signed-in session was granted. Screens disable what it does not allow and say why in a tooltip:
 * `:disabled="!scopes.allows('user-library-modify')" :title="scopes.reason('user-library-modify') ?? ''"`.
 */
export function useScopes() {
  const session = useSessionStore()
  const { t } = useWords()
  const granted = computed(() => new Set(session.scopes))

  function missing(...needed: ScopeName[]): ScopeName[] {
    return needed.filter((scope) => !granted.value.has(scope))
  }

  function allows(...needed: ScopeName[]): boolean {
    return session.status === 'signed-in' && missing(...needed).length === 0
  }

  /** Why a control is disabled, or null when it is allowed. */
  function reason(...needed: ScopeName[]): string | null {
    if (session.status !== 'signed-in') return t('signIn.scopes.signIn')
    const absent = missing(...needed)
    if (!absent.length) return null
    const what = absent.map((scope) => `${scopePurpose(scope)} (${scope})`).join('; ')
    return t('signIn.scopes.notAllowed', { what })
  }

  return { granted, missing, allows, reason }
}
