import { beforeAll, describe, expect, it } from "vitest";
import { warmUnderstanding } from "./index.ts";
import { findKeyDates, referenceDate } from "./dates.ts";

/** The key dates of a text sent on Thanksgiving 2026, as "ISO kind". */
const keyDatesInNovember = (text: string) =>
  findKeyDates(text, new Date("2026-11-26T15:00:00Z")).map((d) => `${d.iso} ${d.kind}`);

// The gazetteer and the NLP lexicon load once, before the timed tests.
beforeAll(() => warmUnderstanding(), 60_000);

const NOW = new Date("2026-03-22T15:00:00Z"); // a Sunday

const read = (text: string, now = NOW) => findKeyDates(text, now).map((d) => `${d.iso} ${d.kind}`);

describe("papers received on a weekday, told in the past", () => {
  it("date the start of the period behind the visitor, not a court date ahead", () => {
    // NOW is a Sunday: Thursday was three days ago.
    const dates = read("They served me with the complaint on Thursday. I have 21 days to answer it.");
    expect(dates).toContain("2026-04-09 response_deadline");
    expect(dates.some((d) => d.startsWith("2026-03-26"))).toBe(false);
    expect(read("we got a summons on thursday")).not.toContain("2026-03-26 court_date");
    // Said ahead, it stays ahead.
    expect(read("the hearing on the summons is next thursday")).toContain("2026-03-26 hearing");
  });
});

describe("findKeyDates", () => {
  it.each([
    ["the hearing is april 1st at 9am", "2026-04-01T09:00 hearing"],
    ["they want me out by August twenty, 2026", "2026-08-20 move_out"],
    ["i have to respond by next friday", "2026-03-27 response_deadline"],
    ["i must move out in 30 days", "2026-04-21 move_out"],
    ["my court date is on the 15th", "2026-04-15 court_date"],
    ["the offer expires on the twenty-first of april", "2026-04-21 offer_expiry"],
    ["i was fired two weeks ago", "2026-03-08 employment_end"],
    ["the accident was on december 5", "2025-12-05 incident"],
    ["the hearing is december 5", "2026-12-05 hearing"],
    ["they told me to respond by friday", "2026-03-27 response_deadline"],
    ["i got served on march 18th and have 20 days to respond", "2026-04-07 response_deadline"],
    ["the deadline to appeal is 10 days from march 20", "2026-03-30 response_deadline"],
    ["they gave me twenty days to move out", "2026-04-11 move_out"],
    ["the hearing is april 2 at 1:30", "2026-04-02T13:30 hearing"],
    // A weekday said with its day fixes the year; a time given "until" a day "to sign" is an offer's expiry.
    ["the seller gave us until saturday march 20 to sign", "2027-03-20 offer_expiry"],
    ["they gave me until tuesday april 7 to decide", "2026-04-07 offer_expiry"],
    // A count with its condition after it runs from the notice's date; a payment due is no legal deadline.
    [
      "the county sent a notice dated march 2 that they will seize the car in 30 days if i do not pay",
      "2026-04-01 response_deadline",
    ],
    ["my next loan payment is due april 3", "2026-04-03 other"],
    // What a letter said ("saying I quit") is not what happened on its day; the appeal runs from the letter.
    ["I got a decision on march 10 saying I quit. I have 15 days to appeal", "2026-03-25 response_deadline"],
    // A count with its condition further on ("in 45 days because of X unless we submit") runs from a dated letter.
    [
      "the notice is dated march 2. they will close the shop in 30 days because of the code violations unless we submit a plan",
      "2026-04-01 response_deadline",
    ],
    // A bare Spanish weekday told in the past ("lo pararon el domingo") is the last one.
    ["a mi hijo lo pararon el viernes", "2026-03-20 incident"],
    // A count "from the accident" runs from the day of the harm told in another sentence.
    [
      "i slipped at the mall on march 2. the claim has to be filed, they said it is due 30 days from the accident",
      "2026-04-01 response_deadline",
    ],
    // Spanish: no more work for the visitor.
    ["el 10 de marzo me dijeron que ya no había trabajo para mí", "2026-03-10 employment_end"],
    // "we have 30 days from the notice dated ...": a count from a notice is a deadline to answer it.
    [
      "the bank sent a notice of foreclosure dated march 5 and we have 30 days from the notice",
      "2026-04-04 response_deadline",
    ],
    // Spanish: worked at a long-named place until a day.
    [
      "trabajé de mesero en el restaurante Los Tres Hermanos de la calle Main en Yakima hasta el 2 de marzo",
      "2026-03-02 employment_end",
    ],
    // Spanish days counted from today (NOW is Sunday 2026-03-22).
    ["el viernes pasado me caí en la tienda", "2026-03-20 incident"],
    ["hace dos semanas me despidieron", "2026-03-08 employment_end"],
    ["tengo corte el próximo lunes", "2026-03-23 court_date"],
    // Spanish: told not to come back.
    ["el 10 de marzo me dijeron que ya no regresara", "2026-03-10 employment_end"],
    ["my appointment is april 2 at 9:15", "2026-04-02T09:15 appointment"],
    ["the hearing is april 2 at 1:30 am", "2026-04-02T01:30 hearing"],
    ["I found out on the 12th.", "2026-03-12 other"],
    ["i have 5 court days to respond", "2026-03-27 response_deadline"],
  ])("%s", (text, expected) => {
    expect(read(text)).toContain(expected);
  });

  it("counts from the narrative's own today", () => {
    const text = "Today is March 10, 2026. I have to answer the complaint in 10 days.";
    expect(referenceDate(text, NOW).toISOString().slice(0, 10)).toBe("2026-03-10");
    expect(read(text)).toEqual(["2026-03-20 response_deadline"]);
  });

  it("keeps the sentence and the court", () => {
    const [date] = findKeyDates(
      "I got papers. The hearing is set for April 1st at 9am at Halden County Court. Please help.",
      NOW,
    );
    expect(date?.sentence).toBe("The hearing is set for April 1st at 9am at Halden County Court.");
    expect(date?.place).toBe("Halden County Court");
  });

  it("ignores a time alone and today", () => {
    expect(read("call me today after 5pm")).toEqual([]);
  });

  it("puts a date told in the past tense without its year behind the visitor, also at a range's end", () => {
    const now = new Date("2026-11-26T15:00:00Z");
    const days = (text: string) => findKeyDates(text, now).map((date) => date.iso.slice(0, 10));
    expect(days("I worked as a cook at a diner in Charleston, SC from March to October 15.")).toContain("2026-10-15");
    expect(days("The landlord changed the locks on December 20 and kept my things.")).toEqual(["2025-12-20"]);
    expect(days("The hearing is on December 20.")).toEqual(["2026-12-20"]);
  });
});

