/**
 * The header search (issue 12): one query for dishes, restaurants and categories, answered in groups. The matching
 * and ranking rules live here as pure functions, so the server's index and the tests read the same definitions.
 *
 * Matching is per word, after normalisation. A query word matches a word as typed: the same word (1), its beginning
 * (0.9) or inside it (0.8, query words of 3+ characters). Only a query word that nothing in the catalogue matches as
 * typed is taken for a typo: it then matches the words within TYPO_EDITS of it (a letter added, dropped, changed, or
 * two neighbours swapped), whole (0.7, 0.6 with two edits) or as their beginning (0.1 less), so "panner" finds
 * paneer while "pani" finds pani puri and not paneer. Every query word must match a word of a name; the name's score
 * is the mean of its query words' best scores.
 */
import { z } from "zod";
import { SEARCH } from "./constants";
import { LatitudeSchema, LongitudeSchema } from "./geo";
import { FOOD_TYPES } from "./product";

export const EXACT_SCORE = 1;
export const PREFIX_SCORE = 0.9;
export const INFIX_SCORE = 0.8;
/** Query words shorter than this match inside a word only at its beginning ("a" is inside nearly everything). */
export const INFIX_MIN_LENGTH = 3;
/** Edits a typo may be from the word meant, by the query word's length: none below 4 letters, 2 from 8. */
export const TYPO_EDITS = [
  { minLength: 8, edits: 2 },
  { minLength: 4, edits: 1 },
] as const;
/** A whole word one edit away; each further edit, and matching only the word's beginning, take TYPO_STEP off. */
export const TYPO_SCORE = 0.7;
export const TYPO_STEP = 0.1;
/** Words of a query beyond this many are ignored. */
export const MAX_QUERY_WORDS = 8;

