/** The settings, as other features see them: the service that reads, checks and keeps them. */
export { createSettingsService, type SettingsService } from './settings-service'
export { problemSaid, type FoundProblem } from './settings-words'