/** ADR 0072: the end of a job told as working "until" a day; a day to leave a home by. */
describe("the job's end and the day to leave", () => {
  const THURSDAY = new Date("2026-11-26T15:00:00Z");
  it.each([
    ["i drove for swiftline couriers until nov 6 when they deactivated me", "2026-11-06 employment_end"],
    ["I worked there till march 3rd and then they let me go", "2026-03-03 employment_end"],
    ["she cleaned houses for them through October 2", "2026-10-02 employment_end"],
    ["I was employed by Northgate Dental from 2019 until September 12, 2026", "2026-09-12 employment_end"],
    ["my landlord told me i have to leave by the end of the month", "2026-11-30 move_out"],
    ["the manager says we need to be out by the 15th or they change the locks", "2026-12-15 move_out"],
    ["landlord texted me to vacate by friday", "2026-11-27 move_out"],
    ["he wants us out of the house by december 20", "2026-12-20 move_out"],
  ])("%s → %s", (text, expected) => {
    expect(read(text, THURSDAY)).toContain(expected);
  });

  it.each([
    ["a lease that runs until a day is no job's end", "i have a lease until june 30, 2027", "employment_end"],
    ["a payment due by a day is no move-out", "they want the rent paid by friday", "move_out"],
    ["staying until a day is no job's end", "my mom stayed with us until october 3", "employment_end"],
  ])("%s", (_why, text, kind) => {
    expect(read(text, THURSDAY).some((d) => d.endsWith(kind))).toBe(false);
  });
});

describe("a period to pay, counted from the letter that set it", () => {
  it("runs from the letter's date, and the same period from today is not kept", () => {
    const dates = read(
      "The bank wrote me a letter dated March 2 demanding I pay the balance within 30 days of the letter.",
    );
    expect(dates).toContain("2026-04-01 response_deadline");
    expect(dates.some((d) => d.startsWith("2026-04-21"))).toBe(false);
  });

  it("counts a demand to pay or cure from the notice it came in", () => {
    expect(read("we got a notice on march 16 that says we have 10 days to pay the back rent")).toContain(
      "2026-03-26 response_deadline",
    );
  });
});

describe("dates in the shapes prospects write them", () => {
  it.each([
    // A month, "the", and an ordinal.
    ["they cut off my water on february the 9th", "2026-02-09 incident"],
    ["the trial is set for may the 4th", "2026-05-04 court_date"],
    // Being let go ends the job, whoever says it.
    ["the company let me go on the second of march", "2026-03-02 employment_end"],
    ["they let us all go on march 13", "2026-03-13 employment_end"],
    // An answer to a lawsuit is a response, even when it is "filed".
    ["the summons says i have twenty days to file an answer", "2026-04-11 response_deadline"],
    // Something done to the visitor today is dated today.
    ["my ex changed the locks today and kept the dog", "2026-03-22 incident"],
    ["the custody hearing is today at 3pm", "2026-03-22T15:00 hearing"],
    // A job left "and" another begun keeps its end.
    ["i left my job at the clinic on march 6 and started at the hospital", "2026-03-06 employment_end"],
    // A demand to stop counts as a deadline to respond.
    ["the letter came today and says i have 14 days to stop using the name", "2026-04-05 response_deadline"],
    // Two sentences' dates are two dates, not one stretch: yesterday stays yesterday.
    ["he called me three times this week. yesterday he broke my window", "2026-03-21 incident"],
    // Kinds told in other words (ADR 0113).
    // A wedding still ahead is a day of the story, not an incident behind the visitor.
    ["we're getting married on april 18 and his lawyer sent a prenup", "2026-04-18 other"],
    // Being walked out or shown the door ends the job.
    ["security walked me out of the plant on march 13, eleven years in", "2026-03-13 employment_end"],
    ["on the 6th they showed me the door, no reason given", "2026-03-06 employment_end"],
    // A signature wanted by a day, or an offer that lapses after it, is the offer's expiry.
    ["the dealership wants my signature by april 3 on the buyback", "2026-04-03 offer_expiry"],
    ["i have to say yes by friday or the settlement is off the table", "2026-03-27 offer_expiry"],
    ["nos dan 3,000 dolares si aceptamos antes del 2 de abril", "2026-04-02 offer_expiry"],
    // A hearing that must be asked for by a day: the day is the deadline to ask.
    ["to keep my license i have to request it by april 2, or it is suspended", "2026-04-02 response_deadline"],
    ["if i want a hearing i need to ask for one before march 30", "2026-03-30 response_deadline"],
    // Weeks back to a weekday, told either way round (Sunday March 22: last Friday is the 20th).
    ["two weeks ago friday my car was towed from the lot", "2026-03-13 incident"],
    ["my car was towed from the lot on friday, three weeks ago", "2026-03-06 incident"],
    ["a week ago tuesday the landlord changed the locks", "2026-03-17 incident"],
    // Care after the harm is no second incident; care that went wrong is the incident.
    ["he fell off the ladder at work on march 2 and had surgery on march 4", "2026-03-04 other"],
    ["the dog bit my son on the 9th. he got stitches on the 10th", "2026-03-10 other"],
    ["i broke my wrist on march 2 and on march 4 the surgeon operated on the wrong wrist", "2026-03-04 incident"],
    // A visit to the court already made is a day of the story, not a court date; the hearing after it is one.
    [
      "i drove down to the courthouse on friday and filed for an order, the hearing on it is april 2",
      "2026-03-20 other",
    ],
    [
      "i drove down to the courthouse on friday and filed for an order, the hearing on it is april 2",
      "2026-04-02 hearing",
    ],
    // Someone able to meet on a day: an appointment.
    ["my cpa can meet with us on april 9 to go through the books", "2026-04-09 appointment"],
    // A move-out told as done lies behind the visitor, with its kind.
    ["we moved out on february 28 and the landlord kept everything", "2026-02-28 move_out"],
    // "The next morning" is the day after the day told before it.
    ["she took him to urgent care on march 5. the following morning he fell in the shower", "2026-03-06 incident"],
    // A day planned that never came is no incident.
    ["the contractor was supposed to start on march 2 and never came", "2026-03-02 other"],
    // A court day told as gone by is the last one, not the next.
    ["i had court on the 4th and forgot to go, now there is a warrant", "2026-03-04 court_date"],
    // A message the visitor sent is a day of the story, and another's answer after "and" is another event.
    [
      "we mailed them a demand letter on march 2 and their adjuster wrote back offering $500, good until april 1",
      "2026-03-02 other",
    ],
    // A filing to be "in by" a day, and the visitor's own count over the period read from today.
    [
      "a lawyer friend said claims against the county must be filed within 60 days and by my count it has to be in by april 10",
      "2026-04-10 filing_deadline",
    ],
    // Mail from a day is dated that day; it tells no event.
    ["the mail from friday had a summons in it", "2026-03-20 other"],
    // A consult on a day is an appointment.
    ["she has a consult with the surgeon on april 6", "2026-04-06 appointment"],
    // "This coming" and "upcoming" weekdays lie ahead (Sunday March 22: Wednesday the 25th).
    ["the hearing is this coming wednesday", "2026-03-25 hearing"],
    ["my upcoming wednesday court date", "2026-03-25 court_date"],
  ])("%s → %s", (text, expected) => {
    expect(read(text)).toContain(expected);
  });

  it.each([
    // A street, a floor or a grade is not a day of the month.
    "we rent the unit on 3rd avenue above the laundromat",
    "my son is in 4th grade and his school is on 12th street",
    // "The next week" follows a day of the story, not today.
    "in january my boss yelled at me and the next week i was moved to nights",
    // Today, when nothing happens on it, is no key date.
    "i am writing today because i do not know what to do",
  ])("no made-up date in: %s", (text) => {
    const dates = read(text);
    expect(dates.filter((d) => !d.startsWith("2026-01"))).toEqual([]);
  });
});

