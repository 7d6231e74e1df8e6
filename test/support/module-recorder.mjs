// Loaded with `node --import` by tests: records the URL of every ES module the process loads into the file
// named by ENCORE_MODULE_LOG, so a test can prove what the serving process never loads (vite, tsx).
import process from 'node:process'
import { register } from 'node:module'

register('./module-recorder-hooks.mjs', import.meta.url, { data: { file: process.env.ENCORE_MODULE_LOG } })
