/**
 * One worker process of batch mode (batch.ts forks it): checks each project folder it is sent with the same
 * `checkPath` as the single command and sends the result back. A crash or a hang here ends only this process.
 */
import { serveBatch } from "./batch.ts";

serveBatch();
