import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sendInvocation } from '../../../../electron/cli/client'
import type { Invocation } from '../../../../electron/core/features/command-line/command'
import { PROTOCOL_VERSION } from '../../../../electron/core/features/command-line/protocol'
import {
  startCommandServer,
  type CommandServer,
} from '../../../../electron/core/features/command-line/server'
import { keyPathFor, socketPathFor } from '../../../../electron/core/features/command-line/socket-path'
import { systemClock } from '../../../../electron/core/base/ports'
import { createFakeEncore } from '../../../support/fake-encore'
import { createMemoryLogger } from '../../../support/memory-logger'
import { aState } from '../../../support/playback-states'

/** The socket's protocol: what a request that is not right gets back, following, quitting, stopping. */

const invocation = (changes: Partial<Invocation> & Pick<Invocation, 'command'>): Invocation => ({
  output: { json: false, format: '{title} {state}', follow: false },
  dataDir: null,
  start: false,
  ...changes,
})

/** Sends raw text and answers every line that comes back until Encore closes the connection. */
function raw(path: string, text: string): Promise<string[]> {
  return new Promise((resolve) => {
    let answer = ''
    const socket = connect(path, () => socket.write(text))
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (answer += chunk))
    socket.on('close', () => resolve(answer.split('\n').filter(Boolean)))
  })
}

describe('the command server’s protocol', () => {
  let dir: string
  let server: CommandServer | null
  const fake = createFakeEncore()
  const quit = vi.fn()

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'encore-protocol-'))
    server = await startCommandServer({
      encore: { ...fake.encore, openLink: vi.fn() },
      dataDir: dir,
      shell: { quit },
      clock: systemClock,
      logger: createMemoryLogger().logger,
    })
  })
  afterEach(async () => {
    await server?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('tells a request it cannot take why, in one line', async () => {
    const path = socketPathFor(dir)
    const key = readFileSync(keyPathFor(dir), 'utf8').trim()
    const done = (message: string, code = 2) => [JSON.stringify({ type: 'done', code, message })]
    expect(await raw(path, `{"v":${PROTOCOL_VERSION + 1}}\n`)).toEqual(
      done(
        `This encore command speaks protocol ${PROTOCOL_VERSION + 1}; the running Encore speaks ${PROTOCOL_VERSION}. Use the command of the same version.`,
      ),
    )
    expect(await raw(path, 'not json\n')).toEqual(done('Encore could not read that request.'))
    const unknown = {
      v: PROTOCOL_VERSION,
      key,
      invocation: { command: { name: 'dance' }, output: { json: false, format: null, follow: false } },
    }
    expect(await raw(path, `${JSON.stringify(unknown)}\n`)).toEqual(
      done('Encore could not read that request.'),
    )
    expect(await raw(path, 'x'.repeat(70_000))).toEqual(done('That request is too long.'))
  })

  it('follows until the command goes, and tells a follower when Encore stops', async () => {
    const lines: string[] = []
    const following = sendInvocation(
      invocation({
        command: { name: 'status' },
        output: { json: false, format: '{title} {state}', follow: true },
      }),
      dir,
      { out: (line) => lines.push(line), err: (line) => lines.push(`err ${line}`), note() {} },
    )
    await vi.waitFor(() => expect(lines).toEqual(['Blue in Green playing']))
    fake.setState(aState({ isPlaying: false }))
    await vi.waitFor(() => expect(lines).toEqual(['Blue in Green playing', 'Blue in Green paused']))
    await server?.close()
    server = null
    expect(await following).toEqual({ code: 3 })
    expect(lines.at(-1)).toBe('err Encore stopped.')
  })

  it('a track named with escape sequences and polybar tags: status prints neither', async () => {
    const name = '\u001b]0;owned\u0007\u001b[2J%{A1:touch /tmp/owned:}Song%{A}'
    const artist = { id: 'a', name: '\u009b31mEvil%{F#f00}', uri: 'spotify:artist:a' }
    fake.setState(aState({ track: { ...aState().track!, name, artists: [artist] } }))
    const printed = async (output: Invocation['output']) => {
      const lines: string[] = []
      const io = {
        out: (line: string) => lines.push(line),
        err: (line: string) => lines.push(line),
        note() {},
      }
      expect(await sendInvocation(invocation({ command: { name: 'status' }, output }), dir, io)).toEqual({
        code: 0,
      })
      return lines
    }
    // The person's own format keeps its markup; the names' tags are neutralised.
    expect(
      await printed({
        json: false,
        format: '%{F#1db954}{state}%{F-} {artist} – {title}',
        follow: false,
        escape: 'polybar',
      }),
    ).toEqual(['%{F#1db954}playing%{F-} 31mEvil％{F#f00} – ％{A1:touch /tmp/owned:}Song％{A}'])
    // Without --escape, no escape sequence reaches the terminal either (the default line, and --json).
    for (const output of [
      { json: false, format: null, follow: false },
      { json: false, format: '{title}', follow: false },
      { json: true, format: null, follow: false },
    ]) {
      const lines = await printed(output)
      expect(lines).toHaveLength(1)
      // eslint-disable-next-line no-control-regex -- what must not be printed
      expect(lines[0]).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/)
    }
  })

  it('quits once the reply is on its way', async () => {
    const io = { out: vi.fn(), err: vi.fn(), note: vi.fn() }
    expect(await sendInvocation(invocation({ command: { name: 'quit' } }), dir, io)).toEqual({ code: 0 })
    expect(quit).toHaveBeenCalledOnce()
    // Done is done: the connection closing after the answer says nothing more.
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(io.err).not.toHaveBeenCalled()
  })
})
