import { describe, expect, it } from 'vitest'
import { alreadyAddedQuestion, urisToAdd } from '../../electron/contract/already-added-rules'

const [a, b, c] = ['spotify:track:a1', 'spotify:track:b2', 'spotify:track:c3']
const labels = (uris: string[], held: Set<string>) =>
  alreadyAddedQuestion(uris, held, 'Road Songs')?.choices.map(
    (choice) => `${choice.label}${choice.primary ? '*' : ''}`,
  )

describe('alreadyAddedQuestion', () => {
  it('asks nothing when the playlist holds none of the tracks', () => {
    expect(alreadyAddedQuestion([a, b], new Set([c]), 'Road Songs')).toBeNull()
    expect(alreadyAddedQuestion([], new Set([a]), 'Road Songs')).toBeNull()
  })

  it('one track held: "Already added", add anyway or (first in focus) don’t add', () => {
    const question = alreadyAddedQuestion([a], new Set([a]), 'Road Songs')
    expect(question).toMatchObject({
      title: 'Already added',
      message: 'This track is already in “Road Songs”.',
      held: 1,
      total: 1,
    })
    expect(labels([a], new Set([a]))).toEqual(['Add anyway', 'Don’t add*'])
  })

  it('several all held: the same two choices, counted', () => {
    expect(alreadyAddedQuestion([a, b], new Set([a, b, c]), 'Road Songs')?.message).toBe(
      'These 2 tracks are already in “Road Songs”.',
    )
    expect(labels([a, b], new Set([a, b]))).toEqual(['Add anyway', 'Don’t add*'])
  })

  it('several, some held: don’t add, add all, or (first in focus) add the new ones', () => {
    const question = alreadyAddedQuestion([a, b, c], new Set([b]), 'Road Songs')
    expect(question).toMatchObject({
      title: 'Some already added',
      message: '1 of these 3 tracks is already in “Road Songs”.',
      held: 1,
      total: 3,
    })
    expect(alreadyAddedQuestion([a, b, c], new Set([a, b]), 'Mix')?.message).toBe(
      '2 of these 3 tracks are already in “Mix”.',
    )
    expect(labels([a, b, c], new Set([b]))).toEqual(['Don’t add', 'Add all', 'Add new ones*'])
  })
})

describe('urisToAdd', () => {
  const held = new Set([b])
  it('keeps the order: all, only those not held, or none', () => {
    expect(urisToAdd([a, b, c], held, 'all')).toEqual([a, b, c])
    expect(urisToAdd([a, b, c], held, 'new')).toEqual([a, c])
    expect(urisToAdd([a, b, c], held, 'none')).toEqual([])
  })
})
