import { dimensions } from "@hackpad/programme/dimensions";

/** Grid maths for the guide's "why 2.38125 mm" picture. */

const EPSILON = 1e-6;

/** How many grid steps fit in a length, or undefined when the length is not a whole number of steps. */
export function wholeSteps(lengthMm: number, gridMm: number): number | undefined {
  const steps = lengthMm / gridMm;
  const rounded = Math.round(steps);
  return Math.abs(steps - rounded) < EPSILON ? rounded : undefined;
}

/** Grid steps in one key pitch: 19.05 / 2.38125 = 8. */
export function stepsPerKey(pitchMm: number = dimensions.switchSpacingMm, gridMm: number = dimensions.switchGridMm): number {
  const steps = wholeSteps(pitchMm, gridMm);
  if (steps === undefined) throw new Error(`${pitchMm} mm is not a whole number of ${gridMm} mm grid steps`);
  return steps;
}

/** Tick positions (mm) of a grid from 0 to `lengthMm`, inclusive when the end lands on the grid. */
export function gridTicks(lengthMm: number, gridMm: number): number[] {
  const ticks: number[] = [];
  for (let i = 0; i * gridMm <= lengthMm + EPSILON; i++) ticks.push(Math.round(i * gridMm * 100000) / 100000);
  return ticks;
}

/** Common key offsets in keyboard units, and whether each lands on a grid. */
export function offsetsOnGrid(gridMm: number, pitchMm: number = dimensions.switchSpacingMm, units: readonly number[] = [0.25, 0.5, 0.75, 1]) {
  return units.map((u) => ({ units: u, mm: u * pitchMm, steps: wholeSteps(u * pitchMm, gridMm) }));
}
