import { readFileSync } from 'node:fs'
import { expect, test } from './support/fixtures'

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  version: string
  dependencies: Record<string, string>
}

test('Settings › About shows the version, the runtime and the build’s licence list; desktop-only settings say so', async ({
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
})
