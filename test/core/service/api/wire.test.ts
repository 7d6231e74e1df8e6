import { describe, expect, it } from 'vitest'
import { compactBody, encodeQuery, expandPath, jsonBody } from '../../../../electron/core/service/api/wire'

describe('wire conventions', () => {
  it('joins lists with commas and omits parameters without a value', () => {
    expect(
      encodeQuery({
        ids: ['a', 'b', 'c'],
        market: undefined,
        limit: 10,
        q: '',
        empty: [],
        flag: false,
        none: null,
      }),
    ).toBe('?ids=a,b,c&limit=10&flag=false')
    expect(encodeQuery({ market: undefined })).toBe('')
    expect(encodeQuery(undefined)).toBe('')
  })

  it('percent-encodes values but keeps list commas and URI colons readable', () => {
    expect(encodeQuery({ q: 'artist:Abba year:1970-1979 & co', uri: 'spotify:track:x' })).toBe(
      '?q=artist:Abba%20year:1970-1979%20%26%20co&uri=spotify:track:x',
    )
  })

  it('fills path parameters percent-encoded and refuses a missing one', () => {
    expect(expandPath('/users/{user_id}/playlists', { user_id: 'a b/c' })).toBe('/users/a%20b%2Fc/playlists')
    expect(() => expandPath('/albums/{album_id}', {})).toThrow(/album_id/)
  })

  it('drops body fields without a value but keeps empty lists (replace with nothing clears)', () => {
    expect(
      compactBody({ name: 'x', description: undefined, public: false, uris: [], snapshot_id: '' }),
    ).toEqual({
      name: 'x',
      public: false,
      uris: [],
    })
    expect(jsonBody({ public: undefined })).toBeUndefined()
    expect(jsonBody({ public: true })).toEqual({ json: { public: true } })
  })
})
