import { bridgeProtocols } from '@contract'
import { createBridge } from './create-bridge'
import { createIpcTransport } from './ipc-transport'
import { createPageKeyHolder } from './page-key'
import { createWsTransport, defaultWsUrl } from './ws-transport'

export { BridgeCallError } from './bridge-call-error'
export { describeBridgeError } from './describe-error'
export type { ConnectionState } from './transport'

/** Browser mode: creates the WebSocket transport, which offers this start's page key with every connection. */
function browserModeTransport() {
  const pageKey = createPageKeyHolder(window)
  pageKey.adopt()
  return createWsTransport({
    url: defaultWsUrl(window.location),
    protocols: () => bridgeProtocols(pageKey.current()),
  })
}

/** Inside Electron the preload put `window.encore` there; anywhere else we are in browser mode. */
const transport = window.encore ? createIpcTransport(window.encore) : browserModeTransport()

const created = createBridge(transport)

/** The typed bridge to core: `bridge.app.info()`, `bridge.on('notice', cb)`. */
export const bridge = created.api
export const bridgeTransport = created.transport
