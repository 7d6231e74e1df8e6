import type { ServiceKind } from '../../../contract'

/** Where the emulator (the demo service) answers LRCLIB's API: its origin followed by this path. */
export const DEMO_LRCLIB_PATH = '/lrclib'

/**
 * The LRCLIB to ask: while signed in to the demo, the demo service's own (its origin followed by `/lrclib`),
 * so the demo shows lyrics without the network; otherwise the address in Settings.
 */
export function lrclibAddressFor(
  session: { profile: ServiceKind; apiUrl: string } | undefined,
  setting: string,
): string {
  return session?.profile === 'demo' ? `${new URL(session.apiUrl).origin}${DEMO_LRCLIB_PATH}` : setting
}
