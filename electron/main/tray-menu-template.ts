import type { MenuItemConstructorOptions } from 'electron'
import type { TrayAction, TrayItem } from '../core'

/**
 * Core's tray menu model as Electron menu items: a one-to-one rendering, nothing decided here. A click sends
 * the item's action back. A disabled item's reason becomes its tooltip, which macOS shows on hover (other
 * platforms show none; the status line at the top of the menu says it there).
 */
export function trayMenuTemplate(
  items: readonly TrayItem[],
  onAction: (action: TrayAction) => void,
): MenuItemConstructorOptions[] {
  return items.map((item): MenuItemConstructorOptions => {
    switch (item.type) {
      case 'separator':
        return { id: item.id, type: 'separator' }
      case 'label':
        return { id: item.id, label: item.label, enabled: false }
      case 'submenu':
        return {
          id: item.id,
          label: item.label,
          enabled: item.enabled,
          ...(item.disabledReason ? { toolTip: item.disabledReason } : {}),
          submenu: trayMenuTemplate(item.items, onAction),
        }
      case 'action':
      case 'checkbox':
      case 'radio':
        return {
          id: item.id,
          label: item.label,
          type: item.type === 'action' ? 'normal' : item.type,
          ...(item.type !== 'action' ? { checked: item.checked } : {}),
          enabled: item.enabled,
          ...(item.disabledReason ? { toolTip: item.disabledReason } : {}),
          click: () => onAction(item.action),
        }
    }
  })
}
