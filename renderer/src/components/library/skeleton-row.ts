import { h, type FunctionalComponent } from 'vue'

export interface SkeletonRowProps {
  /** No shimmer: the rows of a list flying by (a shimmer per row was work every frame for nothing). */
  still?: boolean
  /** A cover's square before the line (a list of chapters has none). */
  cover?: boolean
  /** The line's width (`40%`); the stylesheet's when absent. */
  width?: string
}

/**
 * A row not read yet: a grey cover and line where the row will be. A functional component (no instance):
 * a fast scroll shows a screenful of them each frame.
 */
export const SkeletonRow: FunctionalComponent<SkeletonRowProps> = ({
  still = false,
  cover = true,
  width,
}) => {
  const part = (kind: 'cover' | 'text') => ['skeleton', `skeleton--${kind}`, { 'skeleton--still': still }]
  return h('div', { class: 'skeleton-row' }, [
    cover ? h('span', { class: part('cover') }) : null,
    h('span', { class: part('text'), style: width ? { width } : undefined }),
  ])
}
SkeletonRow.props = ['still', 'cover', 'width']