// Latin letters with accents lose them ("Crème" → "creme"); other scripts (Devanagari's vowel signs) keep theirs.
const LATIN_ACCENTS = /[\u0300-\u036f]/g;
const APOSTROPHES = /['’`]/g;
const NOT_WORD = /[^\p{L}\p{M}\p{N}]+/gu;

/** Lower case, Latin accents and apostrophes dropped, everything but letters and digits turned into single spaces. */
export function normaliseText(text: string): string {
  return text
    .normalize("NFD")
    .replace(LATIN_ACCENTS, "")
    .normalize("NFC")
    .toLocaleLowerCase("en-IN")
    .replace(APOSTROPHES, "")
    .replace(NOT_WORD, " ")
    .trim();
}

/** The distinct words of a text, in order of first appearance. */
export function wordsOf(text: string): string[] {
  const normalised = normaliseText(text);
  return normalised ? [...new Set(normalised.split(" "))] : [];
}

/** The query's words (at most MAX_QUERY_WORDS). */
export function queryWords(query: string): string[] {
  return wordsOf(query).slice(0, MAX_QUERY_WORDS);
}

/**
 * Edits from one word to the other: letters added, dropped or changed, and two neighbours swapped (the optimal
 * string alignment distance). Past `max` it stops counting and answers max + 1.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const change = a[i - 1] === b[j - 1] ? 0 : 1;
      let cost = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + change,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        cost = Math.min(cost, (before[j - 2] as number) + 1);
      }
      current[j] = cost;
      rowMin = Math.min(rowMin, cost);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length] as number, max + 1);
}

/** How many edits a query word of this length may be from the word meant. */
export function typoEdits(length: number): number {
  return TYPO_EDITS.find((rule) => length >= rule.minLength)?.edits ?? 0;
}

/** How well a query word matches a word as typed (both normalised); 0 when it does not. */
export function typedScore(queryWord: string, word: string): number {
  if (word === queryWord) return EXACT_SCORE;
  if (word.startsWith(queryWord)) return PREFIX_SCORE;
  if (queryWord.length >= INFIX_MIN_LENGTH && word.includes(queryWord)) return INFIX_SCORE;
  return 0;
}

/** How well a query word matches a word as a typo of it, whole or of its beginning; 0 when it does not. */
export function typoScore(queryWord: string, word: string): number {
  const allowed = typoEdits(queryWord.length);
  if (allowed === 0) return 0;
  // No edit at all is a match as typed (typedScore), not a typo.
  const whole = editDistance(queryWord, word, allowed);
  if (whole === 0) return 0;
  if (whole <= allowed) return TYPO_SCORE - TYPO_STEP * (whole - 1);
  if (word.length <= queryWord.length) return 0;
  const beginning = editDistance(queryWord, word.slice(0, queryWord.length), allowed);
  return beginning >= 1 && beginning <= allowed ? TYPO_SCORE - TYPO_STEP * beginning : 0;
}

/**
 * The words (of a catalogue's vocabulary, or any that hold all of it that can match) a query word matches, with their
 * scores: those it matches as typed, or, when there are none, those it is a typo of.
 */
export function matchingWords(queryWord: string, vocabulary: Iterable<string>): Map<string, number> {
  const typed = new Map<string, number>();
  const typos = new Map<string, number>();
  for (const word of vocabulary) {
    const score = typedScore(queryWord, word);
    if (score > 0) typed.set(word, score);
    else if (typed.size === 0) {
      const typo = typoScore(queryWord, word);
      if (typo > 0) typos.set(word, typo);
    }
  }
  return typed.size > 0 ? typed : typos;
}

/**
 * A name's score for a query, from what each query word matches (matchingWords): the mean of each query word's best
 * score among the name's words; 0 unless every query word matches one.
 */
export function nameScore(matches: ReadonlyArray<ReadonlyMap<string, number>>, nameWords: readonly string[]): number {
  if (matches.length === 0) return 0;
  let total = 0;
  for (const scores of matches) {
    let best = 0;
    for (const word of nameWords) best = Math.max(best, scores.get(word) ?? 0);
    if (best === 0) return 0;
    total += best;
  }
  return total / matches.length;
}

/** What ranking reads of a result. Dishes carry their restaurant's rating and distance; categories no rating (0). */
export interface Rankable {
  score: number;
  /** Metres from the searcher; null without a location. */
  distance: number | null;
  rating: number;
  name: string;
  id: string;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Without a location: better match first, then higher rating, then name (case-insensitive), then id. */
export function compareByQuality(a: Rankable, b: Rankable): number {
  return (
    b.score - a.score || b.rating - a.rating || byText(a.name.toLowerCase(), b.name.toLowerCase()) || byText(a.id, b.id)
  );
}

/** With a location: nearest first (a result without a distance last), then as compareByQuality. */
export function compareByDistance(a: Rankable, b: Rankable): number {
  if (a.distance !== b.distance) {
    if (a.distance === null) return 1;
    if (b.distance === null) return -1;
    return a.distance - b.distance;
  }
  return compareByQuality(a, b);
}

// ----- The endpoint's shapes -----

/** GET /api/search. */
export const SearchQuerySchema = z
  .object({
    q: z
      .string({ error: "Type something to search for" })
      .trim()
      .min(1, "Type something to search for")
      .max(SEARCH.maxQueryLength, `Search text can be at most ${SEARCH.maxQueryLength} characters`),
    latitude: LatitudeSchema.optional(),
    longitude: LongitudeSchema.optional(),
    /** Results per group. */
    limit: z.coerce
      .number()
      .int()
      .min(1, "limit must be 1 or more")
      .max(SEARCH.maxLimit, `limit must be at most ${SEARCH.maxLimit}`)
      .default(SEARCH.defaultLimit),
  })
  .refine((q) => (q.latitude === undefined) === (q.longitude === undefined), {
    message: "Give both latitude and longitude, or neither",
    path: ["latitude"],
  });
export type SearchQuery = z.input<typeof SearchQuerySchema>;

/** Where a result is served from: enough to say how far and whether it takes orders now. */
const ServedFromSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** Metres from the searched location; null without one. */
  distance: z.number().nullable(),
  isOpenNow: z.boolean(),
});

/** An available dish of an active restaurant. Prices in rupees. */
export const SearchDishSchema = z.object({
  _id: z.string(),
  name: z.string(),
  price: z.number(),
  discountedPrice: z.number().nullable(),
  foodType: z.enum(FOOD_TYPES),
  image: z.string().nullable(),
  restaurant: ServedFromSchema,
});
export type SearchDish = z.infer<typeof SearchDishSchema>;

/** An active restaurant matched by its name or cuisines, or serving a matched dish. */
export const SearchRestaurantSchema = z.object({
  _id: z.string(),
  name: z.string(),
  cuisine: z.array(z.string()),
  logo: z.string().nullable(),
  rating: z.object({ average: z.number(), count: z.number().int() }),
  /** How the customer can pay it at checkout (issue 16): said beside the result, as on its card. */
  paymentOptions: z.object({ acceptsCash: z.boolean(), acceptsOnlinePayment: z.boolean() }),
  distance: z.number().nullable(),
  isOpenNow: z.boolean(),
});
export type SearchRestaurant = z.infer<typeof SearchRestaurantSchema>;

export const SearchCategorySchema = z.object({ _id: z.string(), name: z.string(), image: z.string().nullable() });
export type SearchCategory = z.infer<typeof SearchCategorySchema>;

/** The groups, each best first (nearest first with a location; categories by match). `q` is the query as read. */
export const SearchResponseSchema = z.object({
  q: z.string(),
  dishes: z.array(SearchDishSchema),
  restaurants: z.array(SearchRestaurantSchema),
  categories: z.array(SearchCategorySchema),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;
