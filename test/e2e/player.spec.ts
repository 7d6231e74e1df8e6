import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/player-test'
import {
  chooseTheme,
  exact,
  playerBar,
  playSuggestedAlbum as playSuggested,
  servicePlayer,
  type PlayerApp,
} from './support/player-app'

/**
 * The player in the main window, in browser mode against a test-owned emulator: the page drives "Encore
 * Desktop", and the test also acts as another device (a phone) through the emulator's own API.
 */

test.use({ viewport: { width: 1280, height: 800 } })

const bar = playerBar
const playSuggestedAlbum = (page: Page, running: PlayerApp) =>
  playSuggested(page, running, { screenshot: 'test-results/player-idle.png' })
const barTitle = (page: Page) => bar(page).getByTestId('player-title')

async function valueOf(slider: Locator): Promise<number> {
  return Number(await slider.getAttribute('aria-valuenow'))
}

/**
 * Records, in the page, every change of the Shuffle and Repeat buttons from now on ("<Shuffle pressed> <Repeat
 * name>", each change once): a state that flips back for a moment cannot hide between two looks.
 */
async function watchToggles(player: Locator): Promise<() => Promise<string[]>> {
  const controls = player.getByRole('group', exact('Playback controls'))
  await controls.evaluate((group) => {
    const seen: string[] = []
    const record = () => {
      const buttons = [...group.querySelectorAll('button')]
      const shuffle = buttons.find((button) => button.getAttribute('aria-label') === 'Shuffle')
      const repeat = buttons.find((button) => button.getAttribute('aria-label')?.startsWith('Repeat: '))
      const now = `${shuffle?.getAttribute('aria-pressed')} ${repeat?.getAttribute('aria-label')}`
      if (seen.at(-1) !== now) seen.push(now)
    }
    new MutationObserver(record).observe(group, {
      attributes: true,
      subtree: true,
      attributeFilter: ['aria-pressed', 'aria-label'],
    })
    ;(group as HTMLElement & { toggles?: string[] }).toggles = seen
  })
  return () => controls.evaluate((group) => (group as HTMLElement & { toggles?: string[] }).toggles ?? [])
}

