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
