/**
 * A batch worker for the tests: the real check, except for two pads whose folder name asks for trouble. "hang"
 * blocks its process for good (a parser stuck in a loop), "crash" throws where nothing catches it (a parser
 * bug that kills the process). The batch must turn both into rows and check the other pads.
 */
import { basename } from "node:path";
import { serveBatch } from "../../cli/batch.ts";
import { checkPath } from "../../cli/check-path.ts";

serveBatch(async (job) => {
  const name = basename(job.path);
  if (name === "hang") Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
  if (name === "crash") {
    setImmediate(() => {
      throw new RangeError("the STL parser ran off the end of its buffer");
    });
    return new Promise(() => {});
  }
  return checkPath(job.path, job.input);
});
