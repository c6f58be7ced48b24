import { describe, expect, it } from "vitest";
import { makeOrderDispatch } from "../../test/dispatch";
import { candidateCells, decisionText, minutesText } from "./decision-text";

describe("decisionText", () => {
  it("says what happened at each decision of the hand-written record", () => {
    expect(makeOrderDispatch().decisions.map(decisionText)).toEqual([
      "Offered to Ravi Kumar (score 95)", // the chosen rider's 95.4, rounded
      "Declined by Ravi Kumar: “too far”", // the decline code in words
      "Offered to Meena Shah (score 410)",
      "Offer to Meena Shah expired unanswered",
      "Offer to Meena Shah withdrawn", // no reason given: nothing quoted
      "Assigned by an admin to Arjun Patel: “Customer asked for Arjun”",
    ]);
  });

  it("names no score when the chosen rider is not among the candidates, and a free-text decline as it came", () => {
    const [offered, declined] = makeOrderDispatch().decisions;
    if (!offered || !declined) throw new Error("fixture");
    expect(decisionText({ ...offered, candidates: [] })).toBe("Offered to Ravi Kumar");
    expect(decisionText({ ...declined, reason: "Tyre puncture" })).toBe("Declined by Ravi Kumar: “Tyre puncture”");
    expect(decisionText({ ...declined, riderName: null, reason: null })).toBe("Declined by a rider");
  });
});

describe("candidateCells", () => {
  it.each([
    // [rider, score, ride, ready in, load, batch, left out because] of the first weighing and the manual one.
    [0, 0, ["Ravi Kumar", "95", "4 min", "4 min", "0", "—", "—"]], // 185 s → 4 min, 240 s → 4 min
    [0, 1, ["Meena Shah", "410", "7 min", "4 min", "1", "With 100041", "—"]], // 420 s → 7 min
    [0, 2, ["Arjun Patel", "—", "—", "4 min", "0", "—", "Position more than 2 min old"]],
    [5, 0, ["Arjun Patel", "0", "2 min", "Ready", "0", "—", "—"]], // 61 s → 2 min; ready in 0 s → Ready
    [5, 1, ["Ravi Kumar", "—", "4 min", "Ready", "0", "—", "Declined this order before"]],
  ] as const)("decision %i, candidate %i reads %j", (decisionIndex, candidateIndex, expected) => {
    const candidate = makeOrderDispatch().decisions[decisionIndex]?.candidates[candidateIndex];
    if (!candidate) throw new Error("fixture");
    expect(Object.values(candidateCells(candidate))).toEqual(expected);
  });

  it.each([
    [0, "0 min"],
    [1, "1 min"],
    [60, "1 min"],
    [61, "2 min"],
    [600, "10 min"],
  ])("%i s is %s", (seconds, text) => {
    expect(minutesText(seconds)).toBe(text);
  });
});
