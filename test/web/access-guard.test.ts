import { describe, expect, it } from 'vitest'
import { AccessGuard, offeredPageKey, sessionCookieName } from '../../electron/web/access-guard'

describe('AccessGuard', () => {
  it('exchanges the launch token once for a session', () => {
    const guard = new AccessGuard()
    const token = guard.token
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const session = guard.exchange(token!)
    expect(session).toBeDefined()
    expect(guard.isSession(session)).toBe(true)
    expect(guard.token).toBeUndefined()
    expect(guard.exchange(token!)).toBeUndefined()
  })

  it('refuses a wrong token and keeps the right one usable', () => {
    const guard = new AccessGuard()
    const token = guard.token!
    expect(guard.exchange(`${token.slice(0, -1)}x`)).toBeUndefined()
    expect(guard.exchange('')).toBeUndefined()
    expect(guard.exchange(token)).toBeDefined()
  })

  it('issues more one-time tokens (a second start asks for a link); each works once; the oldest unused go past 8', () => {
    const guard = new AccessGuard()
    const first = guard.token!
    const handed = guard.issueToken()
    expect(handed).not.toBe(first)
    expect(guard.exchange(handed)).toBeDefined()
    expect(guard.exchange(handed)).toBeUndefined()
    expect(guard.exchange(first), 'the first link still works').toBeDefined()
    const many = Array.from({ length: 9 }, () => guard.issueToken())
    expect(guard.exchange(many[0]!)).toBeUndefined()
    expect(guard.exchange(many[8]!)).toBeDefined()
  })

  it('knows no session it did not issue', () => {
    const guard = new AccessGuard()
    expect(guard.isSession(undefined)).toBe(false)
    expect(guard.isSession('forged-session-value')).toBe(false)
  })

  it('makes a different token each time', () => {
    expect(new AccessGuard().token).not.toBe(new AccessGuard().token)
  })

  it('has a page key of its own per start, and takes no other', () => {
    const guard = new AccessGuard()
    expect(guard.pageKey).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(guard.isPageKey(guard.pageKey)).toBe(true)
    expect(guard.isPageKey(new AccessGuard().pageKey)).toBe(false)
    expect(guard.isPageKey(`${guard.pageKey}x`)).toBe(false)
    expect(guard.isPageKey(undefined)).toBe(false)
  })

  it('reads the page key a WebSocket upgrade offers beside the bridge protocol; names the cookie after the port', () => {
    expect(offeredPageKey('encore-bridge, encore-key.abc_D-1')).toBe('abc_D-1')
    expect(offeredPageKey('encore-bridge')).toBeUndefined()
    expect(offeredPageKey(undefined)).toBeUndefined()
    expect(sessionCookieName(43123)).toBe('encore_session_43123')
  })
})