it("never reads a notice to pay or quit as the end of a job", () => {
  expect(read("they put a notice to pay or quit on my door on march 16")).not.toContain("2026-03-16 employment_end");
  expect(read("they put a notice to pay or quit on my door on march 16").some((d) => d.startsWith("2026-03-16"))).toBe(
    true,
  );
});

it("reads the year said in words as the narrative's own, late in the year", () => {
  const november = new Date("2026-11-26T15:00:00Z");
  expect(read("mi esposo se fue a Mexico el 6 de enero de este año", november)).toContain("2026-01-06 other");
  expect(read("we separated january 6th of this year", november)).toContain("2026-01-06 incident");
});

it("drops the period read from today when the visitor counted the day", () => {
  expect(
    read(
      "a lawyer friend said claims against the county must be filed within 60 days and by my count it has to be in by april 10",
    ),
  ).toEqual(["2026-04-10 filing_deadline"]);
});

describe("a count of days after no day told", () => {
  it("names no day", () => {
    expect(read("In January my mother fell at the care home. Two days later she was moved to a hospital.")).toEqual([]);
  });
});

describe("pay for a stretch of work", () => {
  it("names no day", () => {
    expect(read("they still haven't paid my last 2 weeks")).toEqual([]);
  });
});

describe("Spanish days in an English story", () => {
  it("are not read: a surname like Ayer is no yesterday", () => {
    expect(read("Mr. Ayer, the landlord, said the rent goes up on April 1")).toEqual(["2026-04-01 other"]);
  });
});

describe("days told from another day, and days ahead of the visitor", () => {
  const NOVEMBER = new Date("2026-11-26T15:00:00Z"); // Thanksgiving, a Thursday
  it.each([
    [
      "the day after a holiday on a weekday of its month, in the year it comes next",
      "my custody hearing is the day after MLK day.",
      "2027-01-19",
    ],
    ["the weekday after a fixed holiday", "his court date is the tuesday after new year's.", "2027-01-05"],
    ["the day after a date", "the arraignment is the day after december 7.", "2026-12-08"],
    [
      "'last' before a holiday: the one before today",
      "last christmas eve my landlord changed the locks.",
      "2025-12-24",
    ],
    ["a day of the month told ahead: next month's", "my wages will be garnished starting the 3rd.", "2026-12-03"],
    [
      "surgery one is having: ahead",
      "i am 60 and having knee surgery dec 14 and want my affairs in order.",
      "2026-12-14",
    ],
  ])("%s", (_, text, iso) => {
    expect(findKeyDates(text, NOVEMBER).map((d) => d.iso.slice(0, 10))).toContain(iso);
  });
});

describe("Spanish dates with their weekday, and ordinals of other things", () => {
  const NOVEMBER = new Date("2026-11-26T15:00:00Z");
  it("reads a Spanish weekday said with its date as that date, and 'hasta el ... para salir' as a move-out", () => {
    expect(findKeyDates("tiene corte el jueves 10 de diciembre en Tucson.", NOVEMBER).map((d) => d.iso)).toEqual([
      "2026-12-10",
    ]);
    expect(
      findKeyDates("el dueño dice que tenemos hasta el 15 de diciembre para salir.", NOVEMBER).map(
        (d) => `${d.iso} ${d.kind}`,
      ),
    ).toEqual(["2026-12-15 move_out"]);
  });

  it("never reads an ordinal of something else ('2nd shift', 'my 3rd warning') as a day", () => {
    expect(
      findKeyDates("i work 2nd shift and got my 3rd warning, then on the 13th they fired me.", NOVEMBER).map(
        (d) => d.iso,
      ),
    ).toEqual(["2026-11-13"]);
  });
});

describe("offers that lapse, told the visitor's way", () => {
  const NOVEMBER = new Date("2026-11-26T15:00:00Z");
  it.each([
    [
      "an offer 'only good till' a day, whatever file they close after it",
      "the adjuster offered $2,000 and said the offer is only good till monday, after that they close the file.",
      "2026-11-30 offer_expiry",
    ],
    [
      "a lease to sign by a day or the space goes to another tenant",
      "they say i must sign and pay the deposit by december 11 or they give the unit to someone else.",
      "2026-12-11 offer_expiry",
    ],
  ])("%s", (_, text, expected) => {
    expect(keyDatesInNovember(text)).toContain(expected);
  });
});

