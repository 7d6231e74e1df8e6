import compiledBuild from '../../support/compiled-build'

/** Builds the app once (when its sources changed), before any test starts browser mode. */
export default compiledBuild
