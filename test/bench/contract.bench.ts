import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { figure, type BenchModule } from './bench-kit'

// Not lean-kit's: it loads the contract, which this bench must load first.
const MB = 1024 * 1024
function collectGarbage(): void {
  setFlagsFromString('--expose-gc')
  ;(runInNewContext('gc') as () => void)()
}

/**
 * The contract's cost at load, in this fresh process: the zod schemas it makes (each gets its `_zod`
 * internals once) and the heap it holds after GC; then the same once every bridge method was checked.
 * Each area's schemas, a method's and an event's are made on first use (electron/contract/schema-areas.ts,
 * lazy-methods.ts), so the first figures are what a process holds before it is asked for anything.
 */
const run: BenchModule = async () => {
  let made = 0
  const define = Object.defineProperty
  Object.defineProperty = function <T>(target: T, key: PropertyKey, descriptor: PropertyDescriptor): T {
    if (key === '_zod') made++
    return define(target, key, descriptor)
  }
  await import('zod')
  collectGarbage()
  const heapBefore = process.memoryUsage().heapUsed
  const madeBefore = made
  const { methods, methodNames, events, eventNames, builtSchemaAreas } =
    await import('../../electron/contract')
  collectGarbage()
  const atLoad = { schemas: made - madeBefore, heap: process.memoryUsage().heapUsed - heapBefore }
  for (const name of methodNames) void [methods[name].input, methods[name].output]
  collectGarbage()
  const all = { schemas: made - madeBefore, heap: process.memoryUsage().heapUsed - heapBefore }
  for (const name of eventNames) void events[name]
  const withEvents = made - madeBefore
  Object.defineProperty = define
  return {
    title: 'Contract: schemas made at load',
    figures: [
      figure('zod schemas the contract makes at load', atLoad.schemas, 'schemas'),
      figure('heap the contract holds after load, after GC (its code included)', atLoad.heap / MB, 'MiB'),
      figure('zod schemas once every bridge method was checked', all.schemas, 'schemas'),
      figure('heap once every bridge method was checked, after GC', all.heap / MB, 'MiB'),
      figure('zod schemas once every event was checked too', withEvents, 'schemas'),
      figure('areas whose schemas were made by then', builtSchemaAreas().length, 'areas'),
    ],
    notes: [
      'Before a method made its schemas on first use (2026-12-07, the same measure): 2,041 schemas and 3.60 MiB at load.',
      'Before the events’ and the areas’ shared schemas were made on first use too (2026-12-07 evening, the same measure on the code before, three runs): 1,446 schemas and 3.29–3.49 MiB at load; 2,175 once every method was checked.',
    ],
  }
}

export default run
