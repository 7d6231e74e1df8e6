/**
 * Run by zod-jitless.test.ts in a fresh process: loads the contract after zod-jitless, as the app's entries
 * do, checks object payloads of a few bridge methods, and prints how many functions zod compiled meanwhile.
 */
export {}

let compiled = 0
const RealFunction = Function
globalThis.Function = new Proxy(RealFunction, {
  construct(target, args: string[]) {
    compiled++
    return Reflect.construct(target, args) as object
  },
})

await import('../../electron/contract/zod-jitless')
const { methods, events } = await import('../../electron/contract')
const checked = [
  methods['app.ping'].input.safeParse({ nonce: 'abc' }).success,
  events.notice.safeParse({ level: 'info', message: 'Hi' }).success,
]
process.stdout.write(`${JSON.stringify({ compiled, checked })}\n`)
