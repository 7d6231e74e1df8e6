// Loaded with `node --import` by tests: records the URL of every ES module the process loads into the file
// named by ENCORE_MODULE_LOG, so a test can prove what the serving process never loads (vite, tsx). At exit it
// adds Node's own modules that the process loaded, as `node:<id>` (such as node:internal/deps/undici/undici).
import { appendFileSync } from 'node:fs'
import process from 'node:process'
import { register } from 'node:module'

const file = process.env.ENCORE_MODULE_LOG
register('./module-recorder-hooks.mjs', import.meta.url, { data: { file } })
process.on('exit', () => {
  if (!file) return
  const builtins = process.moduleLoadList.filter((entry) => entry.startsWith('NativeModule '))
  appendFileSync(file, builtins.map((entry) => `node:${entry.slice('NativeModule '.length)}\n`).join(''))
})
