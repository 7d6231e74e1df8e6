import { contextBridge, ipcRenderer } from 'electron'
import { buildPreloadApi } from './preload-api'

contextBridge.exposeInMainWorld('encore', buildPreloadApi(ipcRenderer))
