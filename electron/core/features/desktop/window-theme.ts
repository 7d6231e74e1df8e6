import type { Settings } from '../../../contract'

/**
 * The colour an Electron window paints before its page does: the page's own background (`--surface-0` of
 * renderer/src/styles), so a light theme never flashes dark while the page loads, nor the reverse.
 */
export const WINDOW_BACKGROUNDS = { dark: '#0e1014', light: '#f7f7f8' } as const

/** The theme the windows show: the setting, or the system's when it says to follow it. */
export function appliedTheme(theme: Settings['theme'], systemDark: boolean): 'dark' | 'light' {
  if (theme === 'system') return systemDark ? 'dark' : 'light'
  return theme
}

export function windowBackground(theme: Settings['theme'], systemDark: boolean): string {
  return WINDOW_BACKGROUNDS[appliedTheme(theme, systemDark)]
}
