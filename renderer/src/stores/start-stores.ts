import type { Pinia } from 'pinia'

/**
 * Every store of the page, made once before the first component mounts. A store made by a component's setup
 * (the first screen that used it) had its watchers tied to that component: Vue hands a watch made during a
 * component's setup that component, and the store's watchers live as long as the page, so the screen stayed
 * in memory long after it closed, its DOM and covers with it (after an hour over every screen: 2,838 detached
 * nodes and 2.8 MiB of JS heap, the first Home, Now playing and Settings; docs/performance.md).
 */
const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./start-stores.ts', '!./*-rules.ts'], {
  eager: true,
})

type StoreDefinition = ((pinia: Pinia) => unknown) & { $id: string }

const isStoreDefinition = (value: unknown): value is StoreDefinition =>
  typeof value === 'function' && typeof (value as { $id?: unknown }).$id === 'string'

/** The stores' definitions (`useXStore`), found in renderer/src/stores. */
export const storeDefinitions: readonly StoreDefinition[] = Object.values(modules).flatMap((exports) =>
  Object.values(exports).filter(isStoreDefinition),
)

/** Makes every store in `pinia` (each reads core's state once the connection opens, as it would later). */
export function startStores(pinia: Pinia): void {
  for (const useStore of storeDefinitions) useStore(pinia)
}
