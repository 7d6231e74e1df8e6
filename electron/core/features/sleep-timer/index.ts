/**
 * The sleep timer's door: Encore pauses after some minutes or at the end of the track, the volume lowered
 * first where the device allows it. The composition root makes it; the command line, the tray and the page
 * set it through it.
 */
export { createSleepTimer, type SleepTimer, type SleepTimerDeps } from './sleep-timer'
export { refusalToSet } from './sleep-rules'
