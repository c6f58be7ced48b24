import { describe, expect, it } from "vitest";
import {
  compareByDistance,
  compareByQuality,
  editDistance,
  matchingWords,
  nameScore,
  normaliseText,
  queryWords,
  type Rankable,
  SearchQuerySchema,
  typedScore,
  typoEdits,
  typoScore,
  wordsOf,
} from "./search";

describe("normalising text", () => {
  it.each([
    ["  Paneer   Tikka! ", "paneer tikka"],
    ["Domino's Pizza", "dominos pizza"],
    ["Crème Brûlée", "creme brulee"],
    ["Dal-Makhani & Naan", "dal makhani naan"],
    ["Chole Bhature (2 pcs)", "chole bhature 2 pcs"],
    ["पनीर टिक्का", "पनीर टिक्का"],
    ["!!!", ""],
  ])("%j → %j", (text, expected) => {
    expect(normaliseText(text)).toBe(expected);
  });

  it("splits into distinct words, and keeps at most 8 of a query", () => {
    expect(wordsOf("Paneer Tikka Paneer")).toEqual(["paneer", "tikka"]);
    expect(wordsOf("  ")).toEqual([]);
    expect(queryWords("a b c d e f g h i j")).toEqual(["a", "b", "c", "d", "e", "f", "g", "h"]);
  });
});

describe("edits between two words", () => {
  // Worked by hand: the fewest letters added, dropped, changed or neighbours swapped.
  it.each([
    ["paneer", "panner", 1], // e → n
    ["biryani", "biriyani", 1], // an i added
    ["chiken", "chicken", 1], // a c dropped
    ["paneer", "panere", 1], // "er" swapped
    ["pizza", "pita", 2], // z → t, a z dropped
    ["pani", "panner", 3], // i → n, e and r added
    ["", "dal", 3],
    ["dal", "dal", 0],
  ])("%s → %s: %d", (a, b, expected) => {
    expect(editDistance(a, b)).toBe(expected);
    expect(editDistance(b, a)).toBe(expected);
  });

  it("stops counting past the most it is asked about", () => {
    expect(editDistance("pani", "panner", 1)).toBe(2);
    expect(editDistance("pizza", "pita", 1)).toBe(2);
    expect(editDistance("paneer", "panner", 1)).toBe(1);
  });

  it.each([
    [3, 0],
    [4, 1],
    [7, 1],
    [8, 2],
    [12, 2],
  ])("a %d-letter query word may be %d edits off", (length, edits) => {
    expect(typoEdits(length)).toBe(edits);
  });
});

describe("scoring a query word against a word", () => {
  it.each([
    ["paneer", "paneer", 1, "the same word"],
    ["pan", "paneer", 0.9, "its beginning"],
    ["neer", "paneer", 0.8, "inside it, 3+ characters"],
    ["ne", "paneer", 0, "inside it, too short"],
    ["panner", "paneer", 0, "a typo is not a match as typed"],
  ])("as typed, %s in %s scores %d (%s)", (queryWord, word, expected) => {
    expect(typedScore(queryWord, word)).toBe(expected);
  });

  it.each([
    ["panner", "paneer", 0.7, "one edit, whole word"],
    ["biriyani", "biryani", 0.7, "one edit (8 letters may be 2 off)"],
    ["biriyanni", "biryani", 0.6, "two edits"],
    ["panne", "paneer", 0.6, "two edits from the word, one from its beginning 'panee'"],
    ["pani", "paneer", 0.6, "one edit from its beginning 'pane'"],
    ["pizza", "pita", 0, "two edits for a 5-letter word"],
    ["dal", "daal", 0, "no typos below 4 letters"],
    ["paneer", "paneer", 0, "the same word is no typo"],
  ])("as a typo, %s for %s scores %d (%s)", (queryWord, word, expected) => {
    expect(typoScore(queryWord, word)).toBeCloseTo(expected, 10);
  });
});

describe("the words a query word matches", () => {
  const vocabulary = ["paneer", "pani", "puri", "pancake", "tikka", "banner"];
  const matches = (queryWord: string) => Object.fromEntries(matchingWords(queryWord, vocabulary));

  it("are those it matches as typed when there are any: pani finds pani, not paneer", () => {
    expect(matches("pani")).toEqual({ pani: 1 });
    expect(matches("pan")).toEqual({ paneer: 0.9, pani: 0.9, pancake: 0.9 });
  });

  it("else those it is a typo of", () => {
    expect(matches("panner")).toEqual({ paneer: 0.7, banner: 0.7 });
    expect(matches("tika")).toEqual({ tikka: 0.7 });
    expect(matches("xyz")).toEqual({});
  });

  it("score a name by the mean of each query word's best, when every query word matches", () => {
    const perWord = [matchingWords("paneer", vocabulary), matchingWords("tika", vocabulary)];
    expect(nameScore(perWord, ["paneer", "tikka", "roll"])).toBeCloseTo((1 + 0.7) / 2, 10);
    expect(nameScore(perWord, ["paneer", "butter", "masala"])).toBe(0);
    expect(nameScore([], ["paneer"])).toBe(0);
  });
});

describe("ordering results", () => {
  const result = (id: string, score: number, rating: number, name: string, distance: number | null): Rankable => ({
    id,
    score,
    rating,
    name,
    distance,
  });
  const results = [
    result("a", 1, 4.2, "Paneer Tikka", 1200),
    result("b", 1, 4.5, "Paneer Roll", 300),
    result("c", 0.9, 5, "Paneer Puff", 300),
    result("d", 1, 4.5, "kadai paneer", null),
    result("e", 1, 4.5, "Kadai Paneer", 5000),
  ];
  const ids = (list: Rankable[]) => list.map((r) => r.id);

  it("without a location: better match, then higher rating, then name ignoring case, then id", () => {
    expect(ids([...results].sort(compareByQuality))).toEqual(["d", "e", "b", "a", "c"]);
  });

  it("with a location: nearest first, equal distances by match, no distance last", () => {
    expect(ids([...results].sort(compareByDistance))).toEqual(["b", "c", "a", "e", "d"]);
  });
});

describe("the query", () => {
  it("trims q and fills the per-group limit", () => {
    expect(SearchQuerySchema.parse({ q: "  paneer " })).toEqual({ q: "paneer", limit: 5 });
  });

  it.each([
    [{ q: "   " }, "q"],
    [{}, "q"],
    [{ q: "x".repeat(101) }, "q"],
    [{ q: "paneer", latitude: "22.7" }, "latitude"],
    [{ q: "paneer", limit: "21" }, "limit"],
  ])("refuses %j naming %s", (query, field) => {
    const result = SearchQuerySchema.safeParse(query);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
});
