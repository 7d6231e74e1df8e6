// @ts-check
/**
 * Stands in for axios's `form-data` in the compiled app (electron.vite.config.ts): Encore sends no multipart
 * forms, and the package with its MIME table held ~1.5 MiB of heap in every process all day.
 */
export default class FormData {
  constructor() {
    throw new Error('Encore sends no multipart forms (form-data is left out of the build).')
  }
}
