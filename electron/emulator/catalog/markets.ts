/**
 * The markets (ISO 3166-1 alpha-2 country codes) the emulated service operates in. The catalog's availability,
 * `market` parameters and browse `country` parameters are checked against this list.
 */
// prettier-ignore
export const MARKETS = [
  'AD', 'AE', 'AR', 'AT', 'AU', 'BE', 'BG', 'BO', 'BR', 'CA', 'CH', 'CL', 'CO', 'CR', 'CY', 'CZ', 'DE', 'DK',
  'DO', 'EC', 'EE', 'EG', 'ES', 'FI', 'FR', 'GB', 'GR', 'GT', 'HK', 'HN', 'HU', 'ID', 'IE', 'IL', 'IN', 'IS',
  'IT', 'JP', 'KR', 'LT', 'LU', 'LV', 'MA', 'MT', 'MX', 'MY', 'NI', 'NL', 'NO', 'NZ', 'PA', 'PE', 'PH', 'PL',
  'PT', 'PY', 'RO', 'SA', 'SE', 'SG', 'SK', 'SV', 'TH', 'TR', 'TW', 'US', 'UY', 'VN', 'ZA',
] as const

const known = new Set<string>(MARKETS)

export const isMarket = (code: string): boolean => known.has(code)

/**
 * Groups of markets that share regional licensing. A regional edition of an album is available only in its
 * group, and the international edition everywhere else: the source of relinked tracks.
 */
export const REGION_GROUPS: readonly (readonly string[])[] = [
  ['US', 'CA'],
  ['DE', 'AT', 'CH'],
  ['SE', 'NO', 'DK', 'FI', 'IS'],
  ['JP', 'KR', 'TW', 'HK'],
  ['BR', 'PT'],
  ['FR', 'BE', 'LU'],
  ['ES', 'MX', 'AR', 'CO', 'CL'],
  ['GB', 'IE'],
]

/**
 * An immutable set of markets shared by many catalog records (most records use the same few sets, so they
 * share one instance instead of carrying their own arrays).
 */
export class MarketSet {
  private readonly members: ReadonlySet<string>
  readonly list: readonly string[]

  constructor(codes: readonly string[]) {
    this.list = MARKETS.filter((code) => codes.includes(code))
    this.members = new Set(this.list)
  }

  has(code: string): boolean {
    return this.members.has(code)
  }
}

export const ALL_MARKETS = new MarketSet(MARKETS)

/** Every market except `excluded`. */
export function marketsExcept(excluded: readonly string[]): MarketSet {
  return new MarketSet(MARKETS.filter((code) => !excluded.includes(code)))
}

/**
 * Where the real service sells audiobooks (its reference: "only available within the US, UK, Canada, Ireland,
 * New Zealand and Australia markets"). Elsewhere an audiobook or chapter answers 404 and search leaves them out.
 */
export const AUDIOBOOK_MARKETS = new MarketSet(['US', 'GB', 'CA', 'IE', 'NZ', 'AU'])
