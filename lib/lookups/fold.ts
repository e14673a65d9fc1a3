/**
 * One folding rule for names and queries, used by the data build and by the runtime indexes so that
 * both sides agree: "Montréal" = "montreal", "St. Louis" = "saint louis", "Harley-Davidson" = "harley davidson".
 * Kept free of imports so that the build script (plain Node with type stripping) can load it too.
 */
const ABBREVIATIONS: Record<string, string> = {
  st: "saint",
  ste: "sainte",
  ft: "fort",
  mt: "mount",
};

const EXTRA_LETTERS: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  ø: "o",
  œ: "oe",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
};

/** Plain ASCII words are most names; they skip the Unicode work, which is most of the start-up cost. */
const SIMPLE = /^[A-Za-z0-9]+(?: [A-Za-z0-9]+)*$/;
const HAS_ABBREVIATION = /(?:^| )(?:st|ste|ft|mt) /;

export function fold(text: string): string {
  const base = SIMPLE.test(text) ? text.toLowerCase() : foldUnicode(text);
  if (!HAS_ABBREVIATION.test(base)) return base;
  return (
    base
      .split(" ")
      // The last word may still be being typed ("st" -> "stamford"), so only complete words are expanded.
      .map((word, i, words) => (i < words.length - 1 ? (ABBREVIATIONS[word] ?? word) : word))
      .join(" ")
  );
}

function foldUnicode(text: string): string {
  return (
    text
      .normalize("NFD")
      .replace(/\p{M}+/gu, "")
      .toLowerCase()
      .replace(/[ßæøœłđðþı]/g, (c) => EXTRA_LETTERS[c] ?? c)
      // Apostrophes join ("O'Fallon" = "ofallon"), other punctuation separates words.
      .replace(/['’`]/g, "")
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim()
  );
}
