import { describe, expect, it } from 'vitest'
import type { Notice } from '../../../../electron/contract'
import { systemClock } from '../../../../electron/core/base/ports'
import {
  createHistoryService,
  problemInWords,
} from '../../../../electron/core/features/history/history-service'
import { createPlayRecorder } from '../../../../electron/core/features/history/play-recorder'
import { SCOPE_PROBLEM } from '../../../../electron/core/features/history/service-reads'
import { createMemoryLogger } from '../../../support/memory-logger'

/** Your listening's own words in the language spoken: its notice, and the service read's problem. */
describe("your listening's words", () => {
  it('says in Japanese that plays cannot be kept, once', () => {
    const notices: Notice[] = []
    const recorder = createPlayRecorder(
      createMemoryLogger().logger,
      (notice) => notices.push(notice),
      () => 'ja',
    )
    recorder.failed(new Error('EACCES'))
    recorder.failed(new Error('EACCES'))
    expect(notices).toEqual([
      {
        level: 'warning',
        code: 'NOT_KEPT',
        message:
          'Encore は再生履歴をデータフォルダに保存できませんでした（EACCES）。保存できるようになるまで再生は記録されません。',
      },
    ])
  })

  it('shows the missing permission in German, though it is kept in English', () => {
    expect(problemInWords(SCOPE_PROBLEM, 'de')).toMatch(
      /^Encore darf nicht lesen, was du auf anderen Geräten/,
    )
    expect(problemInWords(SCOPE_PROBLEM, 'en')).toBe(SCOPE_PROBLEM)
    expect(problemInWords(null, 'de')).toBeNull()
  })

  it('asks to sign in first in German when nobody is signed in', () => {
    const service = createHistoryService({
      api: () => undefined,
      apiUrl: () => undefined,
      clock: systemClock,
      logger: createMemoryLogger().logger,
      dataDir: undefined,
      emit: () => {},
      notice: () => {},
      ownerChanged: () => {},
      language: () => 'de',
    })
    expect(() => service.store()).toThrow(
      'Melde dich zuerst an: Dein Hörverlauf wird für jedes Konto getrennt gespeichert.',
    )
    expect(() => service.forget()).toThrow(expect.objectContaining({ code: 'NOT_SIGNED_IN' }))
    service.dispose()
  })
})
