import { z } from 'zod'

/** A response body as the conventions read it: nothing, JSON, or text that is not JSON. */
export type ResponseBody =
  { kind: 'empty' } | { kind: 'json'; value: unknown } | { kind: 'text'; text: string }

/** An empty body and the JSON text `null` both mean "no content" (api-spec.md, conventions 5). */
export function readBody(text: string | undefined): ResponseBody {
  const trimmed = (text ?? '').trim()
  if (trimmed === '' || trimmed === 'null') return { kind: 'empty' }
  try {
    return { kind: 'json', value: JSON.parse(trimmed) as unknown }
  } catch {
    return { kind: 'text', text: trimmed }
  }
}

/** The service's error body: `{"error":{"status":N,"message":"…","reason":"…"}}` (reason: player errors). */
const ServiceErrorSchema = z.object({
  error: z.object({
    status: z.number().optional(),
    message: z.string().optional(),
    reason: z.string().optional(),
  }),
})

export interface ServiceErrorInfo {
  message: string
  reason?: string
}

export function readServiceError(body: ResponseBody, statusText: string): ServiceErrorInfo {
  if (body.kind === 'json') {
    const parsed = ServiceErrorSchema.safeParse(body.value)
    if (parsed.success) {
      const info: ServiceErrorInfo = { message: parsed.data.error.message || statusText }
      if (parsed.data.error.reason) info.reason = parsed.data.error.reason
      return info
    }
  }
  if (body.kind === 'text' && body.text.length <= 200 && !body.text.startsWith('<'))
    return { message: body.text }
  return { message: statusText || 'no message' }
}

/** `Retry-After` in seconds, from delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(header: string | undefined, now: number): number | undefined {
  if (header === undefined || header.trim() === '') return undefined
  const trimmed = header.trim()
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed)
  const at = Date.parse(trimmed)
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000))
}
