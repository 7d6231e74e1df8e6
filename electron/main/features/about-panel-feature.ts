import type { About } from '../../contract'
import type { ShellFeature } from '../shell-context'

/** The standard About panel's words (macOS's app menu, Linux), from what `app.about` answers. */
export function aboutPanelOptions(about: About) {
  const { runtime } = about
  const versions = [
    runtime.electron && `Electron ${runtime.electron}`,
    runtime.chromium && `Chromium ${runtime.chromium}`,
    `Node ${runtime.node}`,
  ].filter(Boolean)
  const licences = about.licensesProblem
    ? about.licensesProblem
    : `Built with ${about.licenses.length} open-source packages; Settings › About lists them with their licences.`
  return {
    applicationName: about.productName,
    applicationVersion: about.version,
    version: versions.join(' · '),
    credits: `A remote control for Spotify. ${licences}`,
    copyright: 'MIT licence',
  }
}

/** Fills the system's About panel once core can say what to put in it. */
export const aboutPanelFeature: ShellFeature = ({ app, encore, logger }) => {
  encore.api.app
    .about()
    .then((about) => app.setAboutPanelOptions(aboutPanelOptions(about)))
    .catch((error: unknown) => logger.warn('The About panel could not be filled', { error }))
  return () => {}
}
