/** The messages between /check's "Fix what can be fixed" panel and its worker. */
import type { PickedFile } from "~/app/check/lib/worker-protocol";
import type { FixChange, RuleChange, StillToDo } from "@hackpad/fix";

export interface FixRequest {
  input: string;
  files: PickedFile[];
}

export interface FixDone {
  type: "done";
  /** The fixed copy, zipped under one folder named `name`. */
  zip: Uint8Array;
  name: string;
  markdown: string;
  changes: FixChange[];
  stillToDo: StillToDo[];
  rules: RuleChange[];
  mechanicalPass: boolean;
}

export type FixMessage = { type: "progress"; fraction: number; label: string } | FixDone | { type: "error"; message: string };
