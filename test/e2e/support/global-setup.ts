import { ensureRendererBuild } from '../../../electron/web/renderer-build'

/** Builds the renderer once, before any test starts a browser-mode host. */
export default async function globalSetup(): Promise<void> {
  await ensureRendererBuild((line) => process.stderr.write(`${line}\n`))
}
