import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  WINDOW_BACKGROUNDS,
  appliedTheme,
  windowBackground,
} from '../../../../electron/core/features/desktop/window-theme'

const css = (file: string) =>
  readFileSync(fileURLToPath(new URL(`../../../../renderer/src/styles/${file}`, import.meta.url)), 'utf8')
const surface0 = (text: string) => /--surface-0:\s*(#[0-9a-f]{6})/i.exec(text)?.[1]

describe('the windows’ background before the page paints', () => {
  it('is the page’s own background in each theme (--surface-0 of the renderer’s styles)', () => {
    expect(WINDOW_BACKGROUNDS.dark).toBe(surface0(css('tokens.css')))
    expect(WINDOW_BACKGROUNDS.light).toBe(surface0(css('themes.css')))
  })

  it.each([
    ['dark', false, 'dark'],
    ['light', true, 'light'],
    ['system', true, 'dark'],
    ['system', false, 'light'],
  ] as const)('theme %s, system dark %s → %s', (theme, systemDark, applied) => {
    expect(appliedTheme(theme, systemDark)).toBe(applied)
    expect(windowBackground(theme, systemDark)).toBe(WINDOW_BACKGROUNDS[applied])
  })
})
