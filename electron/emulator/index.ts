/** The emulator's public surface: start it, control it in tests, know its scopes. */
export { startEmulator, type EmulatorHandle, type IssueTokenOptions } from './start-emulator'
export { startDemoService, type RunningDemoService } from './demo-service'
export {
  connectDemoProcess,
  startDemoWorker,
  type DemoProcessChannel,
  type FromDemoProcess,
  type ToDemoProcess,
} from './demo-process-protocol'
export { DEFAULT_CLIENT_ID, type EmulatorOptions } from './emulator-options'
export { createManualClock, systemClock, isManualClock, type Clock, type ManualClock } from './clock'
export { KNOWN_SCOPES, type Scope } from './scopes'
export type { FaultSettings } from './faults/fault-settings'
export type { FaultControl } from './faults/faults'
export type { ConsentMode } from './accounts/consent'
export type { TokenResponse } from './accounts/token-store'
export { CATALOG_SIZES, type CatalogSize } from './catalog/catalog-sizes'
export type { Catalog } from './catalog/catalog'
export { API_MODES, type ApiMode } from './generation'
export type { TrafficControl, TrafficEntry, TrafficMatch } from './http/traffic-log'
export type { AccountSettings } from './app-account/account-refusals'
export type { DeviceControls, DemoDeviceName, PlayOnDevice } from './device-controls'
