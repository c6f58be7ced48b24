import { describe, expect, it } from "vitest";
import { abbreviateCount, clusterColour } from "./cluster-style";

describe("clusterColour", () => {
  it("is blue up to 10 when the clusters shown are small", () => {
    expect(clusterColour(10, [2, 3, 10])).toBe("blue");
    expect(clusterColour(4, [4])).toBe("blue");
  });

  it("is red above 10 when the mean of the clusters shown is lower", () => {
    expect(clusterColour(11, [2, 3, 11])).toBe("red");
  });

  it("is red only above the mean when the mean is over 10", () => {
    const shown = [20, 30, 40]; // mean 30
    expect(clusterColour(30, shown)).toBe("blue");
    expect(clusterColour(25, shown)).toBe("blue");
    expect(clusterColour(31, shown)).toBe("red");
    expect(clusterColour(40, shown)).toBe("red");
  });

  it("falls back to the floor of 10 when no clusters are shown", () => {
    expect(clusterColour(10, [])).toBe("blue");
    expect(clusterColour(11, [])).toBe("red");
  });
});

describe("abbreviateCount", () => {
  it("shows counts under 1000 as they are", () => {
    expect(abbreviateCount(2)).toBe("2");
    expect(abbreviateCount(999)).toBe("999");
  });

  it("abbreviates 1000 or more with k", () => {
    expect(abbreviateCount(1000)).toBe("1k");
    expect(abbreviateCount(1234)).toBe("1.2k");
    expect(abbreviateCount(1250)).toBe("1.3k");
    expect(abbreviateCount(9949)).toBe("9.9k");
    expect(abbreviateCount(15_300)).toBe("15k");
    expect(abbreviateCount(120_000)).toBe("120k");
  });
});
