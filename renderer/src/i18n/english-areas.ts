/**
 * The English catalog by area (messages/en/<area>.json). The areas whose words show at once on a first screen
 * (the window's frame, the player bar, Home) are in the page's first JavaScript; every other area is a file
 * loaded once, before the first screen other than Home is shown (the router waits for it) or once the page is
 * idle, so the first screen's JavaScript does not grow with every screen's words.
 *
 * An area whose words Home, the frame or the player bar show goes in BOTH lists below (vite's globs must be
 * written out): in `atOnce`, and left out of `later`. An area's words stand under its file's name
 * (`player.json`: `player.bar.region`), as `messages/en/index.ts` puts them; the frame's (`shell.json`) at the top.
 * A first-screen area's words no first screen shows are in `<area>.later.json` (`player.later.json`: Now playing,
 * the queues, lyrics): under the same key, loaded with `later`, so the first screen carries only what it shows.
 */
type Tree = { [key: string]: string | Tree }

export const atOnce: Record<string, Tree> = import.meta.glob<Tree>(
  [
    './messages/en/shell.json',
    './messages/en/frame.json',
    './messages/en/player.json',
    './messages/en/discover.json',
    './messages/en/signIn.json',
  ],
  { eager: true, import: 'default' },
)

export const later: Record<string, () => Promise<Tree>> = import.meta.glob<Tree>(
  [
    './messages/en/*.json',
    '!./messages/en/shell.json',
    '!./messages/en/frame.json',
    '!./messages/en/player.json',
    '!./messages/en/discover.json',
    '!./messages/en/signIn.json',
  ],
  { import: 'default' },
)

/**
 * An area's words under its key: the file's name (`later-area.json`: `laterArea`; `player.later.json`: `player`,
 * beside player.json's), the frame's at the top.
 */
export function underItsKey(path: string, area: Tree): Tree {
  const file = path.slice(path.lastIndexOf('/') + 1).replace(/(\.later)?\.(ts|json)$/, '')
  if (file === 'shell') return area
  return { [file.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())]: area }
}

/** The first screen's areas, each under its key. */
export const firstAreas = (): Tree =>
  Object.assign({}, ...Object.entries(atOnce).map(([path, area]) => underItsKey(path, area))) as Tree

/**
 * Loads `areas` once, all at once, handing each to `add`; later calls answer the same promise. A failed load
 * is tried again at the next call (the page's words fall back to their keys meanwhile, never to nothing).
 */
export function areasLoader(
  areas: Record<string, () => Promise<Tree>>,
  add: (area: Tree) => void,
): () => Promise<void> {
  let loading: Promise<void> | undefined
  return () =>
    (loading ??= Promise.all(
      Object.entries(areas).map(async ([path, load]) => underItsKey(path, await load())),
    ).then(
      (loaded) => loaded.forEach(add),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
}
