import { config } from 'zod'

/**
 * Imported first by every entry of a process that checks with zod (browser mode, `npm start`, the Electron
 * main), before any schema is made: zod decides when a schema is made whether it will compile a parser of its
 * own (`new Function`) the first time it checks an object, and each compiled parser is source text and code the
 * process then holds all day (about 430 KB of source in a demo signed in, 2026-12-07). Encore checks small
 * payloads, for which zod's plain path is fast enough.
 */
config({ jitless: true })
