import { describe, expect, it } from "vitest";
import type { KeyDate, KeyDateKind } from "./types.ts";
import { assessUrgency, datedKeyDates, keyDateDay, wordsOverrideDates } from "./urgency.ts";

const keyDate = (iso: string, kind: KeyDateKind = "hearing", place: string | null = null): KeyDate => ({
  iso,
  kind,
  phrase: iso,
  sentence: iso,
  place,
});
// Noon UTC on 2026-03-22: 10 days before 2026-04-01.
const now = new Date("2026-03-22T12:00:00Z");

describe("assessUrgency", () => {
  it.each([
    ["2026-03-22", "emergency", "today"],
    ["2026-03-29", "emergency", "7 days away"],
    ["2026-03-30", "high", "8 days away"],
    ["2026-04-21", "high", "30 days away"],
    ["2026-04-22", "medium", "31 days away"],
    ["2026-06-20", "medium", "90 days away"],
    ["2026-06-21", "low", "91 days away"],
    ["2026-03-21", "low", "yesterday (past dates never count)"],
  ])("a hearing on %s is %s (%s)", (iso, level) => {
    expect(assessUrgency([keyDate(iso)], now).level).toBe(level);
  });

  it("gives the reason the firm reads, with the place", () => {
    const result = assessUrgency([keyDate("2026-04-01", "hearing", "Halden County Court")], now);
    expect(result).toMatchObject({ level: "high", reason: "Hearing in 10 days: 2026-04-01, Halden County Court" });
    expect(assessUrgency([keyDate("2026-03-22", "response_deadline")], now).reason).toBe(
      "Response deadline today: 2026-03-22",
    );
    expect(assessUrgency([keyDate("2026-03-23", "filing_deadline")], now).reason).toBe(
      "Filing deadline tomorrow: 2026-03-23",
    );
  });

  it("is decided by the nearest hearing or deadline, not by incidents or offers", () => {
    const dates = [
      keyDate("2026-03-23", "incident"),
      keyDate("2026-03-24", "offer_expiry"),
      keyDate("2026-04-10", "court_date"),
      keyDate("2026-03-28", "response_deadline"),
    ];
    const result = assessUrgency(dates, now);
    expect(result.level).toBe("emergency");
    expect(result.decidingDate?.kind).toBe("response_deadline");
    // An offer that lapses or a day to be out of one's home is high within 30 days, never an emergency (ADR 0089).
    expect(assessUrgency([keyDate("2026-03-23", "incident"), keyDate("2026-03-24", "move_out")], now)).toMatchObject({
      level: "high",
      reason: "Move-out in 2 days: 2026-03-24",
    });
    expect(assessUrgency([keyDate("2026-04-22", "offer_expiry")], now).level).toBe("medium");
    expect(assessUrgency([keyDate("2026-06-21", "offer_expiry")], now).level).toBe("low");
  });

  it("counts whole calendar days in the firm's zone, not hours", () => {
    // 23:30 in New York on 2026-03-21 is already 2026-03-22 in UTC.
    const lateEvening = new Date("2026-03-22T03:30:00Z");
    expect(datedKeyDates([keyDate("2026-03-29")], lateEvening)[0]!.daysUntil).toBe(7);
    expect(datedKeyDates([keyDate("2026-03-29")], lateEvening, { timeZone: "America/New_York" })[0]!.daysUntil).toBe(8);
    expect(assessUrgency([keyDate("2026-03-29")], lateEvening, { timeZone: "America/New_York" }).level).toBe("high");
    // A hearing at 09:00 with no offset is that day wherever the firm is; an instant is converted.
    expect(keyDateDay("2026-04-01T09:00", "Pacific/Auckland")).toBe("2026-04-01");
    expect(keyDateDay("2026-04-01T02:00:00Z", "America/Los_Angeles")).toBe("2026-03-31");
  });

  it("ignores dates that are not real", () => {
    expect(keyDateDay("2026-02-30")).toBeNull();
    expect(assessUrgency([keyDate("2026-02-30"), keyDate("soon")], now).level).toBe("low");
  });

  it("sorts upcoming dates nearest first, then past ones", () => {
    const sorted = datedKeyDates(
      [
        keyDate("2026-05-01"),
        keyDate("2026-03-01", "incident"),
        keyDate("2026-03-25"),
        keyDate("2026-03-10", "incident"),
      ],
      now,
    );
    expect(sorted.map((date) => date.date)).toEqual(["2026-03-25", "2026-05-01", "2026-03-10", "2026-03-01"]);
  });

  it("writes the reason through the firm's translation when given one", () => {
    const result = assessUrgency([keyDate("2026-04-01")], now, {
      describe: (date) => `Audiencia en ${date.daysUntil} días`,
    });
    expect(result.reason).toBe("Audiencia en 10 días");
  });
});

describe("wordsOverrideDates", () => {
  const pretrialIn30Days = assessUrgency([keyDate("2026-04-21")], now);
  const nothingAhead = assessUrgency([keyDate("2026-03-01", "incident")], now);
  it.each([
    ["words of alarm over no date ahead", nothingAhead, { level: "high", danger: false }, true],
    ["calmer words over no date ahead", nothingAhead, { level: "low", danger: false }, false],
    [
      "an emergency in words (an arrest, papers served) over a pretrial in 30 days",
      pretrialIn30Days,
      { level: "emergency", danger: false },
      true,
    ],
    ["'scared, need help fast' over a pretrial in 30 days", pretrialIn30Days, { level: "high", danger: false }, false],
    ["danger at the same level as the date", pretrialIn30Days, { level: "high", danger: true }, true],
    ["danger read lower than the date", pretrialIn30Days, { level: "medium", danger: true }, false],
  ] as const)("%s", (_, fromDates, words, expected) => {
    expect(fromDates.decidingDate === null).toBe(fromDates === nothingAhead);
    expect(wordsOverrideDates(fromDates, words)).toBe(expected);
  });
  it("keeps the dates' reading when the visitor said nothing of urgency", () => {
    expect(wordsOverrideDates(pretrialIn30Days, null)).toBe(false);
  });
});
