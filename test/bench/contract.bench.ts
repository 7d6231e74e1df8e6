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
 * Methods make their schemas on first use (electron/contract/lazy-methods.ts), so the first figures are what
 * a tray that never opens Discover or search holds.
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
  const { methods, methodNames } = await import('../../electron/contract')
  collectGarbage()
  const atLoad = { schemas: made - madeBefore, heap: process.memoryUsage().heapUsed - heapBefore }
  for (const name of methodNames) void [methods[name].input, methods[name].output]
  collectGarbage()
  const all = { schemas: made - madeBefore, heap: process.memoryUsage().heapUsed - heapBefore }
  Object.defineProperty = define
  return {
    title: 'Contract: schemas made at load',
    figures: [
      figure('zod schemas the contract makes at load', atLoad.schemas, 'schemas'),
      figure('heap the contract holds after load, after GC (its code included)', atLoad.heap / MB, 'MiB'),
      figure('zod schemas once every bridge method was checked', all.schemas, 'schemas'),
      figure('heap once every bridge method was checked, after GC', all.heap / MB, 'MiB'),
    ],
    notes: [
      'Before a method made its schemas on first use (2026-12-07, the same measure): 2,041 schemas and 3.60 MiB at load.',
    ],
  }
}

export default run
