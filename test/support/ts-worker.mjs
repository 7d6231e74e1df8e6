// A worker thread that runs a TypeScript module (`workerData.module`, a file URL): Node 20 does not apply
// `--import tsx` from a worker's execArgv, so the worker registers tsx itself before importing it.
import { workerData } from 'node:worker_threads'
import { register } from 'tsx/esm/api'

register()
await import(workerData.module)
