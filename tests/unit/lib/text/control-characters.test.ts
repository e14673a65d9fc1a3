import { hasControlCharacter, visibleText } from "@/lib/text";

describe("hasControlCharacter", () => {
  it("refuses the direction overrides, isolates and marks and the line and paragraph separators", () => {
    for (const c of ["\u202A", "\u202B", "\u202C", "\u202D", "\u202E", "\u2066", "\u2067", "\u2068", "\u2069"]) {
      expect(hasControlCharacter(`Evil${c}gnp.exe`)).toBe(true);
    }
    for (const c of ["\u200E", "\u200F", "\u061C", "\u2028", "\u2029"]) {
      expect(hasControlCharacter(`a${c}b`)).toBe(true);
      expect(hasControlCharacter(`a${c}b`, { multiline: true })).toBe(true);
    }
  });

  it("still takes letters of every script, emoji joiners and the line feed where text may be multi-line", () => {
    expect(hasControlCharacter("Zoë O'Neil-Ḿ 李 محمد שלום")).toBe(false);
    expect(hasControlCharacter("👩‍👩‍👧")).toBe(false);
    expect(hasControlCharacter("one\ntwo", { multiline: true })).toBe(false);
    expect(hasControlCharacter("one\ntwo")).toBe(true);
    expect(hasControlCharacter("tab\there")).toBe(true);
  });
});

describe("visibleText", () => {
  it("writes every refused character as its code point and leaves the rest alone", () => {
    expect(visibleText("Evil\u202Egnp.exe")).toBe("Evil\\u{202E}gnp.exe");
    expect(visibleText("a\u001b[2Jb\u2028c")).toBe("a\\u{1B}[2Jb\\u{2028}c");
    expect(visibleText("Zoë 李")).toBe("Zoë 李");
  });
});

describe("the invisible characters a field refuses", () => {
  const refused = {
    "a tag character": "Ana\u{E0041}\u{E0042}",
    "the cancel tag": "Ana\u{E007F}",
    "U+E0000": "Ana\u{E0000}",
    "the word joiner": "A\u2060na",
    "a byte-order mark": "\uFEFFAna",
    "a soft hyphen": "An\u00ADa",
    "the Mongolian vowel separator": "An\u180Ea",
    "the zero-width space": "An\u200Ba",
    "an Arabic number sign": "\u0600123",
    "the Hangul filler alone": "\u3164",
    "the other Hangul fillers": "\u115F\u1160\uFFA0",
    "a joiner after a space": "Ana \u200Dx",
    "a joiner at the end": "Ana\u200C",
    "three combining marks that do not compose": "Ana\u0301\u0302\u0303\u0304",
    "a run of variation selectors": "A\uFE0F\uFE0F\uFE0F",
    "a run of Mongolian selectors": "\u1820\u180B\u180C\u180D",
  };
  for (const [what, text] of Object.entries(refused)) {
    it(`refuses ${what}`, () => {
      expect(hasControlCharacter(text)).toBe(true);
      expect(hasControlCharacter(text, { multiline: true })).toBe(true);
    });
  }

  it("takes the joiners where a script or an emoji needs them, and two marks in a row", () => {
    expect(hasControlCharacter("می\u200Cخواهم")).toBe(false);
    expect(hasControlCharacter("क्\u200Dष")).toBe(false);
    expect(hasControlCharacter("👩\u200D💻")).toBe(false);
    expect(hasControlCharacter("👍🏽\u200D")).toBe(true);
    expect(hasControlCharacter("Nguyê\u0303n")).toBe(false);
    expect(hasControlCharacter("Nguye\u0302\u0303n")).toBe(false);
    expect(hasControlCharacter("1\uFE0F\u20E3")).toBe(false);
  });

  it("writes the tag characters and fillers out visibly", () => {
    expect(visibleText("A\u{E0041}\u3164")).toBe("A\\u{E0041}\\u{3164}");
  });
});
