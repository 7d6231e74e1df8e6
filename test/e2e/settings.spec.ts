import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  version: string
  dependencies: Record<string, string>
}

test('Settings › About shows the version, the runtime and the build’s licence list; desktop-only settings say so; nothing is cut short at any window size', async ({
  page,
  browserMode,
  pageProblems,
}) => {
  await page.goto(browserMode.url)
  await page.getByRole('link', { name: 'Settings' }).click()
  const about = page.getByRole('region', { name: 'About Encore' })
  await expect(about.getByTestId('about-version')).toHaveText(`version ${pkg.version}`)
  await expect(about.getByTestId('about-runtime')).toContainText(`Node (host)${process.versions.node}`)
  await expect(about.getByTestId('about-runtime')).toContainText('Browser')

  // The list comes from out/main/about.json, written by the build from the lockfile and what each build
  // bundled: every direct production dependency is in it, and the page's own packages.
  const licences = about.getByTestId('about-licenses')
  await licences.locator('summary').click()
  for (const name of [...Object.keys(pkg.dependencies), 'vue', 'pinia', 'vue-router']) {
    await expect(licences.getByText(new RegExp(`^${name.replace('/', '\\/')} \\d`))).toBeVisible()
  }

  const hide = page.getByRole('checkbox', { name: 'Hide Encore from the taskbar' })
  await expect(hide).toBeDisabled()
  await expect(page.getByText('In browser mode Encore is a browser tab')).toBeVisible()
  expect(pageProblems).toEqual([])
  await about.scrollIntoViewIfNeeded()
  await page.screenshot({ path: 'test-results/settings-about.png', fullPage: true, animations: 'disabled' })

  // Signed in to the demo (every section shows), at each of the four window sizes nothing is cut short.
  await page.getByRole('link', { name: 'Home' }).click()
  await page.getByRole('button', { name: /demo/i }).first().click()
  await expect(page.getByTestId('account-name')).toBeVisible()
  await page.getByRole('link', { name: 'Settings' }).click()
  await expect(page.getByLabel('Opens as')).toBeVisible()
  for (const [width, height] of [
    [1440, 900],
    [1000, 700],
    [900, 700],
    [720, 480],
  ] as const) {
    await page.setViewportSize({ width, height })
    // Polled: read once the page has laid itself out at the new size, however long that takes.
    await expect.poll(() => cutInSettings(page), { message: `${width}×${height}` }).toEqual([])
  }
  expect(pageProblems).toEqual([])
})

/**
 * What Settings cuts short at the window's size: a select narrower than its longest option (an option's text
 * would be cut when chosen), text clipped by its box (an ellipsis, hidden overflow), and a page wider than the
 * window. Each is named by its text, or its label for a select.
 */
async function cutInSettings(page: Page): Promise<string[]> {
  return page.getByRole('main').evaluate((main) => {
    const cut: string[] = []
    for (const select of main.querySelectorAll('select')) {
      if (!select.getClientRects().length) continue
      // Its width with nothing holding it: as wide as its longest option.
      const free = select.cloneNode(true) as HTMLSelectElement
      Object.assign(free.style, {
        position: 'absolute',
        width: 'max-content',
        maxWidth: 'none',
        minWidth: '0',
      })
      select.parentElement!.append(free)
      const needed = free.getBoundingClientRect().width
      free.remove()
      if (needed > select.getBoundingClientRect().width + 0.5)
        cut.push(`select ${select.labels[0]?.textContent?.trim() ?? select.id}`)
    }
    for (const element of main.querySelectorAll<HTMLElement>('*')) {
      // Text for screen readers only sits in a 1 px box on purpose.
      if (element.getBoundingClientRect().width <= 1 || !element.textContent?.trim()) continue
      if (element.matches('select, option, textarea, input')) continue
      const style = getComputedStyle(element)
      const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis'
      if (clips && style.overflowX !== 'auto' && element.scrollWidth > element.clientWidth + 1)
        cut.push(element.textContent.trim().slice(0, 60))
    }
    if (main.scrollWidth > main.clientWidth + 1)
      cut.push(`the page is ${main.scrollWidth - main.clientWidth} px too wide`)
    return cut
  })
}
