/** Runs before `npm test` and `npm run test:e2e`: stops at once, in one line, when Chromium is missing. */
import { chromiumProblem, isExecutableFile } from "../tools/chromium.ts";

const problem = chromiumProblem(process.env, isExecutableFile);
if (problem) {
  console.error(problem);
  process.exit(1);
}