describe("a day counted from a period given to the visitor", () => {
  const NOVEMBER = new Date("2026-11-26T15:00:00Z");
  it("is the period's end, of the kind the text tells", () => {
    expect(
      findKeyDates(
        "The EEOC closed it and mailed a right to sue notice. She has 90 days and by my count that's december 14.",
        NOVEMBER,
      ).map((d) => `${d.iso} ${d.kind}`),
    ).toEqual(["2026-12-14 filing_deadline"]);
  });
});

describe("a time years back", () => {
  it("names no day ('we started the LLC three years ago')", () => {
    const NOVEMBER = new Date("2026-11-26T15:00:00Z");
    expect(
      findKeyDates("we started the LLC three years ago and last friday he emptied the account.", NOVEMBER).map(
        (d) => d.iso,
      ),
    ).toEqual(["2026-11-20"]);
  });
});

describe("relabelled days (date-relabels.ts)", () => {
  const NOVEMBER = new Date("2026-11-26T15:00:00Z");
  it.each([
    // The day papers came starts the time to answer; it is no harm of its own.
    ["the constable handed my aunt the eviction papers on the 9th.", "2026-11-09 other"],
    ["a process server brought him the court papers yesterday.", "2026-11-25 other"],
    // How a case ended is no incident.
    ["the ticket was dismissed on 10/2 when the officer never showed.", "2026-10-02 other"],
    // What is still ahead is no harm done yet.
    ["i get deployed in 12 days and the guy who hit my truck still has not paid.", "2026-12-08 other"],
    // A list of days shares the first day's kind.
    ["Both bills dated 9/3 and 9/17 are still unpaid by the clinic.", "2026-09-17 other"],
    // What the visitor did about it: a message, a payment, a report, a filing.
    ["we emailed the seller on oct 12 and never heard back.", "2026-10-12 other"],
    ["I complained to my supervisor on November 4 about the schedule.", "2026-11-04 other"],
  ])("%s", (text, expected) => {
    expect(keyDatesInNovember(text)).toContain(expected);
  });

  it("keeps the day of the harm an incident ('a truck hit me on the 3rd')", () => {
    expect(
      findKeyDates("a delivery truck hit me on the 3rd and the driver drove off.", NOVEMBER).map(
        (d) => `${d.iso} ${d.kind}`,
      ),
    ).toEqual(["2026-11-03 incident"]);
  });
});

describe("a period given in Spanish", () => {
  const NOVEMBER = new Date("2026-11-26T15:00:00Z");
  it.each([
    ["me entregaron los papeles el 10 de noviembre y tengo 20 días para contestar.", "2026-11-30 response_deadline"],
    ["el dueño me dio una carta y me dieron 15 dias para salir de la casa.", "2026-12-11 move_out"],
  ])("%s", (text, expected) => {
    expect(keyDatesInNovember(text)).toContain(expected);
  });
});

describe("days of papers, letters and jobs (session 16)", () => {
  const NOVEMBER = new Date("2026-11-26T15:00:00Z");
  it.each([
    // A letter's date, wherever "dated" or "postmarked" stands.
    ["the notice from them dated oct 30 says the lien is coming.", "2026-10-30 other"],
    // Days counted from a letter to ask for reconsideration.
    [
      "the denial letter is dated November 2 and says she has 30 days from the date of the letter to ask for reconsideration.",
      "2026-12-02 response_deadline",
    ],
    // A job's final day, and a release to sign no later than a day.
    ["your final day of employment will be December 18.", "2026-12-18 employment_end"],
    ["they offer two weeks of severance if i sign the release no later than December 9.", "2026-12-09 offer_expiry"],
    // Papers served, in Spanish.
    ["me entregaron los papeles el 20 de noviembre y tengo 20 días para contestar.", "2026-11-20 other"],
  ])("%s", (text, expected) => {
    expect(keyDatesInNovember(text)).toContain(expected);
  });
});

describe("counts from a day ahead, in months, and visits to come (session 16)", () => {
  const NOVEMBER = new Date("2026-11-26T15:00:00Z");
  it.each([
    // A period that starts on a day ahead told just before it.
    ["the hearing on the motion is December 10 and then they have 14 days to respond.", "2026-12-24 response_deadline"],
    // Months from the day of the harm; a notice of claim is filed.
    [
      "I tripped on a broken city sidewalk on June 2. You must give the city notice within 6 months of the injury.",
      "2026-12-02 filing_deadline",
    ],
    // A condition with its day.
    ["if i dont pay the $900 by december 18 they will suspend my license.", "2026-12-18 response_deadline"],
    // Visits to come.
    ["he has a follow-up with the surgeon on december 7.", "2026-12-07 appointment"],
    ["mi hija tiene cita con el doctor el 9 de diciembre.", "2026-12-09 appointment"],
    // A Spanish harm told with its day.
    ["el viernes pasado mi ex me empujó contra la pared.", "2026-11-20 incident"],
  ])("%s", (text, expected) => {
    expect(keyDatesInNovember(text)).toContain(expected);
  });
});

describe("weekdays that fix a month, limits gone by, words said that day (session 17)", () => {
  it.each([
    // A weekday with a day of the month names the month where they agree, whatever month was said before.
    ["we met with the principal on sept 2, then on thursday the 12th he suspended my son.", "2026-11-12 incident"],
    ["on the 7th (a saturday) a car backed into me in the parking lot.", "2026-11-07 incident"],
    // A limit told as gone by is a day of the story, not a deadline next year.
    ["the last payment was due august 15 and they never sent it.", "2026-08-15 other"],
    ["the contractor promised to finish by the 20th, which was last friday.", "2026-11-20 other"],
    // What someone told the visitor that day is no harm of its own.
    ["on nov 9 the manager said my unit would be inspected soon.", "2026-11-09 other"],
    ["I wrote to the shop in october and followed up on november 2.", "2026-11-02 other"],
    // Papers left on the door start a period.
    ["there was a notice posted on our door the 16th from the owner.", "2026-11-16 other"],
    // Spanish: the morning of a day is not tomorrow; "el día 10" is in the month said before.
    ["la audiencia es el 15 de enero a las 9 de la mañana.", "2027-01-15T09:00 hearing"],
    ["se lastimó el 3 de noviembre y la operaron el día 6.", "2026-11-06 other"],
  ])("%s", (text, expected) => {
    expect(keyDatesInNovember(text)).toContain(expected);
  });

  it("keeps a threat said that day as the harm ('on the 4th he texted me that he would kill me')", () => {
    expect(keyDatesInNovember("on the 4th he texted me that he would kill me.")).toContain("2026-11-04 incident");
  });

  it("keeps a payment said as due ahead a deadline ('was due dec 10' said in November)", () => {
    expect(keyDatesInNovember("the first payment was due dec 10 under the plan.")).not.toContain("2025-12-10 other");
  });

  it("reads no tomorrow in 'de la mañana'", () => {
    expect(keyDatesInNovember("la cita es el 2 de diciembre a las 10 de la mañana.")).not.toContain("2026-11-27 other");
  });
});

