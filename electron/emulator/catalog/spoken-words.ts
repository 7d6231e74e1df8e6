/** Words the spoken-word generator builds show, episode and book names from. Plain data, like word-lists.ts. */

/** Topics of shows: each with words its episode titles are made of. */
export const SHOW_TOPICS = [
  {
    topic: 'history',
    subjects: ['Empires', 'Lost Cities', 'The Silk Road', 'Old Maps', 'Revolutions', 'Lighthouses'],
  },
  { topic: 'science', subjects: ['Black Holes', 'Bees', 'Sleep', 'Volcanoes', 'The Deep Sea', 'Memory'] },
  {
    topic: 'comedy',
    subjects: ['Bad Advice', 'Terrible Holidays', 'Office Pranks', 'Our Worst Gigs', 'Cats'],
  },
  { topic: 'business', subjects: ['Startups', 'Burnout', 'Pricing', 'Side Projects', 'Negotiation'] },
  { topic: 'technology', subjects: ['Open Source', 'Old Computers', 'Robots', 'Passwords', 'The Cloud'] },
  { topic: 'music', subjects: ['Mixtapes', 'Vinyl', 'Tour Stories', 'Songwriting', 'Jazz Standards'] },
  { topic: 'sports', subjects: ['Marathons', 'The Derby', 'Transfer Window', 'Underdogs', 'Training'] },
  { topic: 'food', subjects: ['Sourdough', 'Street Food', 'Fermentation', 'Coffee', 'Family Recipes'] },
  { topic: 'travel', subjects: ['Night Trains', 'Islands', 'Packing Light', 'Mountain Huts', 'Ferries'] },
  { topic: 'books', subjects: ['First Novels', 'Poetry', 'Libraries', 'Translations', 'Crime Fiction'] },
  { topic: 'health', subjects: ['Breathing', 'Running', 'Stress', 'Good Sleep', 'Walking'] },
  { topic: 'news', subjects: ['The Week', 'Elections', 'Climate', 'Markets', 'Cities'] },
] as const

export const SHOW_NAME_PATTERNS = [
  'The {Adjective} {Noun} Podcast',
  '{Adjective} Minds',
  '{First} Talks {Topic}',
  'Inside {Place}',
  '{Noun} & {Noun}',
  'The {Topic} Hour',
  '{Adjective} {Topic}',
  'Notes from the {Noun}',
  'A Short History of Everything {Adjective}',
  'Morning {Noun}',
] as const

export const PUBLISHER_SUFFIXES = ['Media', 'Studios', 'Audio', 'Network', 'Productions', 'Radio'] as const

export const BOOK_NAME_PATTERNS = [
  'The {Noun} of {Place}',
  '{Adjective} {Plural}',
  'A {Noun} in {Place}',
  'The Last {Noun}',
  'Letters to the {Noun}',
  'When the {Noun} Fell {Adjective}',
  'The {Adjective} Year',
  'Under the {Adjective} {Noun}',
] as const

export const PUBLISHING_HOUSES = [
  'Harbor House Audio',
  'Lantern & Quill',
  'Northern Light Books',
  'Orchard Press Audio',
  'Paper Moon Audio',
  'Signal Hill Publishing',
] as const

/** Languages and how often a show speaks them (ISO 639 codes as the service lists them). */
export const SHOW_LANGUAGES: readonly (readonly [readonly string[], number])[] = [
  [['en'], 0.55],
  [['en-US'], 0.15],
  [['es'], 0.08],
  [['de'], 0.06],
  [['fr'], 0.06],
  [['sv'], 0.05],
  [['pt'], 0.05],
]
