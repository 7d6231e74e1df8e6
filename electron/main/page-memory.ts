import type { App } from 'electron'
import { pageJsFlags } from '../core'

/**
 * Gives the windows' pages core's V8 flags (collect garbage early: core/features/desktop/page-memory.ts). Chromium
 * passes `--js-flags` on to every renderer it starts; the main process's own V8 has started already and keeps
 * its flags. Must run before the first window opens.
 */
export function applyPageMemoryFlags(app: Pick<App, 'commandLine'>): void {
  app.commandLine.appendSwitch('js-flags', pageJsFlags(app.commandLine.getSwitchValue('js-flags'))) // eng-disable CUSTOM_ARGUMENTS_JS_CHECK -- fixed V8 memory flags from core (heap sizing, no baseline compiler), no feature or security switch
}
