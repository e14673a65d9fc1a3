/**
 * The country, state and province codes a quote may name. Compact lists rather than a package or the
 * lookups' data: these rules run in the quote form's browser bundle too (about 1 KB here against ~100 KB for
 * i18n-iso-countries, or the 11 MB the lookups read from disk). `Intl.DisplayNames` is no substitute: it
 * names "ZZ", "EU", "UK" and withdrawn codes, and browsers ship different region data.
 *
 * Sources (codes are facts; no licence restricts their use):
 * - Countries: ISO 3166-1 alpha-2, the 249 officially assigned codes (ISO 3166 Maintenance Agency,
 *   https://www.iso.org/iso-3166-country-codes.html), plus the two codes the lookups' place data serves
 *   beyond them (lib/lookups/data/world.json, from GeoNames and UN/LOCODE): XK, Kosovo (user-assigned, as the
 *   EU, CLDR and GeoNames use it), and AN, the Netherlands Antilles (withdrawn in 2010, still the country of
 *   seven ports in UN/LOCODE).
 * - United States: ISO 3166-2:US, the 50 states, DC and the six outlying areas (AS GU MP PR UM VI), plus MH,
 *   the Marshall Islands' USPS code, whose ZIP codes (969xx) the lookups serve as a US state. No military codes
 *   (AA AE AP): the lookups have no place in them.
 * - Canada: ISO 3166-2:CA, the 10 provinces and 3 territories (Canada Post uses the same codes).
 * tests/unit/lib/quote/regions.test.ts checks that every country and state the lookups serve is accepted here.
 */

const codes = (list: string): ReadonlySet<string> => new Set(list.split(" "));

export const COUNTRY_CODES = codes(
  "AD AE AF AG AI AL AM AN AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ " +
    "CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR " +
    "GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP " +
    "KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT " +
    "MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW " +
    "SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG " +
    "UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW",
);

export const US_STATE_CODES = codes(
  "AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA " +
    "RI SC SD TN TX UT VT VA WA WV WI WY DC AS GU MP PR UM VI MH",
);

export const CA_PROVINCE_CODES = codes("AB BC MB NB NL NS NT NU ON PE QC SK YT");

/** The countries whose states this module knows; elsewhere a region is free text. */
const STATES_OF: Readonly<Record<string, ReadonlySet<string>>> = { US: US_STATE_CODES, CA: CA_PROVINCE_CODES };

/** An ISO 3166-1 alpha-2 code (upper case), or one the lookups serve. */
export function isCountryCode(code: string): boolean {
  return COUNTRY_CODES.has(code);
}

/** A US state or Canadian province code (upper case), before the country is known. */
export function isNorthAmericanStateCode(code: string): boolean {
  return US_STATE_CODES.has(code) || CA_PROVINCE_CODES.has(code);
}

/** True when `state` is one of `country`'s codes; any state passes for a country without a list here. */
export function isStateOf(country: string, state: string): boolean {
  const states = STATES_OF[country.toUpperCase()];
  return states === undefined || states.has(state.toUpperCase());
}
