import type { Catalog } from '../en'
import shell from './shell'

const de: Catalog = {
  ...shell,
}

export default de
