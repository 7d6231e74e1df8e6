import { playerCommandTable, type Binding, type CommandSurface } from './player-command-table'
import type { PlayerCommandArgs, PlayerCommandCall, PlayerCommandId } from './player-command-words'

/**
 * What the surfaces take of the command table (player-command-table.ts): each surface's names as types, its
 * bindings in the table's order, and the calls they make. Plain data, as the table is.
 */

type Table = typeof playerCommandTable

/** Each command's title. */
export const playerCommandTitles = Object.fromEntries(
  Object.entries(playerCommandTable).map(([id, entry]) => [id, entry.title]),
) as Readonly<Record<PlayerCommandId, string>>

export const playerCommandIds = Object.keys(playerCommandTable) as PlayerCommandId[]

type EntryBindings<E, S extends CommandSurface> = E extends { readonly [K in S]: readonly (infer B)[] }
  ? B
  : never
type NameOf<B> = B extends string ? B : B extends { readonly name: infer N } ? N : never

/** The names a surface gives commands (`SurfaceName<'tray'>` is `'playPause' | 'next' | …`). */
export type SurfaceName<S extends CommandSurface> = {
  [I in PlayerCommandId]: NameOf<EntryBindings<Table[I], S>>
}[PlayerCommandId]

/** The command a surface's name runs. */
export type CommandOn<S extends CommandSurface, N extends SurfaceName<S>> = {
  [I in PlayerCommandId]: N extends NameOf<EntryBindings<Table[I], S>> ? I : never
}[PlayerCommandId]

/** A surface's names whose binding is a whole call: the command takes nothing, or the binding gives it all. */
export type WholeName<S extends CommandSurface> = {
  [I in PlayerCommandId]: EntryBindings<Table[I], S> extends infer B
    ? B extends string
      ? Table[I]['takes'] extends readonly []
        ? B
        : never
      : B extends { readonly name: infer N; readonly args: object }
        ? N
        : B extends { readonly name: infer N }
          ? Table[I]['takes'] extends readonly []
            ? N
            : never
          : never
    : never
}[PlayerCommandId]

/** One binding of a command to a surface, read out of the table. */
export interface SurfaceBinding extends Omit<Binding<PlayerCommandId>, 'args'> {
  id: PlayerCommandId
  args?: Record<string, unknown>
  /** The call it makes by itself; null where the surface's input gives the arguments. */
  call: PlayerCommandCall | null
}

/** An entry as the derivations walk it (each entry's own types are checked where the table is written). */
type WalkedEntry = { title: string; takes: readonly PropertyKey[] } & Partial<
  Record<CommandSurface, readonly (string | Binding<PlayerCommandId>)[]>
>
const entryOf = (id: PlayerCommandId): WalkedEntry => playerCommandTable[id]

/** Every binding of a surface, in the table's order. */
export function bindingsOn(surface: CommandSurface): SurfaceBinding[] {
  return playerCommandIds.flatMap((id) =>
    (entryOf(id)[surface] ?? []).map((binding): SurfaceBinding => {
      const { name, ...more } = typeof binding === 'string' ? { name: binding } : binding
      const whole = more.args !== undefined || entryOf(id).takes.length === 0
      const call = whole ? ({ id, ...(more.args ? { args: more.args } : {}) } as PlayerCommandCall) : null
      return { ...more, name, id, call }
    }),
  )
}

/** The whole calls a surface's names make (`callsOn('tray').next` is `{ id: 'player.next' }`). */
export function callsOn<S extends CommandSurface>(
  surface: S,
): Readonly<Record<WholeName<S>, PlayerCommandCall>> {
  const calls = bindingsOn(surface).flatMap(({ name, call }) => (call ? [[name, call] as const] : []))
  return Object.fromEntries(calls) as Record<WholeName<S>, PlayerCommandCall>
}

/**
 * The call a surface's name makes with the arguments its input gives (`callOn('mpris', 'SetPosition',
 * { positionMs })`); a binding's own arguments stay under them (a media session's default step).
 */
export function callOn<S extends CommandSurface, N extends SurfaceName<S>>(
  surface: S,
  name: N,
  args: PlayerCommandArgs[CommandOn<S, N>],
): PlayerCommandCall {
  const binding = bindingsOn(surface).find((each) => each.name === name)
  if (!binding) throw new Error(`No player command is called ${name} on the ${surface}`)
  return { id: binding.id, args: { ...binding.args, ...args } } as PlayerCommandCall
}
