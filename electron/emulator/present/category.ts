import type { CategoryRecord } from '../catalog/catalog-types'
import type { Locale } from '../catalog/locales'
import { imagesOf } from './images'
import type { PresentContext } from './present-context'

export function presentCategory(ctx: PresentContext, category: CategoryRecord, locale: Locale) {
  return {
    href: `${ctx.urls.api}/browse/categories/${category.id}`,
    icons: imagesOf(ctx.urls, 'category', category.id),
    id: category.id,
    name: category.names[locale] ?? category.names['en_US'] ?? category.id,
  }
}
