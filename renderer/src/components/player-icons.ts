/** The player's icons, drawn on a 24-pixel grid as paths (PlayerIcon.vue renders them). */

export type PlayerIconName = keyof typeof iconShapes

export interface IconShape {
  d: string
  /** Filled rather than stroked. */
  fill?: boolean
}

export const iconShapes = {
  play: [
    { d: 'M8 5.6v12.8a1 1 0 0 0 1.53.85l10.1-6.4a1 1 0 0 0 0-1.7L9.53 4.75A1 1 0 0 0 8 5.6z', fill: true },
  ],
  pause: [
    {
      d: 'M7.5 5h2.6a.5.5 0 0 1 .5.5v13a.5.5 0 0 1-.5.5H7.5a.5.5 0 0 1-.5-.5v-13a.5.5 0 0 1 .5-.5z',
      fill: true,
    },
    {
      d: 'M13.9 5h2.6a.5.5 0 0 1 .5.5v13a.5.5 0 0 1-.5.5h-2.6a.5.5 0 0 1-.5-.5v-13a.5.5 0 0 1 .5-.5z',
      fill: true,
    },
  ],
  previous: [
    { d: 'M6 5.5h1.8v13H6z', fill: true },
    {
      d: 'M18.5 6.2v11.6a.8.8 0 0 1-1.26.65L9.3 12.65a.8.8 0 0 1 0-1.3l7.94-5.8a.8.8 0 0 1 1.26.65z',
      fill: true,
    },
  ],
  next: [
    { d: 'M16.2 5.5H18v13h-1.8z', fill: true },
    {
      d: 'M5.5 6.2v11.6a.8.8 0 0 0 1.26.65l7.94-5.8a.8.8 0 0 0 0-1.3L6.76 5.55a.8.8 0 0 0-1.26.65z',
      fill: true,
    },
  ],
  shuffle: [
    {
      d: 'M3 7h3.2c1.9 0 3 .9 4 2.4l3.6 5.2c1 1.5 2.1 2.4 4 2.4H20.5M18 14.5l2.5 2.5-2.5 2.5M3 17h3.2c1.2 0 2.1-.4 2.8-1.1M14.9 8.1c.7-.7 1.6-1.1 2.9-1.1h2.7M18 4.5 20.5 7 18 9.5',
    },
  ],
  repeat: [
    {
      d: 'M4 11.5V10a3 3 0 0 1 3-3h12.5M17 4.5 19.5 7 17 9.5M20 12.5V14a3 3 0 0 1-3 3H4.5M7 19.5 4.5 17 7 14.5',
    },
  ],
  speaker: [{ d: 'M4 9.3h3.3L11.5 5.8v12.4l-4.2-3.5H4z', fill: true }],
  volumeLow: [
    { d: 'M4 9.3h3.3L11.5 5.8v12.4l-4.2-3.5H4z', fill: true },
    { d: 'M14.8 9.4a3.7 3.7 0 0 1 0 5.2' },
  ],
  volumeHigh: [
    { d: 'M4 9.3h3.3L11.5 5.8v12.4l-4.2-3.5H4z', fill: true },
    { d: 'M14.8 9.4a3.7 3.7 0 0 1 0 5.2M17.4 6.8a7.4 7.4 0 0 1 0 10.4' },
  ],
  muted: [{ d: 'M4 9.3h3.3L11.5 5.8v12.4l-4.2-3.5H4z', fill: true }, { d: 'M15 9.5l5 5M20 9.5l-5 5' }],
  devices: [{ d: 'M3.5 5.5h12v9h-12zM7 19h5.5M9.75 14.5V19M18 9h3v10.5h-3z' }],
  queue: [
    { d: 'M4 6.5h13M4 11.5h13M4 16.5h7' },
    { d: 'M15 14.2v5.6a.5.5 0 0 0 .77.42l4.2-2.8a.5.5 0 0 0 0-.84l-4.2-2.8a.5.5 0 0 0-.77.42z', fill: true },
  ],
  addToQueue: [{ d: 'M4 6.5h13M4 11.5h13M4 16.5h7M17.5 13.5v6M14.5 16.5h6' }],
  heart: [{ d: 'M12 19.5s-7-4.3-7-9.6A3.9 3.9 0 0 1 12 7.6a3.9 3.9 0 0 1 7 2.3c0 5.3-7 9.6-7 9.6z' }],
  heartFilled: [
    { d: 'M12 19.5s-7-4.3-7-9.6A3.9 3.9 0 0 1 12 7.6a3.9 3.9 0 0 1 7 2.3c0 5.3-7 9.6-7 9.6z', fill: true },
  ],
  computer: [{ d: 'M3.5 5h17v11h-17zM8.5 19.5h7M12 16v3.5' }],
  smartphone: [{ d: 'M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM11 17.8h2' }],
  speakerDevice: [
    { d: 'M7 3h10a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1z' },
    { d: 'M12 10.5a3.2 3.2 0 1 1 0 6.4 3.2 3.2 0 0 1 0-6.4zM12 5.6a1 1 0 1 1 0 2 1 1 0 0 1 0-2z' },
  ],
  tv: [{ d: 'M3 5.5h18v11.5H3zM8 20.5h8' }],
  note: [
    {
      d: 'M9 17.5V6.3l10-2v11.2M9 17.5a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0zM19 15.5a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0z',
    },
  ],
  bars: [{ d: 'M6 18v-7M10 18V7M14 18v-5M18 18V9' }],
  close: [{ d: 'M6.5 6.5l11 11M17.5 6.5l-11 11' }],
  more: [{ d: 'M6 12h.01M12 12h.01M18 12h.01' }],
  plus: [{ d: 'M12 5v14M5 12h14' }],
  search: [{ d: 'M10.5 17a6.5 6.5 0 1 1 0-13 6.5 6.5 0 0 1 0 13zM15.5 15.5 20 20' }],
  library: [{ d: 'M5 4v16M9.5 4v16M14 5l4.5 15' }],
  grip: [{ d: 'M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01' }],
  check: [{ d: 'M5 12.5l4.5 4.5L19 7.5' }],
} satisfies Record<string, IconShape[]>
