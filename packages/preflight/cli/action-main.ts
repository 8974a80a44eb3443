/** The Action's command (`hackpad-preflight-action`, dist/action.js): runs action.ts with GitHub's environment. */
import { runAction } from "./action.ts";

process.exitCode = await runAction();
