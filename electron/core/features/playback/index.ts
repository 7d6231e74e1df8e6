/**
 * The player, as other features see it: the engine's feed and readings (the soloist follows them), its
 * commands, and what saving requests does to its updates, in words (the day's budget says it).
 */
export type { PlayerCommand } from './commands'
export type { EngineFeedLead, PlayerFeed } from './engine-state'
export type { Reading } from './reading'
export { playerSavingWords } from './read-rhythm'
