import { z } from 'zod'
import { isToday, type GenerationSwitch } from '../generation'
import { limitParam, offsetParam } from './query-params'

/** Bounds of a page parameter in one generation; `refusal` replaces the usual message with the service's own. */
export interface PageRule {
  default: number
  max: number
  refusal?: string
}

/** A refusal worded exactly as the service words it: the validator does not prefix the parameter name. */
export const VERBATIM = { verbatim: true } as const

/**
 * A page parameter whose bounds follow the generation in force at the time of the request (the mode can
 * change while the emulator runs, so the choice is made per request, not when the route is registered).
 */
function byGeneration<T>(
  generation: GenerationSwitch,
  classic: { rule: PageRule; schema: z.ZodType<T> },
  today: { rule: PageRule; schema: z.ZodType<T> },
) {
  return z
    .unknown()
    .optional()
    .transform((raw, ctx): T => {
      const { rule, schema } = isToday(generation) ? today : classic
      const result = schema.safeParse(raw)
      if (result.success) return result.data
      ctx.addIssue(
        rule.refusal !== undefined
          ? { code: 'custom', message: rule.refusal, params: VERBATIM }
          : { code: 'custom', message: result.error.issues[0]?.message ?? 'is invalid' },
      )
      return z.NEVER
    })
}

/** `limit`: api-spec.md's bounds in `classic` and `2024`, service-2026.md's in `2026`. */
export function generationLimitParam(
  generation: GenerationSwitch,
  rules: { classic: Omit<PageRule, 'refusal'>; today: PageRule },
) {
  return byGeneration(
    generation,
    { rule: rules.classic, schema: limitParam(rules.classic.default, rules.classic.max) },
    { rule: rules.today, schema: limitParam(rules.today.default, rules.today.max) },
  )
}

/** `offset` (default 0): unbounded here in `classic` and `2024`, at most `today.max` in `2026`. */
export function generationOffsetParam(generation: GenerationSwitch, today: Omit<PageRule, 'default'>) {
  return byGeneration(
    generation,
    { rule: { default: 0, max: Number.MAX_SAFE_INTEGER }, schema: offsetParam() },
    { rule: { default: 0, ...today }, schema: offsetParam(today.max) },
  )
}
