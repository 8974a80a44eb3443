/**
 * A name cut into the case, in a block font drawn for this engine: each character is 5 × 7 cells, a cell is a
 * small square, and the squares of a name are handed to manifold as outlines to be joined. Only capital letters,
 * digits, spaces and a few signs: lower case is shown in capitals.
 */
import { caseModel } from "@hackpad/programme/case-model";
import type { Point } from "./outline.ts";

/** Each glyph as 7 rows of 5 cells, top row first, "#" filled. */
const GLYPHS: Record<string, readonly string[]> = {
  A: [".###.", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"],
  B: ["####.", "#...#", "#...#", "####.", "#...#", "#...#", "####."],
  C: [".####", "#....", "#....", "#....", "#....", "#....", ".####"],
  D: ["####.", "#...#", "#...#", "#...#", "#...#", "#...#", "####."],
  E: ["#####", "#....", "#....", "####.", "#....", "#....", "#####"],
  F: ["#####", "#....", "#....", "####.", "#....", "#....", "#...."],
  G: [".####", "#....", "#....", "#.###", "#...#", "#...#", ".####"],
  H: ["#...#", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"],
  I: ["#####", "..#..", "..#..", "..#..", "..#..", "..#..", "#####"],
  J: ["..###", "...#.", "...#.", "...#.", "...#.", "#..#.", ".##.."],
  K: ["#...#", "#..#.", "#.#..", "##...", "#.#..", "#..#.", "#...#"],
  L: ["#....", "#....", "#....", "#....", "#....", "#....", "#####"],
  M: ["#...#", "##.##", "#.#.#", "#.#.#", "#...#", "#...#", "#...#"],
  N: ["#...#", "##..#", "#.#.#", "#..##", "#...#", "#...#", "#...#"],
  O: [".###.", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."],
  P: ["####.", "#...#", "#...#", "####.", "#....", "#....", "#...."],
  Q: [".###.", "#...#", "#...#", "#...#", "#.#.#", "#..#.", ".##.#"],
  R: ["####.", "#...#", "#...#", "####.", "#.#..", "#..#.", "#...#"],
  S: [".####", "#....", "#....", ".###.", "....#", "....#", "####."],
  T: ["#####", "..#..", "..#..", "..#..", "..#..", "..#..", "..#.."],
  U: ["#...#", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."],
  V: ["#...#", "#...#", "#...#", "#...#", "#...#", ".#.#.", "..#.."],
  W: ["#...#", "#...#", "#...#", "#.#.#", "#.#.#", "##.##", "#...#"],
  X: ["#...#", "#...#", ".#.#.", "..#..", ".#.#.", "#...#", "#...#"],
  Y: ["#...#", "#...#", ".#.#.", "..#..", "..#..", "..#..", "..#.."],
  Z: ["#####", "....#", "...#.", "..#..", ".#...", "#....", "#####"],
  "0": [".###.", "#...#", "#..##", "#.#.#", "##..#", "#...#", ".###."],
  "1": ["..#..", ".##..", "..#..", "..#..", "..#..", "..#..", ".###."],
  "2": [".###.", "#...#", "....#", "...#.", "..#..", ".#...", "#####"],
  "3": ["####.", "....#", "....#", ".###.", "....#", "....#", "####."],
  "4": ["...#.", "..##.", ".#.#.", "#..#.", "#####", "...#.", "...#."],
  "5": ["#####", "#....", "####.", "....#", "....#", "#...#", ".###."],
  "6": ["..##.", ".#...", "#....", "####.", "#...#", "#...#", ".###."],
  "7": ["#####", "....#", "...#.", "..#..", ".#...", ".#...", ".#..."],
  "8": [".###.", "#...#", "#...#", ".###.", "#...#", "#...#", ".###."],
  "9": [".###.", "#...#", "#...#", ".####", "....#", "...#.", ".##.."],
  "-": [".....", ".....", ".....", "#####", ".....", ".....", "....."],
  ".": [".....", ".....", ".....", ".....", ".....", ".....", "..#.."],
};
const COLUMNS = 5;
const ROWS = 7;

/**
 * The name's cells as square outlines (counter-clockwise, y up), centred on the origin and as large as fits in
 * `maxWidth` × `maxHeight`; empty when no character is known or the name would be too small to print.
 */
export function engravingOutlines(name: string, maxWidth: number, maxHeight: number): Point[][] {
  const text = name.toUpperCase().replace(/\s+/g, " ");
  const known = [...text].filter((character) => character === " " || GLYPHS[character] !== undefined);
  if (!known.some((character) => character !== " ")) return [];
  const advance = COLUMNS + 1;
  const cell = Math.min(maxHeight / ROWS, maxWidth / (known.length * advance - 1));
  if (cell < caseModel.engraveMinStrokeMm) return [];
  const width = (known.length * advance - 1) * cell;
  const squares: Point[][] = [];
  // Cells overlap a hair so neighbours join into one outline.
  const grow = cell * 0.01;
  known.forEach((character, index) => {
    const glyph = GLYPHS[character];
    if (!glyph) return;
    for (let row = 0; row < ROWS; row++) {
      for (let column = 0; column < COLUMNS; column++) {
        if (glyph[row]?.[column] !== "#") continue;
        const x = -width / 2 + (index * advance + column) * cell;
        const y = (ROWS / 2 - row - 1) * cell;
        squares.push([
          [x - grow, y - grow],
          [x + cell + grow, y - grow],
          [x + cell + grow, y + cell + grow],
          [x - grow, y + cell + grow],
        ]);
      }
    }
  });
  return squares;
}
