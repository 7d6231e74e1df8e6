import { existsSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startDemoWorker } from '../../electron/emulator'
import { mainOutDir } from '../../electron/web/project-paths'
import { tempFolder } from '../support/temp-folders'

describe('the demo service on a worker thread', () => {
  it('starts the compiled program, answers on its URLs, keeps its state, and is gone once closed', async () => {
    const dataDir = tempFolder('encore-demo-worker-')
    const demo = await startDemoWorker(join(mainOutDir, 'demo-process.js'), dataDir)
    expect(demo.apiUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/)
    demo.setAutoApprove(true)
    const me = await fetch(`${demo.apiUrl}/me`)
    expect(me.status).toBe(401) // a real service: no token, no answer
    await demo.close()
    expect(existsSync(join(dataDir, 'demo-state.json'))).toBe(true)
    await expect(fetch(`${demo.apiUrl}/me`)).rejects.toThrow()
  }, 60_000)

  it('passes on that its state file was unreadable and set aside, though that happened before it was ready', async () => {
    const dataDir = tempFolder('encore-demo-worker-')
    const stateFile = join(dataDir, 'demo-state.json')
    writeFileSync(stateFile, '{"version":1,"users":{"demo-list') // cut short, as by a crash of an older writer
    const demo = await startDemoWorker(join(mainOutDir, 'demo-process.js'), dataDir)
    try {
      const problem = await new Promise((resolve) => demo.onProblem(resolve))
      const movedTo = readdirSync(dataDir).find((name) => name.startsWith('demo-state.json.corrupt-'))
      expect(movedTo).toBeDefined()
      expect(problem).toEqual({
        kind: 'set-aside',
        file: stateFile,
        reason: expect.stringMatching(/^not JSON \(/) as unknown,
        setAsideAs: join(dataDir, movedTo ?? ''),
      })
    } finally {
      await demo.close()
    }
  }, 60_000)

  it('says plainly when the program is missing', async () => {
    await expect(startDemoWorker('/nowhere/demo-process.js', undefined)).rejects.toThrow(/is missing/)
  })
})
