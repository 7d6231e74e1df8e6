/** The product's display name; the version comes from package.json through the shell. */
export const PRODUCT_NAME = 'Encore'

/** The About data the build writes beside the main bundle (build/about), read by `app.about`. */
export const ABOUT_FILE_NAME = 'about.json'
