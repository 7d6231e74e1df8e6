import { z } from 'zod'
import { areaSchemas } from './schema-areas'

/** The notice area's schemas, made the first time one is read (schema-areas.ts). */
export const noticeSchemas = areaSchemas('notice', () => {
  /** A message core wants the user to see (a toast): a rolled-back command, a rate limit, a lost device. */
  const NoticeSchema = z.object({
    level: z.enum(['info', 'warning', 'error']),
    message: z.string(),
    code: z.string().optional(),
  })
  return { NoticeSchema }
})
type Schemas = ReturnType<typeof noticeSchemas>
export type Notice = z.infer<Schemas['NoticeSchema']>