describe("a day told as a period's end, a court visit, a deadline said with a threat (session 17)", () => {
  it.each([
    // The day named as the end of a period the visitor was given is the deadline, not the period's start.
    ["they gave me 14 days to decide, so the deadline is december 9.", "2026-12-09 response_deadline"],
    [
      "i have 30 days to appeal and need to get it in by around december 21 or december 22.",
      "2026-12-22 filing_deadline",
    ],
    // A visit to the courthouse already made is a day of the story.
    ["i went to the courthouse on tuesday and got an emergency order, the hearing is december 2.", "2026-11-24 other"],
    // What the other side will do if nothing happens is no filing deadline of the visitor's.
    [
      "the letter says we must remove the logo and confirm in writing by december 11 or they will file suit.",
      "2026-12-11 response_deadline",
    ],
    // Papers mailed in: a filing.
    ["my caseworker said i have to send the form in by december 15.", "2026-12-15 filing_deadline"],
  ])("%s", (text, expected) => {
    expect(keyDatesInNovember(text)).toContain(expected);
  });
});

describe("court days moved, days set by the court, steps taken for the visitor (session 17)", () => {
  it("gives a moved court day the old one's kind and makes the old one a day of the story", () => {
    const dates = keyDatesInNovember(
      "the summons says my court date is december 4 at 10. yesterday the clerk called and said it was moved to the 18th.",
    );
    expect(dates).toContain("2026-12-18 court_date");
    expect(dates.filter((d) => d.endsWith("court_date"))).toHaveLength(1);
  });

  it.each([
    // The day the court set, whatever day the notice came.
    ["i received a notice of hearing for december 9 at the county building.", "2026-12-09 hearing"],
    // A step the visitor's representative took is a day of the story.
    ["my union steward filed a grievance on november 3.", "2026-11-03 other"],
    // A meeting that was to happen is no appointment ahead.
    ["the mediation was supposed to be on 11/19 but they cancelled it.", "2026-11-19 other"],
    // Spanish: a form to send back before a day.
    ["tengo que mandar el formulario antes del 4 de diciembre.", "2026-12-04 response_deadline"],
  ])("%s", (text, expected) => {
    expect(keyDatesInNovember(text)).toContain(expected);
  });
});

describe("a period's end counted by the visitor, a unit held until a day (session 17)", () => {
  it.each([
    // The day the visitor counted as the end of a period to ask for something is its deadline.
    [
      "the letter gives me 15 days to request a hearing, counting from the notice i think thats by tuesday dec 8.",
      "2026-12-08 response_deadline",
    ],
    [
      "we have 30 days from publication to oppose, which my wife thinks makes it december 21.",
      "2026-12-21 response_deadline",
    ],
    // A unit or a price held until a day: the offer's end.
    [
      "the manager said they can hold the apartment for us until friday 12/4, then it's gone.",
      "2026-12-04 offer_expiry",
    ],
  ])("%s", (text, expected) => {
    expect(keyDatesInNovember(text)).toContain(expected);
  });
});

describe("a weekday said before its day, an official's visit (session 17)", () => {
  it("reads 'friday the 11th of december' as one day, not tomorrow and the 11th", () => {
    expect(keyDatesInNovember("the judge set a hearing friday the 11th of december at 2 in macon.")).toEqual([
      "2026-12-11T14:00 hearing",
    ]);
  });

  it("files a caseworker's visit as a day of the story", () => {
    expect(keyDatesInNovember("an investigator, Mr. Pike, came out on the 19th and looked at the stairs.")).toContain(
      "2026-11-19 other",
    );
  });
});

describe("the visitor's own call, a threat after 'or', counts that are no days (session 18)", () => {
  it.each([
    // A call the visitor made is a day behind them, whatever deadline the sentence named before it.
    [
      "the summons says i must answer before the hearing, no idea how, so i phoned the court on monday and got nowhere.",
      "2026-11-23 other",
    ],
    ["we talked to the property manager last friday about the leak.", "2026-11-20 other"],
    // What the other side threatens after "or" is not the day's event.
    ["he wants 40k for his half by january 8 or he'll take me to court.", "2027-01-08 other"],
    // ... but an offer given away after "or" is the offer lapsing.
    ["sign the renewal by dec 14 or they lease the unit to someone else.", "2026-12-14 offer_expiry"],
    // "by check" pays, it sets no limit.
    ["he gave us a quote of 12,000 and we paid half, 6,000 by check on october 3.", "2026-10-03 other"],
    // "have got" is having, in the present: a launch ahead stays ahead.
    ["the brewery has got a holiday ale coming out on december 19 with my art on it.", "2026-12-19 other"],
    // "the wednesday before last": a week before last wednesday.
    ["my manager let me go the wednesday before last with no warning.", "2026-11-18 employment_end"],
    // Spanish: what has to happen is ahead; a stitches check is an appointment.
    ["le dieron puntos y tiene que volver el 4 de diciembre para que le quiten los puntos.", "2026-12-04 appointment"],
  ])("%s", (text, expected) => {
    expect(keyDatesInNovember(text)).toContain(expected);
  });

  it("keeps a traffic stop told before an officer's words as the incident", () => {
    expect(
      keyDatesInNovember("got stopped on the highway late saturday night the 14th, the trooper said i was speeding."),
    ).toContain("2026-11-14 incident");
  });

  it("reads no day in a count of hours or of years", () => {
    expect(
      keyDatesInNovember(
        "they paid straight time after 40 hours. i had worked there for almost 6 years in 4 years time.",
      ),
    ).toEqual([]);
  });
});

