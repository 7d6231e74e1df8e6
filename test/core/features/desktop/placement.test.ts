import { describe, expect, it } from 'vitest'
import {
  floatingPosition,
  panelEdge,
  popoverPosition,
  POPOVER_GAP,
  type DisplayArea,
  type Rect,
  type Screens,
} from '../../../../electron/core/features/desktop/placement'

const size = { width: 420, height: 420 }

/** A 1920×1080 display at `x`, with a panel of `inset` pixels on one edge. */
function display(
  id: number,
  x: number,
  edge: 'top' | 'bottom' | 'left' | 'right' | 'none',
  inset = 40,
): DisplayArea {
  const bounds = { x, y: 0, width: 1920, height: 1080 }
  const workArea = { ...bounds }
  if (edge === 'top') Object.assign(workArea, { y: inset, height: 1080 - inset })
  if (edge === 'bottom') Object.assign(workArea, { height: 1080 - inset })
  if (edge === 'left') Object.assign(workArea, { x: x + inset, width: 1920 - inset })
  if (edge === 'right') Object.assign(workArea, { width: 1920 - inset })
  return { id, bounds, workArea }
}

const single = (edge: Parameters<typeof display>[2]): Screens => ({
  displays: [display(1, 0, edge)],
  primaryId: 1,
})

function inside(rect: Rect, area: Rect) {
  return (
    rect.x >= area.x &&
    rect.y >= area.y &&
    rect.x + rect.width <= area.x + area.width &&
    rect.y + rect.height <= area.y + area.height
  )
}

describe('popoverPosition: beside the tray icon', () => {
  it('opens below a macOS menu-bar icon, centred on it', () => {
    const screens = single('top')
    const tray = { x: 1500, y: 0, width: 24, height: 24 }
    expect(popoverPosition(screens, size, { tray, cursor: null })).toEqual({
      x: 1512 - 210,
      y: 40 + POPOVER_GAP,
    })
  })

  it('opens above a Windows taskbar icon, and stays inside the work area near the corner', () => {
    const screens = single('bottom')
    const tray = { x: 1880, y: 1045, width: 24, height: 24 }
    const position = popoverPosition(screens, size, { tray, cursor: null })
    expect(position).toEqual({ x: 1920 - 420 - POPOVER_GAP, y: 1040 - 420 - POPOVER_GAP })
  })

  it('opens beside a panel on the left or the right', () => {
    const left = popoverPosition(single('left'), size, {
      tray: { x: 8, y: 500, width: 24, height: 24 },
      cursor: null,
    })
    expect(left).toEqual({ x: 40 + POPOVER_GAP, y: 512 - 210 })
    const right = popoverPosition(single('right'), size, {
      tray: { x: 1890, y: 500, width: 24, height: 24 },
      cursor: null,
    })
    expect(right).toEqual({ x: 1880 - 420 - POPOVER_GAP, y: 512 - 210 })
  })

  it('uses the pointer where the tray gives no bounds (Linux), on the display the pointer is on', () => {
    const screens: Screens = { displays: [display(1, 0, 'top'), display(2, 1920, 'top')], primaryId: 1 }
    const position = popoverPosition(screens, size, {
      tray: { x: 0, y: 0, width: 0, height: 0 },
      cursor: { x: 3700, y: 12 },
    })
    expect(position).toEqual({ x: 3840 - 420 - POPOVER_GAP, y: 40 + POPOVER_GAP })
  })

  it('falls back to the corner of the primary display where its panel is', () => {
    expect(popoverPosition(single('top'), size, { tray: null, cursor: null })).toEqual({
      x: 1920 - 420 - POPOVER_GAP,
      y: 40 + POPOVER_GAP,
    })
    expect(popoverPosition(single('bottom'), size, { tray: null, cursor: null })).toEqual({
      x: 1920 - 420 - POPOVER_GAP,
      y: 1040 - 420 - POPOVER_GAP,
    })
  })

  it('stays inside the work area for any tray position', () => {
    for (const edge of ['top', 'bottom', 'left', 'right', 'none'] as const) {
      const screens = single(edge)
      for (const x of [0, 500, 1919]) {
        for (const y of [0, 540, 1079]) {
          const position = popoverPosition(screens, size, {
            tray: { x, y, width: 22, height: 22 },
            cursor: null,
          })
          expect(inside({ ...position, ...size }, screens.displays[0]!.workArea), `${edge} ${x},${y}`).toBe(
            true,
          )
        }
      }
    }
  })

  it('tells the panel edge from the work area, or from the nearest screen edge when no panel reserves space', () => {
    expect(panelEdge(display(1, 0, 'bottom'))).toBe('bottom')
    expect(panelEdge(display(1, 0, 'none'), { x: 1900, y: 10 })).toBe('top')
    expect(panelEdge(display(1, 0, 'none'), { x: 1910, y: 600 })).toBe('right')
  })
})

describe('floatingPosition: where the user left it', () => {
  const two: Screens = { displays: [display(1, 0, 'bottom'), display(2, 1920, 'top')], primaryId: 1 }

  it('restores a saved position on the display it was on', () => {
    expect(floatingPosition(two, size, { x: 2500, y: 300 })).toEqual({ x: 2500, y: 300, displayId: 2 })
  })

  it('clamps a window that would hang off its display back inside the work area', () => {
    expect(floatingPosition(two, size, { x: 3700, y: 10 })).toEqual({ x: 3840 - 420, y: 40, displayId: 2 })
    expect(floatingPosition(two, size, { x: 100, y: 900 })).toEqual({ x: 100, y: 1040 - 420, displayId: 1 })
  })

  it('falls back to the primary display when the saved one is disconnected', () => {
    const onlyPrimary: Screens = { displays: [display(1, 0, 'bottom')], primaryId: 1 }
    expect(floatingPosition(onlyPrimary, size, { x: 2500, y: 300 })).toEqual({
      x: (1920 - 420) / 2,
      y: (1040 - 420) / 2,
      displayId: 1,
    })
  })

  it('centres on the primary display when nothing was saved, whichever display is listed first', () => {
    const primarySecond: Screens = { displays: two.displays, primaryId: 2 }
    expect(floatingPosition(primarySecond, size, null)).toEqual({
      x: 1920 + (1920 - 420) / 2,
      y: 40 + (1040 - 420) / 2,
      displayId: 2,
    })
  })
})
