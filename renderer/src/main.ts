// First: in browser mode it takes the page key out of the address before the router reads the address.
import './bridge'
import { createPinia } from 'pinia'
import { createApp } from 'vue'
import App from './App.vue'
import { allEnglish, i18n } from './i18n'
import { router } from './router'
import { startStores } from './stores/start-stores'
import './styles/tokens.css'
import './styles/base.css'

const pinia = createPinia()
const app = createApp(App).use(pinia).use(router).use(i18n)
// Before any component: a store made inside one would keep that component alive (stores/start-stores.ts).
startStores(pinia)
app.mount('#app')
// The rest of the English catalog once the first screen is up, for its dialogs and the next screen.
requestIdleCallback(() => void allEnglish().catch(() => undefined), { timeout: 2000 })
