import type { AudioFeatures } from './catalog-types'
import type { Localised } from './locales'

/**
 * The browse categories. A category draws its playlists either from genre families or from tracks whose sound
 * fits a mood. `countries` limits where a category exists (null: everywhere).
 */
export interface CategoryDefinition {
  id: string
  names: Localised
  countries: readonly string[] | null
  families?: readonly string[]
  mood?: (features: AudioFeatures) => boolean
  /** Names for the category's playlists, instead of "<category> <mood word>". */
  playlistNames?: readonly string[]
}

const same = (name: string): Localised => ({
  en_US: name,
  es_ES: name,
  fr_FR: name,
  de_DE: name,
  sv_SE: name,
})

export const CATEGORY_DEFINITIONS: readonly CategoryDefinition[] = [
  {
    id: 'toplists',
    names: {
      en_US: 'Top Lists',
      es_ES: 'Listas de éxitos',
      fr_FR: 'Classements',
      de_DE: 'Charts',
      sv_SE: 'Topplistor',
    },
    countries: null,
    families: ['pop', 'hiphop', 'rock', 'electronic', 'latin'],
    playlistNames: [
      'Top 50 – Global',
      'Viral 50',
      'Hot Hits',
      'Rising Stars',
      'All Time Greats',
      'Most Played This Week',
      'Chart Climbers',
      'Number Ones',
      'Breakthrough',
      'Fresh Hits',
    ],
  },
  { id: 'pop', names: same('Pop'), countries: null, families: ['pop'] },
  { id: 'rock', names: same('Rock'), countries: null, families: ['rock'] },
  {
    id: 'hiphop',
    names: { en_US: 'Hip-Hop', es_ES: 'Hip-hop', fr_FR: 'Hip-hop', de_DE: 'Hip-Hop', sv_SE: 'Hiphop' },
    countries: null,
    families: ['hiphop'],
  },
  {
    id: 'edm_dance',
    names: {
      en_US: 'Dance/Electronic',
      es_ES: 'Dance/Electrónica',
      fr_FR: 'Dance/Électro',
      de_DE: 'Dance/Electronic',
      sv_SE: 'Dans/Elektroniskt',
    },
    countries: null,
    families: ['electronic'],
  },
  { id: 'jazz', names: same('Jazz'), countries: null, families: ['jazz'] },
  {
    id: 'classical',
    names: { en_US: 'Classical', es_ES: 'Clásica', fr_FR: 'Classique', de_DE: 'Klassik', sv_SE: 'Klassiskt' },
    countries: null,
    families: ['classical'],
  },
  {
    id: 'folk',
    names: {
      en_US: 'Folk & Acoustic',
      es_ES: 'Folk y acústico',
      fr_FR: 'Folk et acoustique',
      de_DE: 'Folk & Akustik',
      sv_SE: 'Folk & akustiskt',
    },
    countries: null,
    families: ['folk'],
  },
  {
    id: 'latin',
    names: {
      en_US: 'Latin',
      es_ES: 'Música latina',
      fr_FR: 'Musique latine',
      de_DE: 'Latin',
      sv_SE: 'Latin',
    },
    countries: null,
    families: ['latin'],
  },
  {
    id: 'world',
    names: {
      en_US: 'World',
      es_ES: 'Músicas del mundo',
      fr_FR: 'Musiques du monde',
      de_DE: 'Weltmusik',
      sv_SE: 'Världsmusik',
    },
    countries: null,
    families: ['world'],
  },
  {
    id: 'chill',
    names: { en_US: 'Chill', es_ES: 'Relax', fr_FR: 'Détente', de_DE: 'Chillout', sv_SE: 'Chill' },
    countries: null,
    mood: (f) => f.energy < 0.45 && f.valence > 0.3,
  },
  {
    id: 'focus',
    names: { en_US: 'Focus', es_ES: 'Concentración', fr_FR: 'Concentration', de_DE: 'Fokus', sv_SE: 'Fokus' },
    countries: null,
    mood: (f) => f.instrumentalness > 0.5 && f.energy < 0.6,
  },
  {
    id: 'workout',
    names: { en_US: 'Workout', es_ES: 'Entrenamiento', fr_FR: 'Sport', de_DE: 'Workout', sv_SE: 'Träning' },
    countries: null,
    mood: (f) => f.energy > 0.72 && f.tempo > 118,
  },
  {
    id: 'party',
    names: { en_US: 'Party', es_ES: 'Fiesta', fr_FR: 'Soirée', de_DE: 'Party', sv_SE: 'Fest' },
    countries: null,
    mood: (f) => f.danceability > 0.7 && f.energy > 0.6,
  },
  {
    id: 'sleep',
    names: { en_US: 'Sleep', es_ES: 'Dormir', fr_FR: 'Sommeil', de_DE: 'Schlafen', sv_SE: 'Sömn' },
    countries: null,
    mood: (f) => f.energy < 0.25 && f.acousticness > 0.6,
  },
  {
    id: 'romance',
    names: { en_US: 'Romance', es_ES: 'Romántica', fr_FR: 'Romance', de_DE: 'Romantik', sv_SE: 'Romantik' },
    countries: null,
    mood: (f) => f.valence > 0.45 && f.energy < 0.55 && f.acousticness > 0.3,
  },
  {
    id: 'dinner',
    names: { en_US: 'Dinner', es_ES: 'Cena', fr_FR: 'Dîner', de_DE: 'Abendessen', sv_SE: 'Middag' },
    countries: null,
    families: ['jazz', 'folk', 'classical'],
  },
  { id: 'schlager', names: same('Schlager'), countries: ['DE', 'AT', 'CH'], families: ['pop', 'folk'] },
  { id: 'dansband', names: same('Dansband'), countries: ['SE', 'NO'], families: ['pop', 'folk'] },
  {
    id: 'chanson',
    names: {
      en_US: 'French Chanson',
      es_ES: 'Chanson francesa',
      fr_FR: 'Chanson',
      de_DE: 'Chanson',
      sv_SE: 'Chanson',
    },
    countries: ['FR', 'BE', 'CH', 'LU'],
    families: ['folk', 'jazz'],
  },
  { id: 'flamenco', names: same('Flamenco'), countries: ['ES'], families: ['latin', 'folk'] },
]
