/** "14:05" in the person's local time: when something resumes, in the player, the tray and notices alike. */
export function localClock(at: number): string {
  const date = new Date(at)
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`
}
