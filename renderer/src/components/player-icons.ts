import {
  AudioLines,
  Check,
  Compass,
  Ellipsis,
  GripVertical,
  Heart,
  House,
  Laptop,
  Library,
  ListMusic,
  ListPlus,
  LogOut,
  Music,
  PanelLeftClose,
  PanelLeftOpen,
  Pause,
  Play,
  Plus,
  Radio,
  Repeat,
  Search,
  Settings,
  Shuffle,
  SkipBack,
  SkipForward,
  Smartphone,
  Speaker,
  Tv,
  MonitorSpeaker,
  Volume1,
  Volume2,
  VolumeX,
  X,
  ChartNoAxesColumn,
  Clock3,
  Command,
  type LucideIcon,
} from '@lucide/vue'

/**
 * The app's one icon set: Lucide (`@lucide/vue`, ISC), imported one icon at a time so the bundle holds only
 * these. Every icon is drawn on Lucide's 24-pixel grid with the same stroke (PlayerIcon.vue sets it) and follows
 * `currentColor`, so it matches its control in both themes. `fill` marks the solid ones (the transport's shapes
 * and the saved heart), as players draw them.
 */
export interface AppIcon {
  component: LucideIcon
  fill?: boolean
}

export const icons = {
  play: { component: Play, fill: true },
  pause: { component: Pause, fill: true },
  previous: { component: SkipBack, fill: true },
  next: { component: SkipForward, fill: true },
  shuffle: { component: Shuffle },
  repeat: { component: Repeat },
  volumeLow: { component: Volume1 },
  volumeHigh: { component: Volume2 },
  muted: { component: VolumeX },
  devices: { component: MonitorSpeaker },
  queue: { component: ListMusic },
  addToQueue: { component: ListPlus },
  heart: { component: Heart },
  heartFilled: { component: Heart, fill: true },
  computer: { component: Laptop },
  smartphone: { component: Smartphone },
  speakerDevice: { component: Speaker },
  tv: { component: Tv },
  note: { component: Music },
  bars: { component: ChartNoAxesColumn },
  close: { component: X },
  more: { component: Ellipsis },
  plus: { component: Plus },
  search: { component: Search },
  library: { component: Library },
  grip: { component: GripVertical },
  check: { component: Check },
  clock: { component: Clock3 },
  // The sidebar's places.
  home: { component: House },
  browse: { component: Compass },
  radio: { component: Radio },
  nowPlaying: { component: AudioLines },
  settings: { component: Settings },
  palette: { component: Command },
  signOut: { component: LogOut },
  sidebarOpen: { component: PanelLeftOpen },
  sidebarClose: { component: PanelLeftClose },
} satisfies Record<string, AppIcon>

export type PlayerIconName = keyof typeof icons
