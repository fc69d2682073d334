import { describe, expect, it } from "vitest";
import { cardsPerSection, firstPaintCards, gridColumns } from "./first-screen-cards.ts";

describe("the product cards drawn before the first paint", () => {
  it("follows the grid's columns at each width", () => {
    expect([375, 575, 576, 991, 992, 1199, 1200, 1920].map(gridColumns)).toEqual([
      1, 1, 2, 2, 3, 3, 4, 4,
    ]);
  });

  it("are two screens of cards: 8 on a 375 × 812 phone, 32 in a 1366 × 900 window", () => {
    expect(firstPaintCards(375, 812)).toBe(8);
    expect(firstPaintCards(1366, 900)).toBe(32);
  });

  it("fill the first sections in order and leave the later ones for the next render", () => {
    expect(cardsPerSection([3, 4, 2, 5, 3], 8)).toEqual([3, 4, 1, 0, 0]);
    expect(cardsPerSection([0, 3, 0, 6], 8)).toEqual([0, 3, 0, 5]);
    expect(cardsPerSection([3, 4], 32)).toEqual([3, 4]);
  });
});
