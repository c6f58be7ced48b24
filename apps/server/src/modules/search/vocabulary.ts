/**
 * The words of the indexed names, each with the documents holding it (by kind), and a trigram index over the words:
 * how the search index finds what a query matches without scoring every word or document it holds.
 */
import { matchingWords, typedScore } from "@zaika/contract/search";

/** The documents holding one word, by kind. */
export type Postings<K extends string, D> = Record<K, D[]>;

export interface Vocabulary<K extends string, D> {
  /**
   * The words a query word matches, with their scores (the contract's matchingWords). A word matched as typed shares
   * a trigram with the query word (its beginning shares the first, a 3+ letter query word inside it its own), so only
   * those sharing one are scored. A typo need not share any (two letters swapped at the start of a short word), so
   * typos, looked for only when nothing matches as typed, are sought among all the words.
   */
  matches(queryWord: string): Map<string, number>;
  /**
   * The documents of one kind matching every query word (`perWord`: each query word's matches), with the contract's
   * nameScore: the mean of each query word's best score among the document's words.
   */
  collect<T extends D>(perWord: ReadonlyArray<Map<string, number>>, kind: K): Map<T, number>;
}

/** A word's trigrams as PostgreSQL's pg_trgm forms them: padded with two spaces before and one after. */
function trigramsOf(word: string): Set<string> {
  const padded = `  ${word} `;
  const trigrams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) trigrams.add(padded.slice(i, i + 3));
  return trigrams;
}

/** Builds a vocabulary: `fill` files each document under its words through `add`. */
export function buildVocabulary<K extends string, D>(
  kinds: readonly K[],
  fill: (add: (kind: K, doc: D, words: readonly string[]) => void) => void,
): Vocabulary<K, D> {
  const words = new Map<string, Postings<K, D>>();
  fill((kind, doc, docWords) => {
    for (const word of docWords) {
      let postings = words.get(word);
      if (!postings) {
        postings = Object.fromEntries(kinds.map((k) => [k, []])) as unknown as Postings<K, D>;
        words.set(word, postings);
      }
      postings[kind].push(doc);
    }
  });
  const trigramIndex = new Map<string, string[]>();
  for (const word of words.keys()) {
    for (const trigram of trigramsOf(word)) {
      const list = trigramIndex.get(trigram);
      if (list) list.push(word);
      else trigramIndex.set(trigram, [word]);
    }
  }

  return {
    matches(queryWord) {
      const typed = new Map<string, number>();
      for (const trigram of trigramsOf(queryWord)) {
        for (const word of trigramIndex.get(trigram) ?? []) {
          if (typed.has(word)) continue;
          const score = typedScore(queryWord, word);
          if (score > 0) typed.set(word, score);
        }
      }
      return typed.size > 0 ? typed : matchingWords(queryWord, words.keys());
    },
    collect<T extends D>(perWord: ReadonlyArray<Map<string, number>>, kind: K) {
      const best = new Map<T, Float64Array>();
      perWord.forEach((scores, index) => {
        for (const [word, score] of scores) {
          for (const doc of (words.get(word)?.[kind] ?? []) as T[]) {
            let row = best.get(doc);
            if (!row) {
              // Not matched by the first query word: cannot match them all.
              if (index > 0) continue;
              row = new Float64Array(perWord.length);
              best.set(doc, row);
            }
            if (score > (row[index] as number)) row[index] = score;
          }
        }
      });
      const scored = new Map<T, number>();
      for (const [doc, row] of best) {
        if (row.every((score) => score > 0)) scored.set(doc, row.reduce((sum, score) => sum + score, 0) / row.length);
      }
      return scored;
    },
  };
}
