/**
 * The operation table (electron/operations), shared by the client and the emulator, against the real service's
 * OpenAPI description (../shared/openapi): every operation is the service's, at its method and path; what the
 * table says was retired is what the description marks deprecated; the scopes come from the description's
 * (with the differences api-spec.md and the real service make, each named below with its reason).
 */
import { describe, expect, it } from 'vitest'
import { scopeNames } from '../../electron/contract'
import {
  operations,
  savedKinds,
  scopesOf,
  serviceScopes,
  type OperationId,
  type ScopeVariant,
} from '../../electron/operations'
import { warnIfOpenApiMissing, openApiAvailable } from '../support/openapi-conformance'
import { loadOpenApi } from '../support/openapi-document'

warnIfOpenApiMissing()

const ids = Object.keys(operations) as OperationId[]
/** `/albums/{album_id}` and `/albums/{id}` are the same path. */
const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}')

/** Every variant a rule can be asked in: both flags either way, and every kind of /me/library. */
const variants: ScopeVariant[] = [
  {},
  { public: true },
  { public: false },
  { public: false, collaborative: true },
  { kinds: savedKinds },
]
const scopesNamedBy = (id: OperationId) =>
  new Set(variants.flatMap((variant) => scopesOf(id, variant).flat()))

/** The scopes the description's `security` lists for the operation at the table's method and path. */
function describedScopes(id: OperationId): Set<string> {
  const document = loadOpenApi()
  const spec = operations[id]
  const described = document.operations.find(
    (op) => op.method === spec.method && shape(op.path) === shape(spec.path),
  )
  const methods = (document.raw['paths'] as Record<string, Record<string, unknown>>)[described?.path ?? '']
  const operation = methods?.[spec.method.toLowerCase()] as
    { security?: Record<string, string[]>[] } | undefined
  return new Set((operation?.security ?? []).flatMap((entry) => Object.values(entry).flat()))
}

/**
 * Where the table asks for a scope the description does not list for the operation, and why. Everything else
 * the table asks for is one of the description's scopes for that operation.
 */
const beyondTheDescription: Partial<Record<OperationId, { scopes: string[]; why: string }>> = {
  'users.getCurrentUserProfile': {
    scopes: ['user-read-birthdate'],
    why: 'api-spec.md lists it for /me: any one of the profile scopes reads the profile',
  },
  'player.getCurrentlyPlaying': {
    scopes: ['user-read-playback-state'],
    why: 'the real service answers with either scope',
  },
  'playlists.getCurrentUserPlaylists': {
    scopes: ['playlist-read-collaborative'],
    why: 'api-spec.md: either read scope lists the playlists it covers',
  },
  'follow.checkUsersFollowPlaylist': {
    scopes: ['playlist-read-private'],
    why: 'api-spec.md lists it (the description lists none)',
  },
}

describe('the operation table against the OpenAPI description', () => {
  it.skipIf(!openApiAvailable)('names every operation at the method and path the service has', () => {
    const described = new Set(loadOpenApi().operations.map((op) => `${op.method} ${shape(op.path)}`))
    const unknown = ids.filter(
      (id) => !described.has(`${operations[id].method} ${shape(operations[id].path)}`),
    )
    expect(unknown).toEqual([])
  })

  it.skipIf(!openApiAvailable)('says retired exactly what the description marks deprecated', () => {
    const deprecated = new Set(
      loadOpenApi()
        .operations.filter((op) => op.deprecated)
        .map((op) => `${op.method} ${shape(op.path)}`),
    )
    const disagree = ids.filter(
      (id) =>
        'retiredIn' in operations[id] !==
        deprecated.has(`${operations[id].method} ${shape(operations[id].path)}`),
    )
    expect(disagree).toEqual([])
  })

  it.skipIf(!openApiAvailable)('asks only for scopes the description lists for each operation', () => {
    const problems: string[] = []
    for (const id of ids) {
      const allowed = new Set([...describedScopes(id), ...(beyondTheDescription[id]?.scopes ?? [])])
      for (const scope of scopesNamedBy(id)) if (!allowed.has(scope)) problems.push(`${id} asks for ${scope}`)
    }
    expect(problems).toEqual([])
  })

  it.skipIf(!openApiAvailable)(
    'knows the scopes of the service: the description’s, and api-spec.md’s birthdate',
    () => {
      const schemes = loadOpenApi().raw['components'] as {
        securitySchemes: { oauth_2_0: { flows: { authorizationCode: { scopes: Record<string, string> } } } }
      }
      const described = new Set(Object.keys(schemes.securitySchemes.oauth_2_0.flows.authorizationCode.scopes))
      expect(serviceScopes.filter((scope) => !described.has(scope))).toEqual(['user-read-birthdate'])
    },
  )

  it.skipIf(!openApiAvailable)(
    'allows an exception only where the operation needs it: asked for, not described',
    () => {
      for (const [id, exception] of Object.entries(beyondTheDescription)) {
        expect(exception.why.length).toBeGreaterThan(10)
        for (const scope of exception.scopes) {
          expect(scopesNamedBy(id as OperationId), id).toContain(scope)
          expect(describedScopes(id as OperationId), id).not.toContain(scope)
        }
      }
    },
  )
})

describe('the scopes Encore asks for (contract) and the scopes of the table', () => {
  // The page shows the scopes Encore asks for, with words for each (contract/scopes.ts); the contract may import
  // nothing of ours, so its list is its own, held here to the service's.
  it('asks for every scope the service knows, and so for every scope an operation of the table needs', () => {
    expect([...scopeNames].sort()).toEqual([...serviceScopes].sort())
    const needed = new Set(ids.flatMap((id) => [...scopesNamedBy(id)]))
    const asked = new Set<string>(scopeNames)
    expect([...needed].filter((scope) => !asked.has(scope))).toEqual([])
    expect(scopeNames.filter((scope) => !(serviceScopes as readonly string[]).includes(scope))).toEqual([])
  })

  it('reads each rule in its variant: the playlist flags, and the kinds of /me/library', () => {
    expect(scopesOf('playlists.createMyPlaylist', { public: false, collaborative: true })).toEqual([
      ['playlist-modify-public'],
      ['playlist-modify-private'],
    ])
    expect(scopesOf('playlists.addItems', {})).toEqual([
      ['playlist-modify-public', 'playlist-modify-private'],
    ])
    expect(scopesOf('playlists.addItems', { public: false })).toEqual([['playlist-modify-private']])
    expect(scopesOf('library.checkItems', { kinds: ['artist', 'track', 'user'] })).toEqual([
      ['user-follow-read'],
      ['user-library-read'],
    ])
  })
})
