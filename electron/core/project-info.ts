/** The product's display name; the version comes from package.json through the shell. */
export const PRODUCT_NAME = 'Encore'
