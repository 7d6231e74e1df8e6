/**
 * Removes credentials from text before it is logged or shown. Two layers: values core registered as secret
 * (the live tokens) are replaced wherever they occur, and well-known credential shapes are masked even when
 * nobody registered them.
 */
const REDACTED = '[redacted]'

const credentialPatterns: RegExp[] = [
  /((?:Bearer|Basic)\s+)[A-Za-z0-9._~+/=-]+/gi,
  /(\b(?:access_token|refresh_token|code_verifier|client_secret|id_token|code|token)=)[^&\s"']+/gi,
  /("(?:access_token|refresh_token|code_verifier|client_secret|id_token|authorization|token)"\s*:\s*")[^"]*/gi,
]

export class Redactor {
  private readonly secrets = new Set<string>()

  /** Registers a live secret; short values are ignored because masking them would mangle ordinary text. */
  addSecret(value: string | undefined): void {
    if (value && value.length >= 8) this.secrets.add(value)
  }

  removeSecret(value: string | undefined): void {
    if (value) this.secrets.delete(value)
  }

  redact(text: string): string {
    let out = text
    for (const secret of this.secrets) out = out.split(secret).join(REDACTED)
    for (const pattern of credentialPatterns) {
      out = out.replace(pattern, (_match, prefix: string) => `${prefix}${REDACTED}`)
    }
    return out
  }

  /** Redacts every string inside a JSON-like value. */
  redactValue(value: unknown): unknown {
    if (typeof value === 'string') return this.redact(value)
    if (Array.isArray(value)) return value.map((item) => this.redactValue(item))
    if (value instanceof Error) return { name: value.name, message: this.redact(value.message) }
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) =>
          /token|secret|verifier|authorization|password/i.test(key)
            ? [key, REDACTED]
            : [key, this.redactValue(inner)],
        ),
      )
    }
    return value
  }
}
