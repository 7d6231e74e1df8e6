import type { Page } from '@contract'
import { shallowRef } from 'vue'
import { failureOf, type Failure } from './useLoad'

/**
 * The pages after the first of a list a page holds (a show's episodes, a book's chapters): "Show more" reads the
 * next page from where the list ends; `reset` forgets them (another show). A page read for what is no longer
 * shown is dropped.
 */
export function useMorePages<T>(read: (offset: number) => Promise<Page<T>>, failure: string) {
  const items = shallowRef<T[]>([])
  const loading = shallowRef(false)
  const problem = shallowRef<Failure | null>(null)
  let generation = 0

  function reset(): void {
    generation++
    items.value = []
    problem.value = null
    loading.value = false
  }

  async function more(offset: number): Promise<void> {
    if (loading.value) return
    const mine = generation
    loading.value = true
    problem.value = null
    try {
      const page = await read(offset)
      if (mine === generation) items.value = [...items.value, ...page.items]
    } catch (error) {
      if (mine === generation) problem.value = failureOf(error, failure)
    } finally {
      if (mine === generation) loading.value = false
    }
  }

  return { items, loading, failure: problem, more, reset }
}
