import { session } from 'electron'
import type { ShellFeature } from '../shell-context'
import { createLinkAsker } from '../url-opener'
import { applyWebSecurity } from '../web-security'

/** Every web contents locked down (navigation, new windows, webviews, permissions), before any window opens. */
export const webSecurityFeature: ShellFeature = ({ app, appOrigin, urlOpener, logger }) =>
  applyWebSecurity(app, session.defaultSession, { appOrigin, urlOpener, askToOpen: createLinkAsker(logger) })
