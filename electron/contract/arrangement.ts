import { z } from 'zod'
import { ARRANGEMENT_TEXT_MAX, FOLDER_NAME_MAX } from './arrangement-rules'
import { mediaSchemas } from './media'
import { lazyMethods } from './lazy-methods'
import { areaSchemas } from './schema-areas'

/**
 * How the person arranged their playlists in the sidebar and the Library's Playlists tab: their order and the
 * folders that hold them. The service keeps neither (its API has no folders), so Encore keeps them, per user,
 * in the data folder; core merges them with the playlists the service lists and answers the arranged tree.
 */

export * from './arrangement-rules'

/** The arrangement area's schemas, made the first time one is read (schema-areas.ts). */
export const arrangementSchemas = areaSchemas('arrangement', () => {
  const PlaylistIdSchema = z
    .string()
    .regex(/^[A-Za-z0-9]{1,100}$/, 'Expected a playlist id of letters and digits.')
  const FolderIdSchema = z
    .string()
    .regex(/^folder-[A-Za-z0-9]{1,40}$/, 'Expected a folder id such as folder-1.')
  const FolderNameSchema = z
    .string()
    .trim()
    .min(1, 'Give the folder a name.')
    .max(FOLDER_NAME_MAX, `A folder’s name is at most ${FOLDER_NAME_MAX} characters.`)
  const ArrangedNodeSchema: z.ZodType<ArrangedNode> = z.lazy(() =>
    z.union([
      z.strictObject({ kind: z.literal('playlist'), id: PlaylistIdSchema }),
      z.strictObject({
        kind: z.literal('folder'),
        id: FolderIdSchema,
        name: FolderNameSchema,
        collapsed: z.boolean(),
        items: z.array(ArrangedNodeSchema),
      }),
    ]),
  )

  /** The file kept in the data folder, and the JSON exported and imported. */
  const ArrangementFileSchema = z.strictObject({
    format: z.literal('encore-playlist-arrangement'),
    version: z.literal(1),
    items: z.array(ArrangedNodeSchema),
  })
  /** A playlist or a folder, as a change names it. */
  const ArrangedRefSchema = z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('playlist'), id: PlaylistIdSchema }),
    z.strictObject({ kind: z.literal('folder'), id: FolderIdSchema }),
  ])
  const ShelfNodeSchema: z.ZodType<ShelfNode> = z.lazy(() =>
    z.union([
      z.object({
        kind: z.literal('playlist'),
        playlist: mediaSchemas().PlaylistSchema,
        canEdit: z.boolean(),
      }),
      z.object({
        kind: z.literal('folder'),
        id: z.string(),
        name: z.string(),
        collapsed: z.boolean(),
        items: z.array(ShelfNodeSchema),
      }),
    ]),
  )
  const ShelfSchema = z.object({ items: z.array(ShelfNodeSchema) })
  const ArrangementChangeSchema = z.discriminatedUnion('change', [
    /** Puts a playlist or folder at `index` of `parent` (null: the top level). */
    z.strictObject({
      change: z.literal('move'),
      item: ArrangedRefSchema,
      parent: FolderIdSchema.nullable(),
      index: z.number().int().min(0),
    }),
    /** One place up or down among its neighbours (the keyboard's Move up / Move down). */
    z.strictObject({
      change: z.literal('step'),
      item: ArrangedRefSchema,
      by: z.union([z.literal(-1), z.literal(1)]),
    }),
    z.strictObject({
      change: z.literal('createFolder'),
      name: FolderNameSchema,
      parent: FolderIdSchema.nullable(),
    }),
    z.strictObject({ change: z.literal('renameFolder'), id: FolderIdSchema, name: FolderNameSchema }),
    /** Deletes a folder; what it held takes its place. */
    z.strictObject({ change: z.literal('deleteFolder'), id: FolderIdSchema }),
    z.strictObject({ change: z.literal('collapseFolder'), id: FolderIdSchema, collapsed: z.boolean() }),
  ])
  const ArrangementExportSchema = z.object({
    fileName: z.string(),
    mimeType: z.string(),
    text: z.string(),
  })

  const noInput = z.undefined()

  return {
    PlaylistIdSchema,
    FolderIdSchema,
    FolderNameSchema,
    ArrangedNodeSchema,
    ArrangementFileSchema,
    ArrangedRefSchema,
    ShelfNodeSchema,
    ShelfSchema,
    ArrangementChangeSchema,
    ArrangementExportSchema,
    noInput,
  }
})
type Schemas = ReturnType<typeof arrangementSchemas>
/** A place in the stored arrangement: a playlist by id, or a folder with what it holds. */
export type ArrangedNode =
  | { kind: 'playlist'; id: string }
  | { kind: 'folder'; id: string; name: string; collapsed: boolean; items: ArrangedNode[] }

export type ArrangementFile = z.infer<Schemas['ArrangementFileSchema']>

export type ArrangedRef = z.infer<Schemas['ArrangedRefSchema']>

/** What the page shows: the playlists the service lists, in the person's order and folders. */
export type ShelfNode =
  | {
      kind: 'playlist'
      playlist: z.infer<ReturnType<typeof mediaSchemas>['PlaylistSchema']>
      canEdit: boolean
    }
  | { kind: 'folder'; id: string; name: string; collapsed: boolean; items: ShelfNode[] }

export type Shelf = z.infer<Schemas['ShelfSchema']>

export type ArrangementChange = z.infer<Schemas['ArrangementChangeSchema']>

export const arrangementMethods = lazyMethods({
  /** The playlists of the person's list, arranged (order and folders kept by Encore). */
  'arrangement.get': () => ({
    input: arrangementSchemas().noInput,
    output: arrangementSchemas().ShelfSchema,
  }),
  /** One change of the arrangement; answers the arranged list after it. */
  'arrangement.change': () => ({
    input: arrangementSchemas().ArrangementChangeSchema,
    output: arrangementSchemas().ShelfSchema,
  }),
  /** The arrangement as a JSON file (saved by the page). */
  'arrangement.export': () => ({
    input: arrangementSchemas().noInput,
    output: arrangementSchemas().ArrangementExportSchema,
  }),
  /** Replaces the arrangement with one exported before (checked whole first: a bad file changes nothing). */
  'arrangement.import': () => ({
    input: z.strictObject({
      text: z.string().max(ARRANGEMENT_TEXT_MAX, 'That file is too large to be an arrangement.'),
    }),
    output: arrangementSchemas().ShelfSchema,
  }),
})