test('play an album from the suggestions and control it from the bar', async ({
  page,
  running,
  problems,
}) => {
  test.setTimeout(120_000)
  await playSuggestedAlbum(page, running)
  const player = bar(page)
  const first = await servicePlayer(running)
  expect(first.device.name).toBe('Encore Desktop')
  await expect(barTitle(page)).toHaveText(first.item!.name)
  await expect(page.getByTestId('now-playing-title')).toHaveText(first.item!.name)
  await expect(page.getByTestId('now-playing-context')).toContainText('Playing from Album')

  // The progress moves by itself.
  const seek = player.getByRole('slider', exact('Seek'))
  const elapsed = player.getByTestId('elapsed')
  const shownAt = await elapsed.textContent()
  await expect(elapsed).not.toHaveText(shownAt!)
  await expect(player.getByTestId('duration')).not.toHaveText('0:00')
  await expect(seek).toHaveAttribute('aria-valuemax', String(Math.round(first.item!.duration_ms / 1000)))

  // Pause and play: one button whose name says what it will do; Space does the same outside text fields.
  await player.getByRole('button', exact('Pause')).click()
  await expect(player.getByRole('button', exact('Play'))).toBeVisible()
  await expect(player.getByRole('button', exact('Pause'))).toHaveCount(0)
  await expect.poll(async () => (await servicePlayer(running)).is_playing).toBe(false)
  await player.getByRole('button', exact('Play')).click()
  await expect(player.getByRole('button', exact('Pause'))).toBeVisible()
  await expect.poll(async () => (await servicePlayer(running)).is_playing).toBe(true)
  await page.getByRole('heading', exact('Now playing')).click()
  await page.keyboard.press('Space')
  await expect(player.getByRole('button', exact('Play'))).toBeVisible()
  await expect.poll(async () => (await servicePlayer(running)).is_playing).toBe(false)
  await page.keyboard.press('Space')
  await expect(player.getByRole('button', exact('Pause'))).toBeVisible()

  // Next, then Previous (back within the first seconds of a track goes to the one before).
  await player.getByRole('button', exact('Next')).click()
  const second = await expect
    .poll(async () => (await servicePlayer(running)).item!.name)
    .not.toBe(first.item!.name)
    .then(async () => (await servicePlayer(running)).item!.name)
  await expect(barTitle(page)).toHaveText(second)
  await expect(async () => {
    await player.getByRole('button', exact('Previous')).click()
    await expect(barTitle(page)).toHaveText(first.item!.name, { timeout: 2_500 })
  }).toPass()

  // Seek by a click halfway along the bar, then by keys.
  const box = (await seek.boundingBox())!
  await seek.click({ position: { x: box.width / 2, y: box.height / 2 } })
  const half = first.item!.duration_ms / 2
  await expect.poll(() => valueOf(seek)).toBeGreaterThanOrEqual(Math.floor(half / 1000) - 1)
  await expect.poll(async () => (await servicePlayer(running)).progress_ms!).toBeGreaterThan(half - 3_000)
  await seek.press('Home')
  await expect.poll(async () => (await servicePlayer(running)).progress_ms!).toBeLessThan(half - 3_000)
  // The slider shows the start too before its value is taken (it follows what core hears, a moment later).
  await expect.poll(() => valueOf(seek)).toBeLessThan(Math.floor(half / 1000) - 3)
  const fromStart = await valueOf(seek)
  await seek.press('PageUp')
  await expect.poll(() => valueOf(seek)).toBeGreaterThanOrEqual(fromStart + 30)
  await expect.poll(async () => (await servicePlayer(running)).progress_ms!).toBeGreaterThanOrEqual(30_000)
  await seek.press('ArrowLeft')
  await expect.poll(async () => (await servicePlayer(running)).progress_ms!).toBeLessThan(half - 3_000)

  // Volume by keys, mute and unmute (back to where it was).
  const volume = player.getByRole('slider', exact('Volume'))
  const before = first.device.volume_percent!
  await expect(volume).toHaveAttribute('aria-valuenow', String(before))
  await volume.press('ArrowDown')
  await expect(volume).toHaveAttribute('aria-valuenow', String(before - 5))
  await expect.poll(async () => (await servicePlayer(running)).device.volume_percent).toBe(before - 5)
  await player.getByRole('button', exact('Mute')).click()
  await expect(volume).toHaveAttribute('aria-valuenow', '0')
  await expect.poll(async () => (await servicePlayer(running)).device.volume_percent).toBe(0)
  await player.getByRole('button', exact('Unmute')).click()
  await expect(volume).toHaveAttribute('aria-valuenow', String(before - 5))
  await expect.poll(async () => (await servicePlayer(running)).device.volume_percent).toBe(before - 5)

  // Repeat cycles off → all → one → off; Shuffle toggles.
  for (const [name, pressed, wire] of [
    ['Repeat: all', 'true', 'context'],
    ['Repeat: one', 'true', 'track'],
    ['Repeat: off', 'false', 'off'],
  ] as const) {
    await player.getByRole('button', { name: /^Repeat: / }).click()
    await expect(player.getByRole('button', exact(name))).toHaveAttribute('aria-pressed', pressed)
    await expect.poll(async () => (await servicePlayer(running)).repeat_state).toBe(wire)
  }
  const shuffle = player.getByRole('button', exact('Shuffle'))
  await expect(shuffle).toHaveAttribute('aria-pressed', 'false')
  await shuffle.click()
  await expect(shuffle).toHaveAttribute('aria-pressed', 'true')
  await expect.poll(async () => (await servicePlayer(running)).shuffle_state).toBe(true)

  // The last click wins: Shuffle on-off-on and Repeat off-all-one clicked 300 ms apart show each click at once,
  // keep showing the last (every change of the two buttons is recorded in the page), and the service ends there.
  await shuffle.click()
  await expect.poll(async () => (await servicePlayer(running)).shuffle_state).toBe(false)
  const repeat = player.getByRole('button', { name: /^Repeat: / })
  const clickEvery300ms = async (button: Locator, shown: (string | RegExp)[], attribute: string) => {
    for (const value of shown) {
      const clickedAt = Date.now()
      await button.click()
      await expect(button).toHaveAttribute(attribute, value)
      await page.waitForTimeout(Math.max(0, 300 - (Date.now() - clickedAt)))
    }
  }
  await clickEvery300ms(shuffle, ['true', 'false', 'true'], 'aria-pressed')
  const changes = await watchToggles(player)
  await clickEvery300ms(repeat, ['Repeat: all', 'Repeat: one'], 'aria-label')
  // The service ends at the last clicks (waited for, however long a busy machine takes)…
  await expect.poll(async () => (await servicePlayer(running)).shuffle_state).toBe(true)
  await expect.poll(async () => (await servicePlayer(running)).repeat_state).toBe('track')
  // …and the buttons never flipped back meanwhile, nor later: a fixed pause on purpose, longer than an answered
  // prediction lives without a read, since a flip that does not come has no condition to wait for.
  await page.waitForTimeout(4_500)
  expect(await changes()).toEqual(['true Repeat: all', 'true Repeat: one'])
  const last = await servicePlayer(running)
  expect([last.shuffle_state, last.repeat_state]).toEqual([true, 'track'])

  // The heart saves the track to the library (or removes it), and says which it will do.
  const trackId = (await servicePlayer(running)).item!.id
  const saved = await running.elsewhere.isSaved(trackId)
  const heart = player.getByRole('button', exact(saved ? 'Remove from Your Library' : 'Save to Your Library'))
  await heart.click()
  await expect(
    player.getByRole('button', exact(saved ? 'Save to Your Library' : 'Remove from Your Library')),
  ).toBeVisible()
  await expect.poll(() => running.elsewhere.isSaved(trackId)).toBe(!saved)
  expect(problems, 'no console errors').toEqual([])
})

