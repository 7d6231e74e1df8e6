import { createBridge } from './create-bridge'
import { createIpcTransport } from './ipc-transport'
import { createWsTransport, defaultWsUrl } from './ws-transport'

export { BridgeCallError } from './bridge-call-error'
export { describeBridgeError } from './describe-error'
export type { ConnectionState } from './transport'

/** Inside Electron the preload put `window.encore` there; anywhere else we are in browser mode. */
const transport = window.encore
  ? createIpcTransport(window.encore)
  : createWsTransport({ url: defaultWsUrl(window.location) })

const created = createBridge(transport)

/** The typed bridge to core: `bridge.app.info()`, `bridge.on('notice', cb)`. */
export const bridge = created.api
export const bridgeTransport = created.transport
