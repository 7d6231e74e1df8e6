/**
 * Where the mini player opens: beside the tray icon (the popover) or where the user left it (the floating
 * window), always inside a display's work area (the screen less its panels, taskbar, menu bar and dock).
 * Pure geometry over what the shell reads from Electron's `screen` and `Tray.getBounds()`.
 */

export interface Point {
  x: number
  y: number
}
export interface Size {
  width: number
  height: number
}
export interface Rect extends Point, Size {}

export interface DisplayArea {
  id: number
  bounds: Rect
  workArea: Rect
}

export interface Screens {
  displays: readonly DisplayArea[]
  primaryId: number
}

/** Space left between the popover and the tray icon or a screen edge. */
export const POPOVER_GAP = 8

export type PanelEdge = 'top' | 'bottom' | 'left' | 'right'

const right = (rect: Rect) => rect.x + rect.width
const bottom = (rect: Rect) => rect.y + rect.height
const centre = (rect: Rect): Point => ({ x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 })
const contains = (rect: Rect, point: Point) =>
  point.x >= rect.x && point.x < right(rect) && point.y >= rect.y && point.y < bottom(rect)
const isEmpty = (rect: Rect | null | undefined): rect is null | undefined =>
  !rect || rect.width <= 0 || rect.height <= 0

function distanceTo(rect: Rect, point: Point): number {
  const dx = Math.max(rect.x - point.x, 0, point.x - right(rect))
  const dy = Math.max(rect.y - point.y, 0, point.y - bottom(rect))
  return Math.hypot(dx, dy)
}

function primary(screens: Screens): DisplayArea {
  const found = screens.displays.find((display) => display.id === screens.primaryId) ?? screens.displays[0]
  if (!found) throw new Error('No display to place a window on.')
  return found
}

/** The display a point is on, or the nearest one (a point in the gap between two displays). */
export function displayNearest(screens: Screens, point: Point): DisplayArea {
  const inside = screens.displays.find((display) => contains(display.bounds, point))
  if (inside) return inside
  let best = primary(screens)
  for (const display of screens.displays) {
    if (distanceTo(display.bounds, point) < distanceTo(best.bounds, point)) best = display
  }
  return best
}

/** Moves a rectangle the least so it lies inside `area` (pinned to its top-left when larger). */
export function clampInto(rect: Rect, area: Rect, margin = 0): Point {
  const x = Math.min(Math.max(rect.x, area.x + margin), right(area) - rect.width - margin)
  const y = Math.min(Math.max(rect.y, area.y + margin), bottom(area) - rect.height - margin)
  return { x: Math.round(Math.max(x, area.x)), y: Math.round(Math.max(y, area.y)) }
}

/** Which side of the display holds the panel with the tray: the side the work area gives up the most on. */
export function panelEdge(display: DisplayArea, anchor?: Point): PanelEdge {
  const { bounds, workArea } = display
  if (anchor) {
    if (anchor.y < workArea.y) return 'top'
    if (anchor.y >= bottom(workArea)) return 'bottom'
    if (anchor.x < workArea.x) return 'left'
    if (anchor.x >= right(workArea)) return 'right'
  }
  const insets: [PanelEdge, number][] = [
    ['top', workArea.y - bounds.y],
    ['bottom', bottom(bounds) - bottom(workArea)],
    ['left', workArea.x - bounds.x],
    ['right', right(bounds) - right(workArea)],
  ]
  const [edge, inset] = insets.reduce((best, next) => (next[1] > best[1] ? next : best))
  if (inset > 0) return edge
  // No panel reserves space (an auto-hiding taskbar): go by the side of the screen the anchor is nearest.
  if (!anchor) return 'bottom'
  const distances: [PanelEdge, number][] = [
    ['top', anchor.y - bounds.y],
    ['bottom', bottom(bounds) - anchor.y],
    ['left', anchor.x - bounds.x],
    ['right', right(bounds) - anchor.x],
  ]
  return distances.reduce((best, next) => (next[1] < best[1] ? next : best))[0]
}

/**
 * The popover's top-left corner: beside the tray icon, on the side away from the panel, centred on the icon,
 * inside the work area. Linux trays give no bounds, so the pointer (where the user just clicked) stands in;
 * without either, the corner of the primary display where its panel is.
 */
export function popoverPosition(
  screens: Screens,
  size: Size,
  anchors: { tray: Rect | null; cursor: Point | null },
): Point {
  const anchor: Rect | null = !isEmpty(anchors.tray)
    ? anchors.tray
    : anchors.cursor
      ? { ...anchors.cursor, width: 0, height: 0 }
      : null
  if (!anchor) {
    const display = primary(screens)
    const edge = panelEdge(display)
    const { workArea } = display
    const corner: Rect = {
      x: edge === 'left' ? workArea.x : right(workArea) - size.width,
      y: edge === 'top' ? workArea.y : bottom(workArea) - size.height,
      ...size,
    }
    return clampInto(corner, workArea, POPOVER_GAP)
  }
  const middle = centre(anchor)
  const display = displayNearest(screens, middle)
  const { workArea } = display
  const edge = panelEdge(display, middle)
  let wanted: Rect
  switch (edge) {
    case 'top':
      wanted = {
        x: middle.x - size.width / 2,
        y: Math.max(workArea.y, bottom(anchor)) + POPOVER_GAP,
        ...size,
      }
      break
    case 'bottom':
      wanted = {
        x: middle.x - size.width / 2,
        y: Math.min(bottom(workArea), anchor.y) - size.height - POPOVER_GAP,
        ...size,
      }
      break
    case 'left':
      wanted = {
        x: Math.max(workArea.x, right(anchor)) + POPOVER_GAP,
        y: middle.y - size.height / 2,
        ...size,
      }
      break
    case 'right':
      wanted = {
        x: Math.min(right(workArea), anchor.x) - size.width - POPOVER_GAP,
        y: middle.y - size.height / 2,
        ...size,
      }
      break
  }
  return clampInto(wanted, workArea, POPOVER_GAP)
}

function overlap(a: Rect, b: Rect): number {
  const width = Math.min(right(a), right(b)) - Math.max(a.x, b.x)
  const height = Math.min(bottom(a), bottom(b)) - Math.max(a.y, b.y)
  return width > 0 && height > 0 ? width * height : 0
}

/**
 * The floating window's top-left corner: where the user left it, kept whole on the display it overlaps most;
 * when it overlaps none (that display was disconnected) or nothing was saved, centred on the primary display.
 */
export function floatingPosition(
  screens: Screens,
  size: Size,
  saved: Point | null,
): Point & { displayId: number } {
  if (saved) {
    const window = { ...saved, ...size }
    let best: DisplayArea | null = null
    for (const candidate of screens.displays) {
      if (overlap(window, candidate.bounds) > (best ? overlap(window, best.bounds) : 0)) best = candidate
    }
    if (best) return { ...clampInto(window, best.workArea), displayId: best.id }
  }
  const display = primary(screens)
  const { workArea } = display
  const centred = {
    x: workArea.x + (workArea.width - size.width) / 2,
    y: workArea.y + (workArea.height - size.height) / 2,
    ...size,
  }
  return { ...clampInto(centred, workArea), displayId: display.id }
}
