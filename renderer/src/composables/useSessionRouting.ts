import { watch } from 'vue'
import { useRouter } from 'vue-router'
import { useSessionStore } from '../stores/session'

/**
 * Keeps the screen in step with the session: screens that need a signed-in user give way to the sign-in
 * screen when nobody is, and the sign-in screen gives way to where the user was going once signed in.
 */
export function useSessionRouting(): void {
  const router = useRouter()
  const session = useSessionStore()
  watch(
    () => session.status,
    (status) => {
      const route = router.currentRoute.value
      if ((status === 'signed-out' || status === 'signing-in') && route.meta['requiresSession']) {
        void router.replace({ name: 'sign-in', query: { next: route.fullPath } })
      } else if (status === 'signed-in' && route.name === 'sign-in') {
        const next =
          typeof route.query['next'] === 'string' && route.query['next'].startsWith('/')
            ? route.query['next']
            : '/'
        void router.replace(next)
      }
    },
    { immediate: true },
  )
}
