import { computed, ref, watch, type Ref } from 'vue'
import {
  apiUrlFailure,
  loopbackRedirectUri,
  serviceUrlFailure,
  type ServiceUrlFailure,
  type Settings,
} from '@contract'
import { useWords } from '../i18n'

/** Whether an address is on this computer (a local emulator's), not Spotify's. */
function onThisComputer(raw: string): boolean {
  try {
    const url = new URL(raw.trim())
    return url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === '[::1]')
  } catch {
    return false
  }
}

/**
 * Why a Client ID is not valid, in words that say what to fix; null when it is. `addresses`: the accounts and
 * API addresses beside it: a local emulator's own id (`encore-demo-client`, the demo's) is not a Client ID, and
 * the words say which one to use instead (the one `npm run emulator` prints takes the form Spotify's have).
 */
export function clientIdProblem(
  raw: string,
  addresses: { accountsUrl: string; apiUrl: string } = { accountsUrl: '', apiUrl: '' },
): string | null {
  const { t } = useWords()
  const value = raw.trim()
  if (!value) return t('app.setup.clientIdEmpty')
  const hex = /^[0-9a-f]{32}$/i.test(value)
  const local = onThisComputer(addresses.accountsUrl) && onThisComputer(addresses.apiUrl)
  if (!hex && (local || value.toLowerCase() === 'encore-demo-client')) {
    return t('app.setup.clientIdDemo', { value })
  }
  const wrong = [...value].find((char) => !/[0-9a-f]/i.test(char))
  if (wrong !== undefined) return t('app.setup.clientIdCharacter', { wrong })
  if (value.length !== 32) return t('app.setup.clientIdLength', { length: String(value.length) })
  return null
}

/** Why a redirect port is not valid; null when it is. */
export function portProblem(raw: string): string | null {
  const { t } = useWords()
  const value = raw.trim()
  if (!value) return t('app.setup.portEmpty')
  if (!/^\d+$/.test(value)) return t('app.setup.portNotWhole')
  const port = Number(value)
  if (port < 1024 || port > 65535) return t('app.setup.portRange')
  return null
}

/** Why a service address is refused, in the language spoken; null when it is not. */
function urlWords(failure: ServiceUrlFailure | null): string | null {
  return failure && useWords().t(`app.setup.${failureKeys[failure]}`)
}
const failureKeys = { tooLong: 'urlTooLong', notService: 'urlNotService', notApi: 'urlNotApi' } as const

/** The Spotify setup form's state: fields, their problems, the redirect URI to register, the patch to save. */
export function useSpotifySetup(current: Ref<Settings['spotify'] | null | undefined>) {
  const clientId = ref('')
  const portMode = ref<'any' | 'fixed'>('any')
  const port = ref('8888')
  const accountsUrl = ref('')
  const apiUrl = ref('')
  const extendedQuota = ref(false)
  const touched = ref({ clientId: false, port: false })

  const reset = () => {
    const spotify = current.value
    clientId.value = spotify?.clientId ?? ''
    portMode.value = spotify?.redirectPort ? 'fixed' : 'any'
    port.value = spotify?.redirectPort ? String(spotify.redirectPort) : '8888'
    accountsUrl.value = spotify?.accountsUrl ?? ''
    apiUrl.value = spotify?.apiUrl ?? ''
    extendedQuota.value = spotify?.extendedQuota ?? false
    touched.value = { clientId: false, port: false }
  }
  watch(current, reset, { immediate: true })

  const problems = computed(() => ({
    clientId: clientIdProblem(clientId.value, { accountsUrl: accountsUrl.value, apiUrl: apiUrl.value }),
    port: portMode.value === 'fixed' ? portProblem(port.value) : null,
    accountsUrl: urlWords(serviceUrlFailure(accountsUrl.value)),
    apiUrl: urlWords(apiUrlFailure(apiUrl.value)),
  }))
  const valid = computed(() => Object.values(problems.value).every((problem) => problem === null))

  const redirectUri = computed(() =>
    loopbackRedirectUri(portMode.value === 'fixed' && !problems.value.port ? Number(port.value) : null),
  )

  const patch = computed(() => ({
    clientId: clientId.value.trim().toLowerCase(),
    redirectPort: portMode.value === 'fixed' ? Number(port.value) : null,
    accountsUrl: accountsUrl.value.trim(),
    apiUrl: apiUrl.value.trim(),
    extendedQuota: extendedQuota.value,
  }))

  /** Something differs from the saved settings (the form holds unsaved work). */
  const changed = computed(() => {
    const saved = current.value
    if (!saved) return false
    return (Object.keys(patch.value) as (keyof typeof patch.value)[]).some(
      (field) => patch.value[field] !== saved[field],
    )
  })

  return {
    changed,
    clientId,
    portMode,
    port,
    accountsUrl,
    apiUrl,
    extendedQuota,
    touched,
    problems,
    valid,
    redirectUri,
    patch,
    reset,
  }
}
