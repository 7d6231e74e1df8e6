import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { effectScope } from 'vue'
import { usePastedTracks } from '../../../renderer/src/composables/usePastedTracks'

const id = '4uLU6hMCjMI75M1A2tKUQC'

describe('usePastedTracks', () => {
  let scope: ReturnType<typeof effectScope>
  const take = vi.fn()
  beforeEach(() => {
    take.mockReset()
    scope = effectScope()
    scope.run(() => usePastedTracks(take))
    document.body.innerHTML = '<p id="text">Some text</p><input id="field" type="text" />'
  })
  afterEach(() => scope.stop())

  function paste(target: string, text: string) {
    const event = new Event('paste', { bubbles: true, cancelable: true }) as ClipboardEvent
    Object.defineProperty(event, 'clipboardData', { value: { getData: () => text } })
    document.getElementById(target)!.dispatchEvent(event)
    return event
  }

  it('takes the track links pasted on the page, and keeps the browser from pasting them too', () => {
    const event = paste('text', `https://open.spotify.com/track/${id} spotify:track:${id}`)
    expect(take).toHaveBeenCalledWith([`spotify:track:${id}`])
    expect(event.defaultPrevented).toBe(true)
  })

  it('leaves a paste into a text field, and one without a track link, alone', () => {
    expect(paste('field', `spotify:track:${id}`).defaultPrevented).toBe(false)
    expect(paste('text', 'just words').defaultPrevented).toBe(false)
    expect(take).not.toHaveBeenCalled()
  })
})
