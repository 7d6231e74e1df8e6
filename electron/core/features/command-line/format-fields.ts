/** The fields `status --format` may name, each written `{field}`. No imports: the client checks them too. */
export const statusFields = [
  'title',
  'artist',
  'album',
  'position',
  'duration',
  'state',
  'device',
  'volume',
  'shuffle',
  'repeat',
  'context',
  'uri',
  'status',
] as const
export type StatusField = (typeof statusFields)[number]

/** One `{field}` of a format. */
export const FORMAT_FIELD = /\{([a-z]+)\}/g

export const isStatusField = (name: string): name is StatusField =>
  (statusFields as readonly string[]).includes(name)

/** The fields of a `--format` that do not exist, for the parser to name them. */
export function unknownFormatFields(format: string): string[] {
  return [...format.matchAll(FORMAT_FIELD)]
    .map((match) => match[1] ?? '')
    .filter((name) => !isStatusField(name))
}
