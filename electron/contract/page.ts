/**
 * The contract as the page sees it (the renderer's `@contract`): every type, and the values and pure helpers
 * that need no schema library. The schemas stay with core, which checks every payload both ways; a test proves
 * nothing here loads zod, which keeps the page's first screen small.
 */
export type * from './about'
export type * from './app-info'
export type * from './capabilities'
export type * from './desktop'
export type * from './events'
export type * from './media'
export type * from './methods'
export type * from './notice'
export type * from './playback'
export type * from './search'
export type * from './session'
export type * from './settings'
export * from './accelerator'
export * from './api-shape'
export * from './bridge-error'
export * from './capability-rules'
export * from './desktop-rules'
export * from './generation'
export * from './method-names'
export * from './playback-logic'
export * from './scopes'
export * from './settings-defaults'
export * from './settings-rules'
export * from './transport'
