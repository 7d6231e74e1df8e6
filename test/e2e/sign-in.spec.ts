import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test as base } from '@playwright/test'
import { startBrowserMode, type RunningBrowserMode } from '../support/browser-mode'

/** `npm run web` with a fresh data folder: a newcomer, with nothing configured. */
const test = base.extend<{ app: RunningBrowserMode; problems: string[] }>({
  // eslint-disable-next-line no-empty-pattern
  app: async ({}, use) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'encore-e2e-'))
    const app = await startBrowserMode(['--data-dir', dataDir])
    await use(app)
    expect(await app.stop(), `browser mode should exit 0 on Ctrl-C; stderr:\n${app.stderr()}`).toBe(0)
    rmSync(dataDir, { recursive: true, force: true })
  },
  problems: async ({ page }, use) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    await use(problems)
  },
})

test('a newcomer signs in to the demo with one click, sees their profile, signs out and in again', async ({
  page,
  app,
  problems,
}) => {
  await page.goto(app.url)
  const prompt = page.getByTestId('sign-in-prompt')
  await expect(prompt).toContainText('Try Encore with the built-in demo')
  await expect(page.getByTestId('app-service')).toHaveAttribute('data-service', 'demo')
  await page.screenshot({ path: 'test-results/sign-in-newcomer.png' })

  await prompt.getByTestId('prompt-sign-in').click()
  const chip = page.getByTestId('account-chip')
  await expect(chip.getByTestId('account-name')).toHaveText(/\S+/)
  await expect(chip.getByTestId('user-avatar')).toBeVisible()
  await expect(prompt).toBeHidden()
  const name = (await chip.getByTestId('account-name').textContent())!.trim()

  await page.getByRole('link', { name: 'Settings' }).click()
  await expect(page.getByTestId('profile-name')).toHaveText(name)
  await expect(page.getByTestId('granted-scopes')).toHaveText('18 of 18 granted')
  // The plan as a person writes it, not the service's code.
  await expect(page.getByTestId('account-plan')).toHaveText('Premium')
  await page.screenshot({ path: 'test-results/sign-in-profile.png' })

  await chip.getByTestId('sign-out').click()
  await expect(page.getByTestId('account-profile')).toBeHidden()
  await page.getByRole('link', { name: 'Home' }).click()
  await expect(prompt.getByTestId('sign-out-reason')).toContainText('You signed out')
  await page.screenshot({ path: 'test-results/sign-in-signed-out.png' })

  await prompt.getByTestId('prompt-sign-in').click()
  await expect(chip.getByTestId('account-name')).toHaveText(name)
  expect(problems, 'no console errors and no CSP violations').toEqual([])
})

test('with the consent page: the page opens it in a new tab, approving there signs in', async ({
  page,
  app,
}) => {
  await page.goto(`${app.url.replace('/?', '/?')}`)
  await page.getByRole('link', { name: 'More options' }).click()
  await page.getByTestId('skip-consent').uncheck()
  const consentTab = page.context().waitForEvent('page')
  await page.getByTestId('sign-in-demo').click()
  const consent = await consentTab
  await expect(page.getByTestId('sign-in-progress')).toContainText('Waiting for your approval')
  await expect(page.getByTestId('authorize-link')).toHaveAttribute('href', /\/authorize\?/)
  await page.screenshot({ path: 'test-results/sign-in-waiting.png' })

  await consent.getByRole('button', { name: 'Agree' }).click()
  await expect(consent.locator('body')).toContainText('You can close this tab')
  await consent.screenshot({ path: 'test-results/sign-in-callback-page.png' })
  await consent.close()

  await expect(page.getByTestId('account-chip').getByTestId('account-name')).toHaveText(/\S+/)
  // Signed in: the sign-in screen gave way to home.
  await expect(page).toHaveURL(/#\/$/)
})

test('declining on the consent page says so, and cancel ends a wait', async ({ page, app }) => {
  await page.goto(app.url)
  await page.getByRole('link', { name: 'More options' }).click()
  await page.getByTestId('skip-consent').uncheck()
  let consentTab = page.context().waitForEvent('page')
  await page.getByTestId('sign-in-demo').click()
  const consent = await consentTab
  await consent.getByRole('button', { name: 'Cancel' }).click()
  await expect(consent.locator('body')).toContainText('You declined')
  await expect(page.getByTestId('sign-out-reason')).toHaveAttribute('data-reason', 'access-denied')

  consentTab = page.context().waitForEvent('page')
  await page.getByTestId('sign-in-demo').click()
  await consentTab
  await page.getByTestId('cancel-sign-in').click()
  await expect(page.getByTestId('sign-out-reason')).toHaveAttribute('data-reason', 'cancelled')
})

test('the Spotify setup form validates the Client ID and shows the redirect URI to register', async ({
  page,
  app,
}) => {
  await page.goto(app.url)
  await page.getByRole('link', { name: 'More options' }).click()
  await page.getByTestId('choose-spotify').click()
  const form = page.getByTestId('spotify-setup')
  await expect(form).toContainText('Why your own app?')
  await expect(form.getByTestId('redirect-uri')).toHaveText('http://127.0.0.1/callback')

  const clientId = form.getByTestId('client-id')
  await clientId.fill('my-spotify-app')
  await clientId.blur()
  await expect(form.getByTestId('client-id-error')).toContainText('“m” is not one of them')
  await clientId.fill('0123456789abcdef')
  await expect(form.getByTestId('client-id-error')).toHaveText(
    'A Client ID has 32 characters; this one has 16.',
  )
  await form.getByTestId('spotify-save').click()
  await expect(clientId).toHaveAttribute('aria-invalid', 'true')

  await form.getByTestId('port-fixed').check()
  await form.getByTestId('redirect-port').fill('80')
  await form.getByTestId('redirect-port').blur()
  await expect(form).toContainText('Use a port from 1024 to 65535.')
  await form.getByTestId('redirect-port').fill('8888')
  await expect(form.getByTestId('redirect-uri')).toHaveText('http://127.0.0.1:8888/callback')
  await clientId.fill('0123456789ABCDEF0123456789abcdef')
  await expect(form.getByTestId('client-id-error')).toBeHidden()
  await page.screenshot({ path: 'test-results/sign-in-spotify-setup.png', fullPage: true })
})