describe("messages, promises and states as days of the story (session 18)", () => {
  it.each([
    // An invoice sent is a day of the story, told in the passive too.
    ["the bill for the job, 8,200, was mailed out october 9 and nobody paid.", "2026-10-09 other"],
    // A payment promised for a day is no harm on that day.
    ["the owner told us it would be paid in full on the 20th and then nothing.", "2026-11-20 other"],
    // A state that has lasted since a day.
    ["the heater has been broken since october 30.", "2026-10-30 other"],
    // Someone named telling or sending the visitor something, before or after the day.
    ["on november 9 mrs. ortega, the principal, emailed me a letter about it.", "2026-11-09 other"],
    ["my cousin jake called me on tuesday to warn me.", "2026-11-24 other"],
    ["on october 30 the county sent me a notice of reassessment.", "2026-10-30 other"],
    // A Spanish ordinal, and quitting a job that stopped paying.
    ["el patrón dice que me va a pagar el 2do de diciembre.", "2026-12-02 other"],
    ["my brother and i stopped going to work on the 6th because he never paid us.", "2026-11-06 employment_end"],
    // Therapy starting is an appointment; a weekday limit told in the present is the next one.
    ["i begin physical therapy on tuesday december 1.", "2026-12-01 appointment"],
    ["the insurance lady says she needs my statement by monday.", "2026-11-30 other"],
  ])("%s", (text, expected) => {
    expect(keyDatesInNovember(text)).toContain(expected);
  });

  it("dates a clause of the date alone by the one before it with a verb", () => {
    const dates = keyDatesInNovember("i wrote to their office manager, a woman named carol, on the 10th.");
    expect(dates.map((d) => d.slice(0, 10))).toEqual(["2026-11-10"]);
  });

  it("keeps a promise of a return between two days ahead", () => {
    expect(
      keyDatesInNovember("his latest story was that hed be back between the 7th and the 11th of december."),
    ).toEqual(["2026-12-07 other", "2026-12-11 other"]);
  });

  it("keeps a threat said by someone who calls as the harm", () => {
    expect(keyDatesInNovember("he called me on the 3rd and threatened to burn my car.")).toContain(
      "2026-11-03 incident",
    );
  });
});

describe("days in messages written for another, counts told by the writer (session 18)", () => {
  it.each([
    // A court visit told right after the day.
    ["on monday he went to the courthouse and asked for a restraining order.", "2026-11-23 other"],
    // A report made by anyone on the visitor's side.
    ["Luis reported it to his supervisor on november 4 and nothing changed.", "2026-11-04 other"],
    // A change set to start on a day lies ahead.
    ["they cut her hours starting december 7 without any reason.", "2026-12-07 other"],
    // A harm told before another person's hearing of it keeps its kind.
    ["he shoved her in the break room on october 21 and two of us saw it.", "2026-10-21 incident"],
    // What should happen is ahead.
    ["the hospital says he should be released around december 2.", "2026-12-02 other"],
    // A count the writer works out: "which I count to", "N days from X is Y".
    ["the summons gives her 30 days to respond, which I count to december 14.", "2026-12-14 response_deadline"],
    [
      "she has 45 days to ask for reconsideration. 45 days from october 30 is december 14.",
      "2026-12-14 response_deadline",
    ],
    // A price good until a day is an offer that lapses.
    ["the salesman said the price is only good until tuesday.", "2026-12-01 offer_expiry"],
    // Spanish: what must stop before a day is a deadline.
    ["tiene que quitar el letrero antes del 9 de diciembre o la demandan.", "2026-12-09 response_deadline"],
  ])("%s", (text, expected) => {
    expect(keyDatesInNovember(text)).toContain(expected);
  });

  it("reads 'the 25th, which was yesterday' as one day behind the visitor", () => {
    expect(keyDatesInNovember("i told them to pay by the 25th, which was yesterday.")).toEqual(["2026-11-25 other"]);
  });
});

describe("Spanish limits, warrants issued, things told (session 18)", () => {
  it.each([
    // Spanish "hasta el martes" is ahead; a contract to sign before a day is an offer's end.
    ["mi papá anda en la carretera hasta el martes.", "2026-12-01 other"],
    ["le dijeron que tiene que firmar antes del viernes 4 de diciembre.", "2026-12-04 offer_expiry"],
    // A court's act already done: a warrant issued, an order entered.
    ["the website says a bench warrant was issued on the 12th.", "2026-11-12 other"],
    // A day something was told, unless what was told is the harm.
    ["she informed her supervisor that she needed surgery on october 6.", "2026-10-06 other"],
    // Someone sending an email.
    ["on october 2 his partner sent an email quitting the company.", "2026-10-02 other"],
  ])("%s", (text, expected) => {
    expect(keyDatesInNovember(text)).toContain(expected);
  });
});

describe("a day of the month after a dated day, counts told of the past (session 18)", () => {
  it("puts 'the 28th' told right after 'september 26' in september", () => {
    expect(keyDatesInNovember("we did the job on september 22. we billed them on the 25th.")).toEqual([
      "2026-09-22 incident",
      "2026-09-25 other",
    ]);
  });

  it("reads no day in 'after 30 days nothing', but keeps a count ahead", () => {
    expect(
      keyDatesInNovember("we sent the bill in august. after 30 days nothing, after 60 days still nothing."),
    ).toEqual([]);
    expect(keyDatesInNovember("after 30 days the offer will expire.")).toEqual(["2026-12-26 offer_expiry"]);
  });
});

describe("a period's kind from its own sentence (session 18)", () => {
  it("reads the answer's day as a response deadline though the text names a statute of limitations elsewhere", () => {
    expect(
      keyDatesInNovember(
        "the debt may be past the statute of limitations. he has to file an answer within 20 days of being served, which I count to december 9.",
      ),
    ).toContain("2026-12-09 response_deadline");
  });
});

describe("follow-up visits (session 19)", () => {
  it("reads 'her follow up with the surgeon' as an appointment, and the visitor's own follow-up as no appointment", () => {
    expect(keyDatesInNovember("my mother's follow up with the knee doctor is december 14.")).toEqual([
      "2026-12-14 appointment",
    ]);
    expect(keyDatesInNovember("i will follow up with the landlord on dec 3 about the heat.")).toEqual([
      "2026-12-03 other",
    ]);
  });
});

