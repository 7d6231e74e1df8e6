import { execFile } from 'node:child_process'
import { macSignatureOf, type MacInstallFacts } from '../../core'

/** How long codesign may take to describe the app; past it, the signature is unknown (and the download tried). */
const CODESIGN_TIMEOUT_MS = 15_000

/** The .app bundle that holds an executable (…/Encore.app/Contents/MacOS/Encore). */
export function bundleOf(execPath: string): string {
  const at = execPath.lastIndexOf('.app/Contents/MacOS/')
  return at === -1 ? execPath : execPath.slice(0, at + '.app'.length)
}

/**
 * macOS: asks `codesign --display --verbose=2` how this copy is signed (it reports on stderr: `Authority=
 * Developer ID Application: …`, or "code object is not signed at all"), and where it runs from. Core decides
 * what that means (macUpdateBlock).
 */
export function macInstallFacts(execPath: string, codesign = '/usr/bin/codesign'): Promise<MacInstallFacts> {
  const bundlePath = bundleOf(execPath)
  return new Promise((resolve) => {
    execFile(
      codesign,
      ['--display', '--verbose=2', bundlePath],
      { timeout: CODESIGN_TIMEOUT_MS },
      (error, stdout, stderr) => {
        const exitCode = error ? (typeof error.code === 'number' ? error.code : null) : 0
        resolve({ signature: macSignatureOf({ exitCode, output: `${stdout}${stderr}` }), bundlePath })
      },
    )
  })
}
