import { describe, expect, it } from "vitest";
import { scrollTopToShow } from "~/app/lib/scroll-into-box";

describe("scrollTopToShow", () => {
  const box = { scrollTop: 100, height: 300 };

  it("leaves the box alone when the item is already in view", () => {
    expect(scrollTopToShow(box, { top: 150, height: 30 }, 20)).toBe(100);
  });

  it("scrolls down just enough to show an item below the window, with the margin", () => {
    expect(scrollTopToShow(box, { top: 500, height: 30 }, 20)).toBe(250);
  });

  it("scrolls up just enough to show an item above the window, never below zero", () => {
    expect(scrollTopToShow(box, { top: 60, height: 30 }, 20)).toBe(40);
    expect(scrollTopToShow(box, { top: 5, height: 30 }, 20)).toBe(0);
  });

  it("shows the top of an item taller than the window", () => {
    expect(scrollTopToShow(box, { top: 800, height: 500 }, 20)).toBe(780);
  });
});
