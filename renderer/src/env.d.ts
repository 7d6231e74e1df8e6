/// <reference types="vite/client" />
import type { PreloadApi } from '@contract'

declare global {
  interface Window {
    /** Present only inside Electron, put there by the preload. */
    encore?: PreloadApi
  }
}

declare module '*.vue' {
  import type { DefineComponent } from 'vue'
  const component: DefineComponent<object, object, unknown>
  export default component
}
