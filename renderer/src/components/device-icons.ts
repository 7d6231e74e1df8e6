import type { PlayerIconName } from './player-icons'

/** The icon for a device type as the service names it (`Computer`, `Smartphone`, `Speaker`, `TV`, …). */
export function deviceIcon(type: string): PlayerIconName {
  switch (type.toLowerCase()) {
    case 'computer':
      return 'computer'
    case 'smartphone':
    case 'tablet':
      return 'smartphone'
    case 'tv':
    case 'stb':
    case 'castvideo':
      return 'tv'
    default:
      return 'speakerDevice'
  }
}
