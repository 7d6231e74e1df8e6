import type { AudioFeatures } from './catalog-types'

/**
 * Genre families: each has the genre seeds it covers and a typical sound (means of the audio features), so
 * that a genre's tracks are plausible and recommendation filters have something to bite on.
 */
export interface GenreFamily {
  id: string
  genres: readonly string[]
  sound: Omit<AudioFeatures, 'key' | 'mode' | 'time_signature'>
  labels: readonly string[]
}

export const GENRE_FAMILIES: readonly GenreFamily[] = [
  {
    id: 'pop',
    genres: ['pop', 'indie-pop', 'synth-pop', 'k-pop', 'dance'],
    sound: {
      danceability: 0.7,
      energy: 0.68,
      loudness: -6,
      speechiness: 0.06,
      acousticness: 0.18,
      instrumentalness: 0.01,
      liveness: 0.15,
      valence: 0.6,
      tempo: 118,
    },
    labels: ['Brightside Records', 'Neon Bloom Music', 'Paper Moon Pop'],
  },
  {
    id: 'rock',
    genres: ['rock', 'alt-rock', 'hard-rock', 'punk', 'grunge', 'indie', 'alternative', 'metal'],
    sound: {
      danceability: 0.48,
      energy: 0.8,
      loudness: -5.5,
      speechiness: 0.05,
      acousticness: 0.08,
      instrumentalness: 0.05,
      liveness: 0.2,
      valence: 0.45,
      tempo: 128,
    },
    labels: ['Loud Valley Records', 'Ironwood Sound', 'Static Garden'],
  },
  {
    id: 'electronic',
    genres: ['electronic', 'house', 'deep-house', 'techno', 'trance', 'edm', 'drum-and-bass', 'dubstep'],
    sound: {
      danceability: 0.72,
      energy: 0.78,
      loudness: -6.5,
      speechiness: 0.05,
      acousticness: 0.04,
      instrumentalness: 0.55,
      liveness: 0.12,
      valence: 0.42,
      tempo: 126,
    },
    labels: ['Pulse District', 'Nightshift Audio', 'Circuit Lane'],
  },
  {
    id: 'hiphop',
    genres: ['hip-hop', 'r-n-b', 'trip-hop'],
    sound: {
      danceability: 0.76,
      energy: 0.62,
      loudness: -6.8,
      speechiness: 0.24,
      acousticness: 0.14,
      instrumentalness: 0.01,
      liveness: 0.16,
      valence: 0.5,
      tempo: 96,
    },
    labels: ['Blockwise Records', 'Velvet Corner', 'Open Mic Music'],
  },
  {
    id: 'jazz',
    genres: ['jazz', 'soul', 'funk', 'blues', 'gospel', 'disco'],
    sound: {
      danceability: 0.58,
      energy: 0.45,
      loudness: -10,
      speechiness: 0.05,
      acousticness: 0.6,
      instrumentalness: 0.3,
      liveness: 0.22,
      valence: 0.6,
      tempo: 110,
    },
    labels: ['Blue Lantern', 'Smoke Ring Records', 'Basement Session'],
  },
  {
    id: 'classical',
    genres: ['classical', 'piano', 'ambient', 'new-age'],
    sound: {
      danceability: 0.25,
      energy: 0.15,
      loudness: -20,
      speechiness: 0.04,
      acousticness: 0.92,
      instrumentalness: 0.88,
      liveness: 0.1,
      valence: 0.25,
      tempo: 90,
    },
    labels: ['Still Water Classics', 'Aurora Hall', 'Quiet Room Editions'],
  },
  {
    id: 'folk',
    genres: ['folk', 'acoustic', 'singer-songwriter', 'country'],
    sound: {
      danceability: 0.52,
      energy: 0.38,
      loudness: -10.5,
      speechiness: 0.04,
      acousticness: 0.75,
      instrumentalness: 0.04,
      liveness: 0.14,
      valence: 0.48,
      tempo: 112,
    },
    labels: ['Pinecone Records', 'Long Road Music', 'Hearthside'],
  },
  {
    id: 'latin',
    genres: ['latin', 'reggaeton', 'salsa', 'bossanova', 'tango'],
    sound: {
      danceability: 0.78,
      energy: 0.7,
      loudness: -5.8,
      speechiness: 0.09,
      acousticness: 0.22,
      instrumentalness: 0.01,
      liveness: 0.17,
      valence: 0.72,
      tempo: 102,
    },
    labels: ['Sol y Sombra', 'Calle Luna', 'Ritmo Norte'],
  },
  {
    id: 'world',
    genres: ['afrobeat', 'reggae', 'world-music', 'dancehall'],
    sound: {
      danceability: 0.74,
      energy: 0.64,
      loudness: -7.5,
      speechiness: 0.08,
      acousticness: 0.3,
      instrumentalness: 0.06,
      liveness: 0.2,
      valence: 0.74,
      tempo: 104,
    },
    labels: ['Baobab Sound', 'Island Signal', 'Compass Rose Music'],
  },
]

/** Every genre seed, sorted: the answer of GET /recommendations/available-genre-seeds. */
export const GENRE_SEEDS: readonly string[] = GENRE_FAMILIES.flatMap((family) => family.genres).sort()

const familyOfGenre = new Map<string, GenreFamily>(
  GENRE_FAMILIES.flatMap((family) => family.genres.map((genre) => [genre, family] as const)),
)

export function familyOf(genre: string): GenreFamily | undefined {
  return familyOfGenre.get(genre)
}
