import { z } from 'zod'

/**
 * Runtime schemas of shared wire shapes (OpenAPI components), for the responses the client checks as they
 * arrive (podcasts and audiobooks). Objects are loose: fields the client does not know pass through, so a
 * service that adds one breaks nothing.
 */
export const ImageSchema = z.looseObject({
  url: z.string(),
  height: z.number().nullable(),
  width: z.number().nullable(),
})

export const ExternalUrlsSchema = z.looseObject({ spotify: z.string().optional() })

export const CopyrightSchema = z.looseObject({ text: z.string(), type: z.string() })

export const ReleasePrecisionSchema = z.enum(['year', 'month', 'day'])

/** Why an item cannot be played here (`market`, `product`, `explicit`, …). */
export const RestrictionsSchema = z.looseObject({ reason: z.string().optional() })

/** An offset-paged list (the Paging type of common.ts). */
export function pagingOf<T extends z.ZodType>(item: T) {
  return z.looseObject({
    href: z.string(),
    items: z.array(item),
    limit: z.number(),
    next: z.string().nullable(),
    offset: z.number(),
    previous: z.string().nullable(),
    total: z.number(),
  })
}
