import { allEnglish } from '../../../renderer/src/i18n'

// The page loads the English of screens other than the first before showing one (the router waits for it);
// a component test mounts a screen alone, so every English area is loaded before its tests run.
await allEnglish()
