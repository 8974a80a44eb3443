import { describe, expect, it } from "vitest";
import { onceUnlessFailed } from "~/app/lib/retry-after-failure";

describe("onceUnlessFailed", () => {
  it("shares one request between callers while it succeeds", async () => {
    let calls = 0;
    const load = onceUnlessFailed(async () => ++calls);
    expect(await Promise.all([load(), load()])).toEqual([1, 1]);
    expect(await load()).toBe(1);
    expect(calls).toBe(1);
  });

  it("forgets a failed request, so the next call tries again", async () => {
    let calls = 0;
    const load = onceUnlessFailed(async () => {
      calls++;
      if (calls === 1) throw new Error("offline");
      return "index";
    });
    await expect(load()).rejects.toThrow("offline");
    expect(await load()).toBe("index");
    expect(calls).toBe(2);
  });
});
