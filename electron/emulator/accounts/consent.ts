/**
 * How GET /authorize answers once the request is valid: `ask` shows the consent page (approve / deny);
 * `approve` and `deny` redirect at once (`--auto-approve` is `approve`; `deny` lets tests exercise refusal).
 */
export type ConsentMode = 'ask' | 'approve' | 'deny'

/** Scopes each client was granted before: without `show_dialog=true`, covered requests skip the page. */
export class ApprovalMemory {
  private readonly granted = new Map<string, Set<string>>()

  remember(clientId: string, scopes: readonly string[]): void {
    const set = this.granted.get(clientId) ?? new Set<string>()
    for (const scope of scopes) set.add(scope)
    this.granted.set(clientId, set)
  }

  covers(clientId: string, scopes: readonly string[]): boolean {
    const set = this.granted.get(clientId)
    return set !== undefined && scopes.every((scope) => set.has(scope))
  }
}
