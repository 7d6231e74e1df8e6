import { describe, expect, it } from 'vitest'
import { matchDevice } from '../../../../electron/core/features/command-line/device-match'
import { aDevice } from '../../../support/playback-states'

const devices = [
  aDevice({ id: 'd1', name: 'Kitchen Speaker' }),
  aDevice({ id: 'd2', name: 'Kitchen TV' }),
  aDevice({ id: 'd3', name: 'Pocket Phone' }),
  aDevice({ id: 'kitchen', name: 'Study' }),
]

describe('matchDevice', () => {
  it('finds a device by id or name, any case, or by the unique start of its name', () => {
    const cases: [string, string][] = [
      ['d3', 'Pocket Phone'],
      ['Kitchen Speaker', 'Kitchen Speaker'],
      ['kitchen speaker', 'Kitchen Speaker'],
      ['  POCKET  ', 'Pocket Phone'],
      ['kitchen s', 'Kitchen Speaker'],
      ['po', 'Pocket Phone'],
      // An exact id wins over names that start with it.
      ['kitchen', 'Study'],
    ]
    for (const [target, name] of cases)
      expect(matchDevice(devices, target), target).toEqual({ device: expect.objectContaining({ name }) })
  })

  it('takes any word of a name when one device has it ("phone" is the Pocket Phone)', () => {
    expect(matchDevice(devices, 'phone')).toMatchObject({ device: { name: 'Pocket Phone' } })
    expect(matchDevice(devices, 'SPEAKER')).toMatchObject({ device: { name: 'Kitchen Speaker' } })
    expect(matchDevice(devices, 'tv')).toMatchObject({ device: { name: 'Kitchen TV' } })
    const two = [...devices, aDevice({ id: 'd5', name: 'Work Phone' })]
    expect(matchDevice(two, 'phone')).toEqual({
      problem: '“phone” matches 2 devices: Pocket Phone, Work Phone; say more of the name',
    })
    // The start of a name still wins over a word inside another.
    expect(matchDevice([...devices, aDevice({ id: 'd6', name: 'Phone Booth' })], 'phone')).toMatchObject({
      device: { name: 'Phone Booth' },
    })
  })

  it('says why when none or several match', () => {
    expect(matchDevice(devices, 'kitchen t')).toMatchObject({ device: { name: 'Kitchen TV' } })
    expect(matchDevice(devices.slice(0, 3), 'kit')).toEqual({
      problem: '“kit” matches 2 devices: Kitchen Speaker, Kitchen TV; say more of the name',
    })
    expect(matchDevice(devices, 'garage')).toEqual({
      problem:
        'no device is called “garage”; the devices are Kitchen Speaker, Kitchen TV, Pocket Phone, Study',
    })
    expect(matchDevice([], 'any')).toEqual({
      problem: 'no devices are available: open Spotify on a phone or computer',
    })
  })
})
