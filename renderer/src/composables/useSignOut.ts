import { lostChangesWords } from '../components/outbox/outbox-words'
import { useWords } from '../i18n'
import { useLibraryUiStore } from '../stores/library-ui'
import { useOutboxStore } from '../stores/outbox'
import { useSessionStore } from '../stores/session'

/**
 * Sign out, asking first while changes wait to be sent: a sign-out the person asks for drops them (core keeps
 * them per service and user and forgets them then), so the question says how many and which. Nothing waits:
 * it signs out at once.
 */
export function useSignOut(): () => Promise<void> {
  const session = useSessionStore()
  const outbox = useOutboxStore()
  const ui = useLibraryUiStore()
  const { t } = useWords()
  return async function signOut() {
    // What waits now, not when the page last heard (a failed read keeps what it knew).
    await outbox.load()
    const waiting = outbox.entries
    if (!waiting.length) {
      await session.signOut()
      return
    }
    ui.confirm({
      title: t('signIn.signOut.title'),
      message: lostChangesWords(waiting),
      confirm: t('signIn.signOut.confirm'),
      run: () => void session.signOut(),
    })
  }
}
