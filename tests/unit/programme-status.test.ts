import { describe, expect, it } from "vitest";
import { daysLeftText, deadlineStatus, localDay, statusSentence } from "~/app/lib/programme-status";

const deadline = { date: "2025-02-16", label: "February 16th, 2025" };
const wording = { submissions: "Submissions" };

describe("deadlineStatus", () => {
  it("counts the calendar days left, the deadline day itself being the last open one", () => {
    expect(deadlineStatus(deadline, "2025-02-10")).toEqual({ state: "open", daysLeft: 6 });
    expect(deadlineStatus(deadline, "2025-02-15")).toEqual({ state: "open", daysLeft: 1 });
    expect(deadlineStatus(deadline, "2025-02-16")).toEqual({ state: "open", daysLeft: 0 });
    expect(deadlineStatus(deadline, "2025-02-17")).toEqual({ state: "closed" });
    expect(deadlineStatus(deadline, "2026-11-24")).toEqual({ state: "closed" });
  });

  it("counts across months, leap days and years", () => {
    expect(deadlineStatus({ date: "2024-03-01", label: "" }, "2024-02-28")).toEqual({ state: "open", daysLeft: 2 });
    expect(deadlineStatus(deadline, "2024-12-31")).toEqual({ state: "open", daysLeft: 47 });
  });

  it("names the file and field of a deadline that is not a real date, and a bad day", () => {
    expect(() => deadlineStatus({ date: "2025-02-30", label: "" }, "2025-01-01")).toThrow(
      'content/programme/deadlines.ts: date "2025-02-30" is not a real date written YYYY-MM-DD',
    );
    expect(() => deadlineStatus({ date: "16/02/2025", label: "" }, "2025-01-01")).toThrow(/deadlines\.ts: date "16\/02\/2025"/);
    expect(() => deadlineStatus(deadline, "soon")).toThrow('today "soon" is not a real date');
  });
});

describe("status wording", () => {
  it("says the days left, one day, or that today is the last", () => {
    expect(daysLeftText(12)).toBe("12 days left");
    expect(daysLeftText(1)).toBe("1 day left");
    expect(daysLeftText(0)).toBe("today is the last day");
  });

  it("gives the date with its year, open or closed, and flags a tentative date while open", () => {
    expect(statusSentence(deadline, { state: "open", daysLeft: 3 }, wording)).toBe("Submissions are open until February 16th, 2025: 3 days left.");
    expect(statusSentence(deadline, { state: "closed" }, wording)).toBe("Submissions for this round closed on February 16th, 2025.");
    expect(statusSentence({ ...deadline, tentative: true }, { state: "open", daysLeft: 0 }, wording)).toBe(
      "Submissions are open until February 16th, 2025 (tentative): today is the last day.",
    );
  });

  it("reads the local calendar day of a moment", () => {
    expect(localDay(new Date(2025, 1, 16, 23, 59))).toBe("2025-02-16");
    expect(localDay(new Date(2025, 0, 1, 0, 0))).toBe("2025-01-01");
  });
});