describe("days moved, papers filed at the court (session 19)", () => {
  it("moves a hearing from one day to a later one, into the next year when the month says so", () => {
    expect(keyDatesInNovember("the custody hearing was pushed from dec 10 to feb 2 because the judge is out.")).toEqual(
      ["2026-12-10 other", "2027-02-02 hearing"],
    );
    expect(keyDatesInNovember("my trial got rescheduled for january 12.")).toEqual(["2027-01-12 court_date"]);
  });

  it("gives a day moved in Spanish the old day's kind", () => {
    expect(
      keyDatesInNovember("la audiencia era el martes 8 de diciembre pero la pospusieron para el 15 de diciembre."),
    ).toEqual(["2026-12-08 other", "2026-12-15 hearing"]);
  });

  it("reads papers filed at the courthouse as a step taken, not a court date ahead", () => {
    expect(keyDatesInNovember("i filed the petition at the county courthouse on october 20 by myself.")).toEqual([
      "2026-10-20 other",
    ]);
  });

  it("leaves a move of house and a shift moved alone", () => {
    expect(keyDatesInNovember("we moved to kansas on march 3.")).toEqual(["2026-03-03 incident"]);
  });
});

describe("a limit with what follows when it is missed (session 19)", () => {
  it("reads 'if they don't get the signed form by december 15 they will close the claim' as a deadline ahead", () => {
    expect(
      keyDatesInNovember(
        "the adjuster wrote that if they don't get the signed release by december 15 they will close the claim.",
      ),
    ).toEqual(["2026-12-15 response_deadline"]);
    expect(keyDatesInNovember("quieren el contrato firmado para el 9 de diciembre o se lo dan a otro.")).toEqual([
      "2026-12-09 response_deadline",
    ]);
  });

  it("moves a Spanish conference to its new day with a hearing's kind", () => {
    expect(
      keyDatesInNovember(
        "la junta con el comisionado era el 1 de diciembre pero la cambiaron para el 10 de diciembre.",
      ),
    ).toEqual(["2026-12-01 other", "2026-12-10 appointment"]);
  });
});

describe("extensions, a stay through a day, a file that is a folder (session 19)", () => {
  it("moves a deadline to the day of its extension", () => {
    expect(
      keyDatesInNovember(
        "the board wants my written answer by december 1. the investigator gave me an extension until december 14.",
      ),
    ).toEqual(["2026-12-01 other", "2026-12-14 response_deadline"]);
  });

  it("reads 'asked me to stay through december 4 to hand off the audit file' as the job's end ahead", () => {
    expect(
      keyDatesInNovember(
        "i was laid off, but they asked me to stay through december 4 to hand off the audit file, which i agreed to.",
      ),
    ).toEqual(["2026-12-04 employment_end"]);
  });
});

describe("an inspection scheduled, a docket (session 19)", () => {
  it("reads a walk-in warrant docket day as a court date", () => {
    expect(
      keyDatesInNovember("the judge has a warrant docket on tuesdays and i could go on december 1 at 8:30."),
    ).toEqual(["2026-12-01T08:30 court_date"]);
  });

  it("reads 'the inspection is scheduled for 12/2' as an appointment", () => {
    expect(keyDatesInNovember("the home inspection is scheduled for 12/2.")).toEqual(["2026-12-02 appointment"]);
  });
});

describe("a clause after 'but' (session 19)", () => {
  it("keeps 'but i can come back for court' from naming the trip's day a court date", () => {
    expect(keyDatesInNovember("i go home to denver for the holidays dec 19 but i can fly back for court.")).toEqual([
      "2026-12-19 other",
    ]);
  });
});

describe("a day called off (session 19)", () => {
  it("reads a meeting set for a day then cancelled as no appointment, and a threat to cancel as a deadline", () => {
    expect(
      keyDatesInNovember("the meeting with the billing office was set for December 3, but they emailed cancelling it."),
    ).toEqual(["2026-12-03 other"]);
    expect(keyDatesInNovember("if they don't get the payment by december 5 they will cancel my policy.")).toEqual([
      "2026-12-05 response_deadline",
    ]);
  });
});

describe("words right before the next date are that date's (session 19)", () => {
  it("keeps 'due oct 12' from making the shipping day before it a deadline a year ahead", () => {
    expect(
      keyDatesInNovember(
        "Here is the timeline: Sept 12 we shipped the fall order and billed $8,200, due Oct 12 per the agreement.",
      )[0],
    ).toBe("2026-09-12 incident");
  });
});

describe("a day that is the subject of 'is the deadline', a last day ahead (session 20)", () => {
  it("reads 'tomorrow is the deadline to answer' in a run-on sentence as the deadline, not the day papers came", () => {
    expect(keyDatesInNovember("they handed me eviction papers tomorrow is the deadline to answer them")).toEqual([
      "2026-11-27 response_deadline",
    ]);
    expect(keyDatesInNovember("got the summons last week and dec 10 is the last day to respond.")).toContain(
      "2026-12-10 response_deadline",
    );
  });

  it("puts 'monday is my last day' ahead, a weekday and not a month on", () => {
    expect(keyDatesInNovember("my boss let me go. monday is my last day")).toEqual(["2026-11-30 employment_end"]);
  });
});

describe("time words typed on a phone, short weekdays that are words too (session 21)", () => {
  it("reads 'last nite' and '3 wks ago' as days", () => {
    expect(keyDatesInNovember("my brother got picked up last nite outside the bar")).toEqual(["2026-11-25 incident"]);
    expect(keyDatesInNovember("i emailed the property manager 3 wks ago and nothing")).toEqual(["2026-11-05 other"]);
  });

  it("finds no day in 'we sat in the car' or 'the sun was in my eyes', and keeps 'served sat' a saturday", () => {
    expect(keyDatesInNovember("we sat in the car outside the bar for an hour")).toEqual([]);
    expect(keyDatesInNovember("the sun was in my eyes when he hit me on nov 3")).toEqual(["2026-11-03 incident"]);
    expect(keyDatesInNovember("got served sat at my job")).toEqual(["2026-11-21 other"]);
  });

  it("reads a release to sign by a day as an offer that lapses", () => {
    expect(keyDatesInNovember("the adjuster says i have to sign the release by dec 9")).toEqual([
      "2026-12-09 offer_expiry",
    ]);
  });

  it("counts a period from the day the notice came", () => {
    expect(keyDatesInNovember("the notice came last tues and gives me 10 days to answer")).toContain(
      "2026-12-04 response_deadline",
    );
  });
});

