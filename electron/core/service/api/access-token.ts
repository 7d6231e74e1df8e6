import type { Clock } from '../../base/ports'
import type { TokenGrant, TokenProvider } from './token-provider'

/**
 * The transport's view of the session: hands out a usable access token and makes sure that however many
 * requests find it expired (or get a 401) at once, only one refresh runs and all of them share its result.
 */
export class AccessTokenSource {
  private refreshing: Promise<TokenGrant> | undefined

  constructor(
    private readonly provider: TokenProvider,
    private readonly clock: Clock,
    /** Refresh this long before expiry, so a token never expires in flight. */
    private readonly refreshSkewMs: number,
  ) {}

  /** The current grant without refreshing; undefined when signed out. */
  current(): TokenGrant | undefined {
    return this.provider.current()
  }

  /** A grant that is not about to expire, refreshing first when needed. Undefined when signed out. */
  async usable(): Promise<TokenGrant | undefined> {
    if (this.refreshing) return this.refreshing
    const grant = this.provider.current()
    if (!grant) return undefined
    if (grant.expiresAt - this.refreshSkewMs > this.clock.now()) return grant
    return this.refresh()
  }

  /**
   * After the service refused `rejected` with 401: a grant with a different token if a refresh already
   * happened meanwhile, else a refreshed one.
   */
  async afterRejection(rejected: string): Promise<TokenGrant> {
    if (this.refreshing) return this.refreshing
    const grant = this.provider.current()
    if (grant && grant.accessToken !== rejected) return grant
    return this.refresh()
  }

  private refresh(): Promise<TokenGrant> {
    // Through a promise chain so that a provider throwing synchronously still rejects the shared promise.
    this.refreshing ??= Promise.resolve()
      .then(() => this.provider.refresh())
      .finally(() => {
        this.refreshing = undefined
      })
    return this.refreshing
  }
}
