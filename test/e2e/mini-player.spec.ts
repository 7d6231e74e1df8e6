import { type Page } from '@playwright/test'
import { expect, test } from './support/player-test'
import { chooseTheme, exact, servicePlayer, signIn } from './support/player-app'

/**
 * The mini player (`#/mini`) at the sizes its window takes, in browser mode against the demo: the same
 * controls and names as the player bar. The test signs in in the main page; the mini page shares the session.
 */

const sizes = [
  { name: 'compact', width: 360, height: 160 },
  { name: 'regular', width: 420, height: 420 },
] as const

/** Every control is inside the window: nothing cut off at this size. */
async function expectWithin(page: Page, width: number, height: number) {
  for (const name of ['Previous', 'Next', 'Devices', 'Shuffle']) {
    const box = await page.getByRole('button', exact(name)).boundingBox()
    expect(box, `${name} is laid out`).not.toBeNull()
    expect(box!.x + box!.width, `${name} fits the width`).toBeLessThanOrEqual(width + 0.5)
    expect(box!.y + box!.height, `${name} fits the height`).toBeLessThanOrEqual(height + 0.5)
  }
}

for (const size of sizes) {
  test(`the mini player at ${size.width}×${size.height} plays, pauses, skips, seeks, changes volume and device`, async ({
    page,
    running,
  }) => {
    test.setTimeout(120_000)
    await signIn(page, running.app)
    const mini = await page.context().newPage()
    await mini.setViewportSize({ width: size.width, height: size.height })
    await mini.goto(`${running.app.host.origin}/#/mini`)
    const player = mini.getByRole('region', exact('Player'))
    await expect(player.getByTestId('player-title')).toHaveText('Nothing playing')

    // Nothing plays anywhere: Play asks where, in a list that covers the small window.
    await player.getByRole('button', exact('Play')).click()
    const choose = mini.getByRole('dialog', exact('Choose where to play'))
    await expect(choose).toBeVisible()
    await choose.getByRole('button', exact('Encore Desktop')).click()
    await expect(player.getByRole('button', exact('Pause'))).toBeVisible()
    await expect.poll(async () => (await servicePlayer(running)).is_playing).toBe(true)
    const first = await servicePlayer(running)
    await expect(player.getByTestId('player-title')).toHaveText(first.item!.name)
    await expectWithin(mini, size.width, size.height)

    await player.getByRole('button', exact('Pause')).click()
    await expect.poll(async () => (await servicePlayer(running)).is_playing).toBe(false)
    await player.getByRole('button', exact('Play')).click()
    await expect.poll(async () => (await servicePlayer(running)).is_playing).toBe(true)

    await player.getByRole('button', exact('Next')).click()
    await expect.poll(async () => (await servicePlayer(running)).item!.name).not.toBe(first.item!.name)
    await expect(player.getByTestId('player-title')).toHaveText((await servicePlayer(running)).item!.name)

    // Seek by keys: each Right is 5 s ahead.
    const before = (await servicePlayer(running)).progress_ms ?? 0
    const seek = player.getByRole('slider', exact('Seek'))
    await seek.focus()
    for (let step = 0; step < 6; step++) await mini.keyboard.press('ArrowRight')
    await expect
      .poll(async () => (await servicePlayer(running)).progress_ms ?? 0)
      .toBeGreaterThanOrEqual(before + 25_000)

    const volume = player.getByRole('slider', exact('Volume'))
    const volumeBefore = (await servicePlayer(running)).device.volume_percent!
    await volume.focus()
    await mini.keyboard.press('ArrowDown')
    await mini.keyboard.press('ArrowDown')
    await expect
      .poll(async () => (await servicePlayer(running)).device.volume_percent)
      .toBe(volumeBefore - 10)

    await player.getByRole('button', exact('Devices')).click()
    const devices = mini.getByRole('dialog', exact('Connect to a device'))
    await devices.getByRole('button', exact('Pocket Phone')).click()
    await expect.poll(async () => (await servicePlayer(running)).device.name).toBe('Pocket Phone')
    await expect(player.getByRole('button', exact('Pause'))).toBeVisible()

    for (const theme of ['dark', 'light'] as const) {
      await chooseTheme(page, theme)
      await expect(mini.locator('html')).toHaveAttribute('data-theme', theme)
      await mini.screenshot({ path: `test-results/mini-${size.name}-${theme}.png`, animations: 'disabled' })
    }
  })
}