describe("days ahead told by a plan, a trip to an appointment, business days (session 21)", () => {
  it("puts surgery someone 'scheduled me for' on january 14 ahead, not last january", () => {
    expect(keyDatesInNovember("my cardiologist scheduled me for open heart surgery on january 14")).toEqual([
      "2027-01-14 other",
    ]);
  });

  it("reads a bus ride to an appointment on aug 10 as the day of the harm, behind the visitor", () => {
    expect(
      keyDatesInNovember(
        "on aug 10 he was on a city bus going to his dialysis appointment and the driver slammed the brakes",
      ),
    ).toEqual(["2026-08-10 incident"]);
  });

  it("gives a day counted by the visitor ('thats around the 17th') the period's kind", () => {
    expect(
      keyDatesInNovember(
        "he said i have 90 days from my last day of work to file a lien so i think thats around the 17th of december",
      ),
    ).toEqual(["2026-12-17 filing_deadline"]);
  });

  it("counts business days to accept an offer from the day the letter came", () => {
    expect(keyDatesInNovember("the offer letter came monday, it says i have 10 business days to accept")).toContain(
      "2026-12-07 offer_expiry",
    );
  });
});

describe("days told from a holiday, last year's days, a period of a year (session 21)", () => {
  it("reads 'the friday before labor day' as the friday before it", () => {
    expect(keyDatesInNovember("my boss fired me the friday before labor day")).toEqual(["2026-09-04 employment_end"]);
  });

  it("reads 'the day after christmas last year' and 'new year's day last year' in the year before", () => {
    expect(keyDatesInNovember("a truck rear ended me the day after christmas last year")).toEqual([
      "2025-12-26 incident",
    ]);
    expect(keyDatesInNovember("my grandmother died on new year's day last year")).toEqual(["2025-01-01 incident"]);
  });

  it("counts a year to file from the accident", () => {
    expect(
      keyDatesInNovember(
        "a truck rear ended me the day after christmas last year. my cousin says i only have a year from the accident to file suit",
      ),
    ).toContain("2026-12-26 filing_deadline");
  });
});

describe("periods to petition, to oppose, to file (session 21)", () => {
  it("counts 90 days to petition from the letter's date as a filing deadline", () => {
    expect(
      keyDatesInNovember("The letter is dated September 22 and says he has 90 days to petition the tax court"),
    ).toContain("2026-12-21 filing_deadline");
  });

  it("reads 'the window to oppose closes 15 december' as a filing deadline", () => {
    expect(keyDatesInNovember("it was published and the window to oppose closes 15 december")).toEqual([
      "2026-12-15 filing_deadline",
    ]);
  });

  it("counts 'have to file ... within 12 months' from the day filed before", () => {
    expect(
      keyDatesInNovember("i filed my provisional on 3/2/2026 and i have to file the full application within 12 months"),
    ).toContain("2027-03-02 filing_deadline");
  });
});

describe("a deadline counted from an acceptance, a contract wanted back, a day pushed back by weeks (session 21)", () => {
  it("counts an objection deadline from the day the offer was accepted", () => {
    expect(
      keyDatesInNovember(
        "our offer was accepted on 11/24 and our inspection objection deadline is 10 days from acceptance",
      ),
    ).toContain("2026-12-04 response_deadline");
  });

  it("reads a contract 'he wants back by the 18th' as an offer that lapses", () => {
    expect(keyDatesInNovember("i gotta sign his management contract first, he wants it back by the 18th")).toEqual([
      "2026-12-18 offer_expiry",
    ]);
  });

  it("moves a court date pushed back six weeks", () => {
    expect(
      keyDatesInNovember("my first appearance was 12/14 but the court called and pushed it back six weeks"),
    ).toEqual(["2026-12-14 other", "2027-01-25 court_date"]);
  });
});

describe("a day that passes unless the visitor sues, an appeal call (session 21)", () => {
  it("reads a day something happens unless the visitor files a lawsuit as a filing deadline", () => {
    expect(
      keyDatesInNovember(
        "amazon emailed me that theyll restore the listings on december 14 unless i show them i filed a lawsuit",
      ),
    ).toEqual(["2026-12-14 filing_deadline"]);
  });

  it("reads an appeal call set by HR as a hearing", () => {
    expect(
      keyDatesInNovember("HR set up an appeal call for tuesday dec 1 at 10am with someone from corporate"),
    ).toEqual(["2026-12-01T10:00 hearing"]);
  });
});

describe("steps of a deal, a lockout told plainly, a firing in few words (session 22)", () => {
  it.each([
    // A step of the deal gone by is a day of the story, whoever took it.
    ["we wired the seller a $12,500 deposit on oct 2 and the boat never came", ["2026-10-02 other"]],
    ["signed a lease for the shop on september 14. the roof leaks every time it rains", ["2026-09-14 other"]],
    [
      "the invoice went out nov 3 and they paid half on nov 20, nothing since",
      ["2026-11-03 other", "2026-11-20 other"],
    ],
    // Harm told beside the deal keeps the day the harm's.
    ["the seller hit me in the parking lot right after i signed the papers on nov 2", ["2026-11-02 incident"]],
    // A firing told in few words, or of someone else, ends the job.
    ["the owner fire me 11/18 because i ask about overtime", ["2026-11-18 employment_end"]],
    ["they laid her off on nov 6 without any warning", ["2026-11-06 employment_end"]],
  ])("%s", (text, dates) => {
    expect(keyDatesInNovember(text)).toEqual(dates);
  });

  it("dates a lockout told as 'change the lock today' to today", () => {
    expect(keyDatesInNovember("landlord change the lock today when i go to work, my medicine inside")).toEqual([
      "2026-11-26 incident",
    ]);
  });
});

describe("a day and hour asked for, care booked ahead (session 23)", () => {
  it.each([
    // A day of the month without its suffix is a day when an hour follows it.
    ["could my wife and i come in the 30 at 11am to talk about our wills", ["2026-11-30T11:00 other"]],
    // ... and a number of people is none.
    ["the 14 of us signed the petition against the hoa", []],
    // Care named with a weekday and an hour, with no verb of its own, is booked: the next such day.
    ["he broke his ankle on the job site, operation fri 8am", ["2026-11-27T08:00 appointment"]],
    // A follow-up with a specialty is an appointment, still ahead in a story told in the past.
    [
      "my son needed 6 stitches after their dog bit him and now he has a follow up with hand surgery on dec 9 at 3pm",
      ["2026-12-09T15:00 appointment"],
    ],
    // Care the visitor had is behind them.
    ["i had surgery monday at 7am and the doctor left a sponge inside", ["2026-11-23T07:00 incident"]],
  ])("%s", (text, dates) => {
    expect(keyDatesInNovember(text)).toEqual(dates);
  });
});
