import { describe, expect, it } from "vitest";
import { formatDate } from "~/app/components/PageFooterMeta";

describe("the page's last-updated date", () => {
  it("reads day, month name and year, without Intl", () => {
    expect(formatDate("2026-11-25")).toBe("25 November 2026");
    expect(formatDate("2025-01-05")).toBe("5 January 2025");
    expect(formatDate("2024-12-31")).toBe("31 December 2024");
  });
});
