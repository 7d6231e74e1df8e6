import { z } from 'zod'
import { KEPT_ROUTE_MAX, KEPT_ROUTE_PATTERN, KEPT_SELECTED_MAX } from './kept-view-rules'
import { lazyMethods } from './lazy-methods'
import { areaSchemas } from './schema-areas'

/**
 * Where the library window's page is, told to core as it changes: core keeps it while the window is away
 * (hidden in the tray long enough that Encore gave its memory back, see core/features/desktop/window-lifecycle.ts), and
 * the fresh page that opens when the window is shown again asks for it back, so it opens where the user left
 * it. Small by design: a route, one list's position and what is selected in it.
 */

/** The kept-view area's schemas, made the first time one is read (schema-areas.ts). */
export const keptViewSchemas = areaSchemas('kept-view', () => {
  const KeptRouteSchema = z
    .string()
    .max(KEPT_ROUTE_MAX, 'A kept route is at most 300 characters.')
    .regex(KEPT_ROUTE_PATTERN, 'A kept route is a path of the page starting with one slash.')
  const RowSchema = z.number().int().min(0).max(ROW_MAX)

  /** How a library list was sorted and filtered: the position means nothing in another order. */
  const KeptQuerySchema = z.strictObject({
    sort: z.string().min(1).max(40),
    reverse: z.boolean(),
    filter: z.string().max(200),
  })
  /** One list on the page: which one, the first row in view, the row with the list's focus, the rows ticked. */
  const KeptListSchema = z.strictObject({
    /** The page's own name for the list and its order (`library:tracks`): another list never takes it. */
    key: z.string().min(1).max(200),
    query: KeptQuerySchema.nullable(),
    firstRow: RowSchema,
    /** The list's current row (its one stop in the tab order), or null. */
    currentRow: RowSchema.nullable(),
    /** Keys of the rows ticked for an action (a playlist's "Remove selected"); at most 500 are kept. */
    selected: z.array(z.string().min(1).max(100)).max(KEPT_SELECTED_MAX),
  })
  const KeptViewSchema = z.strictObject({
    route: KeptRouteSchema,
    list: KeptListSchema.nullable(),
    /**
     * The page holds what a fresh page would not show again (a form being filled in, a dialog with typed text):
     * while it does, its window keeps its memory rather than lose the user's work.
     */
    unsaved: z.boolean(),
  })
  /** What a page opening on `route` gets back: the list as it was left, when the view kept was of that route. */
  const RestoredViewSchema = z.strictObject({ list: KeptListSchema.nullable() }).nullable()
  return { KeptRouteSchema, KeptQuerySchema, KeptListSchema, KeptViewSchema, RestoredViewSchema, RowSchema }
})
type Schemas = ReturnType<typeof keptViewSchemas>
const ROW_MAX = 10_000_000

export type KeptQuery = z.infer<Schemas['KeptQuerySchema']>

export type KeptList = z.infer<Schemas['KeptListSchema']>

export type KeptView = z.infer<Schemas['KeptViewSchema']>

export type RestoredView = z.infer<Schemas['RestoredViewSchema']>

export const keptViewMethods = lazyMethods({
  /** The page's view changed (debounced, and at once when the page is hidden). Only the last one is kept. */
  'desktop.keepView': () => ({ input: keptViewSchemas().KeptViewSchema, output: z.undefined() }),
  /** A page opening on `route` asks where it was; null when there is nothing to restore there. */
  'desktop.restoreView': () => ({
    input: z.strictObject({ route: keptViewSchemas().KeptRouteSchema }),
    output: keptViewSchemas().RestoredViewSchema,
  }),
})