test('the queue, another device, and changes made elsewhere', async ({ page, running, problems }) => {
  test.setTimeout(120_000)
  await playSuggestedAlbum(page, running)
  const player = bar(page)

  // Next up offers "Play from here" (its tracks are queued already): the album goes on from that track.
  const upNext = page.getByRole('list', exact('Next up'))
  await expect(upNext.getByRole('listitem')).not.toHaveCount(0)
  await expect(upNext.getByRole('button', exact('Add to queue'))).toHaveCount(0)
  const context = (await servicePlayer(running)).context?.uri
  const row = upNext.getByRole('listitem').nth(3)
  const fromName = (await row.locator('.queue__name').textContent())!.trim()
  await row.hover()
  await row.getByRole('button', exact('Play from here')).click()
  await expect.poll(async () => (await servicePlayer(running)).item?.name).toBe(fromName)
  expect((await servicePlayer(running)).context?.uri).toBe(context)

  // Add to queue from a track of the album's page: Queued by you shows it (Spotify has it only once needed).
  const albumId = context!.split(':').pop()
  await page.goto(`${new URL(page.url()).origin}/#/album/${albumId}`)
  const trackRow = page.getByRole('grid').locator('[role="row"][data-index]').nth(1)
  const queuedName = (await trackRow.getByTestId('track-title').textContent())!.trim()
  await trackRow.hover()
  await trackRow.getByRole('button', exact('Add to queue')).click()
  await expect(page.getByText('Added to your queue.')).toBeVisible()
  await page.goto(`${new URL(page.url()).origin}/#/now-playing`)
  const yours = page.getByRole('list', exact('Queued by you'))
  await expect(yours.getByRole('listitem').first()).toContainText(queuedName)

  // The Queue button opens the same view from anywhere.
  await page.getByRole('navigation', exact('Main')).getByRole('link', exact('Home')).click()
  await player.getByRole('button', exact('Queue')).click()
  await expect(page).toHaveURL(/#\/now-playing$/)
  await expect(player.getByRole('button', exact('Queue'))).toHaveAttribute('aria-pressed', 'true')

  // Move playback to the phone: one click, and it keeps playing there.
  await player.getByRole('button', exact('Devices')).click()
  const picker = page.getByRole('dialog', exact('Connect to a device'))
  await expect(picker.getByRole('button', exact('Encore Desktop'))).toHaveAttribute('aria-current', 'true')
  await picker.getByRole('button', exact('Pocket Phone')).click()
  await expect(player.getByTestId('player-device')).toContainText('Pocket Phone')
  await expect.poll(async () => (await servicePlayer(running)).device.name).toBe('Pocket Phone')
  expect((await servicePlayer(running)).is_playing).toBe(true)

  // The phone skips on its own: the page follows.
  const before = (await servicePlayer(running)).item!.name
  const skipped = await running.elsewhere.request('POST', '/me/player/next')
  expect(skipped.status).toBeLessThan(300)
  const after = (await servicePlayer(running)).item!.name
  expect(after).not.toBe(before)
  // Encore's next read shows it: the clock it shares with the emulator runs fast until then.
  await running.clock.fastForward(15_000, {
    until: async () => (await barTitle(page).textContent()) === after,
  })
  await expect(barTitle(page)).toHaveText(after, { timeout: 15_000 })

  // The phone pauses: the bar offers Play again.
  await running.elsewhere.request('PUT', '/me/player/pause')
  const play = player.getByRole('button', exact('Play'))
  await running.clock.fastForward(15_000, { until: () => play.isVisible() })
  await expect(play).toBeVisible({ timeout: 15_000 })
  expect(problems, 'no console errors').toEqual([])
})

test('with a slow service the button flips before the service answers', async ({ page, running }) => {
  test.setTimeout(90_000)
  await playSuggestedAlbum(page, running)
  const player = bar(page)
  const playback = () => running.emulator.state.demoUser().player.playback
  expect(playback()?.isPlaying).toBe(true)

  // The service waits 5 s before it runs anything: long enough that the flip comes first on a busy machine too.
  running.emulator.faults.set({ latencyMs: 5_000 })
  await player.getByRole('button', exact('Pause')).click()
  await expect(player.getByRole('button', exact('Play'))).toBeVisible()
  // Shown paused while the service, still waiting out its latency, has not paused yet.
  expect(playback()?.isPlaying, 'the service has not run the pause yet').toBe(true)
  await expect.poll(() => playback()?.isPlaying, { timeout: 15_000 }).toBe(false)
  await expect(player.getByRole('button', exact('Play'))).toBeVisible()
})

test('a restricted device, a fixed volume and a free account say why', async ({ page, running }) => {
  test.setTimeout(90_000)
  await playSuggestedAlbum(page, running)
  const player = bar(page)

  // The TV is listed but cannot be chosen, with the reason.
  await player.getByRole('button', exact('Devices')).click()
  const picker = page.getByRole('dialog', exact('Connect to a device'))
  const tv = picker.getByRole('button', exact('Living Room TV'))
  await expect(tv).toBeDisabled()
  await expect(tv).toHaveAccessibleDescription(/does not accept remote control from apps/)
  await tv.click({ force: true })
  await expect(picker).toBeVisible()

  // The kitchen speaker plays, but its volume cannot be changed from here.
  await picker.getByRole('button', exact('Kitchen Speaker')).click()
  await expect(player.getByTestId('player-device')).toContainText('Kitchen Speaker')
  const volume = player.getByRole('slider', exact('Volume'))
  await expect(volume).toHaveAttribute('aria-disabled', 'true')
  await expect(volume).toHaveAttribute('title', 'Kitchen Speaker does not let apps change its volume.')

  // A free account: the first command is refused, and every control then says why.
  running.emulator.setPremium(false)
  await player.getByRole('button', exact('Pause')).click()
  const notice = page.getByTestId('player-status-notice')
  await expect(notice).toContainText('A free account can watch, not control')
  await expect(notice).toContainText('needs a Premium account')
  for (const name of ['Pause', 'Next', 'Shuffle', 'Repeat: off']) {
    const control = player.getByRole('button', exact(name))
    await expect(control).toHaveAttribute('aria-disabled', 'true')
    await expect(control).toHaveAccessibleDescription(/Premium/)
  }
  await expect(player.getByRole('slider', exact('Seek'))).toHaveAttribute('aria-disabled', 'true')
  await expect(player.getByTestId('player-status')).toHaveText('Free account')
  await page.screenshot({ path: 'test-results/player-free-account.png', animations: 'disabled' })
})

test('screenshots of the bar, Now playing and the picker in both themes', async ({ page, running }) => {
  test.setTimeout(90_000)
  await playSuggestedAlbum(page, running)
  const player = bar(page)
  await expect(page.getByRole('list', exact('Next up')).getByRole('listitem')).not.toHaveCount(0)
  for (const theme of ['dark', 'light'] as const) {
    await chooseTheme(page, theme)
    await expect(page.getByTestId('now-playing-title')).toBeVisible()
    await page.mouse.move(0, 0)
    await player.screenshot({ path: `test-results/player-bar-${theme}.png`, animations: 'disabled' })
    await page.screenshot({ path: `test-results/player-now-playing-${theme}.png`, animations: 'disabled' })
    // Opened from the keyboard, so the focus ring shows in the picture.
    await player.getByRole('button', exact('Devices')).focus()
    await page.keyboard.press('Enter')
    const picker = page.getByRole('dialog', exact('Connect to a device'))
    // Focus goes to where it plays, so the keyboard can choose at once.
    await expect(picker.getByRole('button', exact('Encore Desktop'))).toBeFocused()
    await page.screenshot({ path: `test-results/player-picker-${theme}.png`, animations: 'disabled' })
    await page.keyboard.press('Escape')
    await expect(picker).toBeHidden()
    await expect(player.getByRole('button', exact('Devices'))).toBeFocused()
  }
  // Settings counts the requests sent to the service, and says why that matters.
  await page.getByRole('link', exact('Settings')).click()
  const counts = page.getByTestId('request-counts')
  await counts.scrollIntoViewIfNeeded()
  await expect(counts).toContainText('daily quota')
  await expect
    .poll(async () => Number(await page.getByTestId('requests-hour').textContent()))
    .toBeGreaterThan(0)
  await page.screenshot({ path: 'test-results/player-settings-requests.png', animations: 'disabled' })
  await page.goBack()

  // The narrowest main window still holds every control: Mute and the slider behind the Volume button.
  await page.setViewportSize({ width: 720, height: 600 })
  for (const name of ['Previous', 'Pause', 'Next', 'Shuffle', 'Queue', 'Devices', 'Volume']) {
    await expect(player.getByRole('button', exact(name))).toBeInViewport()
  }
  await player.getByRole('button', exact('Volume')).click()
  await expect(player.getByRole('button', exact('Mute'))).toBeInViewport()
  await expect(player.getByRole('slider', exact('Volume'))).toBeInViewport()
  await page.screenshot({ path: 'test-results/player-narrow.png', animations: 'disabled' })
})
