/**
 * A counter of changes that tells a late answer it is stale. Take a `mark()` before an asynchronous call;
 * when it answers, keep its result only if `isCurrent(mark)`: any `advance()` in between (a newer push, a
 * sign-out, a newer command) made it stale. Used by the session, the page's stores and the playback engine.
 */
export class Generation {
  private value = 0

  /** Moves on: every mark taken before is stale from now on. Answers the new mark. */
  advance(): number {
    return ++this.value
  }

  /** The current mark, to check later with `isCurrent`. */
  mark(): number {
    return this.value
  }

  isCurrent(mark: number): boolean {
    return mark === this.value
  }
}
