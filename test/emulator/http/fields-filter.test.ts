import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../electron/emulator/http/api-error'
import { applyFields, parseFields } from '../../../electron/emulator/http/fields-filter'

const playlist = {
  name: 'P',
  uri: 'u',
  owner: { id: 'o', display_name: 'O' },
  tracks: {
    total: 2,
    items: [
      {
        added_at: 't1',
        added_by: { id: 'a', uri: 'x' },
        track: { name: 'n1', href: 'h1', album: { name: 'al', href: 'ah' } },
      },
      {
        added_at: 't2',
        added_by: { id: 'b', uri: 'y' },
        track: { name: 'n2', href: 'h2', album: { name: 'al', href: 'ah' } },
      },
    ],
  },
}

describe('fields filter', () => {
  it('keeps named fields and dotted nested ones', () => {
    expect(applyFields(playlist, parseFields('name,owner.id'))).toEqual({ name: 'P', owner: { id: 'o' } })
  })

  it('applies parentheses to each element of a list, nested', () => {
    expect(
      applyFields(playlist, parseFields('tracks.items(added_by.id,track(name,album(!name,href)))')),
    ).toEqual({
      tracks: {
        items: [
          { added_by: { id: 'a' }, track: { name: 'n1', album: { href: 'ah' } } },
          { added_by: { id: 'b' }, track: { name: 'n2', album: { href: 'ah' } } },
        ],
      },
    })
  })

  it('with only exclusions keeps the rest', () => {
    expect(applyFields(playlist.tracks.items[0], parseFields('track(!album)'))).toEqual({
      track: { name: 'n1', href: 'h1' },
    })
    expect(Object.keys(applyFields(playlist, parseFields('!tracks,!owner')) as object)).toEqual([
      'name',
      'uri',
    ])
  })

  it('merges repeated paths', () => {
    expect(applyFields(playlist, parseFields('tracks.total,tracks.items(added_at)'))).toEqual({
      tracks: { total: 2, items: [{ added_at: 't1' }, { added_at: 't2' }] },
    })
  })

  it.each(['', 'name,', 'tracks(name', 'a..b', 'a)', '(a)', 'a b'])(
    'refuses %j with a 400 naming fields',
    (text) => {
      try {
        parseFields(text)
        expect.unreachable()
      } catch (error) {
        expect(error).toBeInstanceOf(ApiError)
        expect((error as ApiError).statusCode).toBe(400)
        expect((error as ApiError).message).toContain('fields')
      }
    },
  )
})
