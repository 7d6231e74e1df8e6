import { z } from 'zod'

/** A message core wants the user to see (a toast): a rolled-back command, a rate limit, a lost device. */
export const NoticeSchema = z.object({
  level: z.enum(['info', 'warning', 'error']),
  message: z.string(),
  code: z.string().optional(),
})
export type Notice = z.infer<typeof NoticeSchema>
