/**
 * The attributes that tell assistive technology where a control that holds a value in a range stands: a
 * slider, or a separator that can be moved. One place writes them, so every such control says the same five
 * things the same way.
 */
export interface ValueRange {
  label: string
  min: number
  max: number
  /** The whole value announced. */
  now: number
  /** The value in words ("1 minute 5 seconds of 3 minutes", "60 percent"). */
  text: string
}

export const valueAria = ({ label, min, max, now, text }: ValueRange) => ({
  'aria-label': label,
  'aria-valuemin': min,
  'aria-valuemax': max,
  'aria-valuenow': now,
  'aria-valuetext': text,
  'aria-orientation': 'horizontal' as const,
})
