import { session } from 'electron'
import { handleDownloads } from '../downloads'
import type { ShellFeature } from '../shell-context'

/** The page's own files (an export) are saved where the person chooses; nothing else is downloaded. */
export const downloadsFeature: ShellFeature = ({ app, appOrigin }) =>
  handleDownloads(app, session.defaultSession, appOrigin)
