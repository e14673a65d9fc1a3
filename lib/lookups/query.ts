/**
 * What a place query asks for: a ZIP, a Canadian postal prefix, or a name with an optional qualifier
 * ("Miami, FL", "miami fl", "paris france", "London, U").
 */
import { CA_POSTAL_FIRST_LETTER, CA_POSTAL_LETTER } from "@/lib/quote-bounds";
import { fold } from "./fold";

export type PlaceQueryKind =
  | { kind: "zip"; zip: string }
  | { kind: "zip-prefix"; prefix: string }
  | { kind: "postal"; fsa: string }
  | { kind: "postal-prefix"; prefix: string }
  | { kind: "name"; name: string; readings: NameReading[] };

/** One way to read the words: a name to match by prefix, and maybe the words that narrow it down. */
export type NameReading = { name: string; qualifier?: string; partialQualifier?: boolean };

const ZIP = /^(\d{5})(?:-?\d{4})?$/;
const ZIP_PREFIX = /^\d{1,4}$/;
const POSTAL = new RegExp(`^(${CA_POSTAL_FIRST_LETTER}\\d${CA_POSTAL_LETTER})(?:\\s*\\d${CA_POSTAL_LETTER}\\d)?$`, "i");
const POSTAL_PREFIX = new RegExp(`^${CA_POSTAL_FIRST_LETTER}\\d$`, "i");
/** A qualifier is at most this many words ("new south wales", "united arab emirates" after folding). */
const MAX_QUALIFIER_WORDS = 3;

export function parsePlaceQuery(input: string): PlaceQueryKind {
  const compact = input.trim();
  const zip = ZIP.exec(compact);
  if (zip) return { kind: "zip", zip: zip[1] as string };
  if (ZIP_PREFIX.test(compact)) return { kind: "zip-prefix", prefix: compact };
  const postal = POSTAL.exec(compact);
  if (postal) return { kind: "postal", fsa: (postal[1] as string).toUpperCase() };
  if (POSTAL_PREFIX.test(compact)) return { kind: "postal-prefix", prefix: compact.toUpperCase() };

  const comma = compact.indexOf(",");
  if (comma >= 0) {
    const name = fold(compact.slice(0, comma));
    const qualifier = fold(compact.slice(comma + 1));
    // "Miami," or "Miami, F": the qualifier may still be being typed, so it matches by prefix.
    return { kind: "name", name, readings: [qualifier ? { name, qualifier, partialQualifier: true } : { name }] };
  }
  const name = fold(compact);
  const words = name.split(" ");
  const readings: NameReading[] = [{ name }];
  for (let n = 1; n <= MAX_QUALIFIER_WORDS && n < words.length; n++) {
    readings.push({ name: words.slice(0, -n).join(" "), qualifier: words.slice(-n).join(" ") });
  }
  return { kind: "name", name, readings };
}
