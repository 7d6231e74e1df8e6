/**
 * The service's operations as one table, shared by the client (core/service/api) and the emulator: ids, methods,
 * paths, scopes and the generation that retired each. Pure TypeScript; imports nothing of ours.
 */
export * from './generations'
export * from './operations'
export * from './saved-kinds'
export * from './scopes'
export type * from './paging'
