import { describe, expect, it } from "vitest";
import {
  assessUrgency,
  findEmail,
  findOpposingParty,
  findPastDate,
  findPhone,
  findVisitorName,
  parseNameAnswer,
  parsePartyAnswer,
  parsePlace,
  parsePlaceAnswer,
  parseUrgencyAnswer,
  placeLabel,
} from "./extract-facts.ts";

const NOW = new Date("2025-06-15T12:00:00Z");

describe("places", () => {
  it.each([
    ["My wife and I are separating and I'm in Charlotte, NC.", "Charlotte, NC"],
    ["In Charlotte, North Carolina", "Charlotte, NC"],
    ["we live in texas", "Texas"],
    ["I live in Raleigh", "Raleigh, NC"],
    ["The case is in Mecklenburg County, NC", "Mecklenburg County, NC"],
    ["I moved to Denver last year", "Denver, CO"],
    ["I'm in Portland, OR", "Portland, OR"],
    ["I'm in Toronto, Canada", "Toronto, Canada"],
  ])("%s → %s", (text, label) => {
    const place = parsePlace(text);
    expect(place).not.toBeNull();
    expect(placeLabel(place!)).toBe(label);
  });

  it("does not read places into ordinary words", () => {
    expect(parsePlace("I heard it from work, or at least I think so")).toBeNull();
    expect(parsePlace("It happened in March")).toBeNull();
    expect(parsePlace("My daughter Georgia lives with me")).toBeNull();
  });

  it("reads a direct answer, even a bare state code or an unknown town", () => {
    expect(parsePlaceAnswer("nc")).toMatchObject({ state: "NC", country: "US" });
    expect(placeLabel(parsePlaceAnswer("raleigh nc"))).toBe("Raleigh, NC");
    expect(parsePlaceAnswer("Smallville")).toMatchObject({ raw: "Smallville", state: null });
  });
});

describe("dates", () => {
  it.each([
    ["I was fired two weeks ago.", "two weeks ago", "2025-06-01"],
    ["It happened last March", "last March", "2025-03"],
    ["on 3/14/2025 I slipped on ice", "3/14/2025", "2025-03-14"],
    ["yesterday my boss yelled at me", "yesterday", "2025-06-14"],
    ["We separated back in 2019", "back in 2019", "2019"],
    ["He left last Tuesday", "last Tuesday", "2025-06-10"],
  ])("%s → %s", (text, phrase, iso) => {
    expect(findPastDate(text, NOW)).toMatchObject({ phrase, iso });
  });

  it("keeps the sentence the date came from", () => {
    expect(findPastDate("I live in Ohio. The crash was three days ago.", NOW)?.sentence).toBe(
      "The crash was three days ago.",
    );
  });

  it("ignores a month used as a word, and future dates", () => {
    expect(findPastDate("May I ask a question?", NOW)).toBeNull();
    expect(findPastDate("My hearing is on 7/30/2025", NOW)).toBeNull();
  });

  it("needs no clock to find the phrase", () => {
    expect(findPastDate("I was arrested last night")).toMatchObject({ phrase: "last night", iso: null });
  });
});

describe("urgency", () => {
  it.each([
    ["I have a court date tomorrow", "emergency"],
    ["My hearing is today and I have no lawyer", "emergency"],
    ["I'm in jail right now", "emergency"],
    // Shut out of home or without heat, or a child kept from the parent: today, whatever the dates say.
    ["the landlord changed the locks on us while we were at church", "emergency"],
    ["my locks got changed and my insulin is inside", "emergency"],
    ["they shut off our heat last week and it's 20 degrees", "emergency"],
    ["her dad never brought back our daughter after the weekend", "emergency"],
    ["he took my grandson for the weekend and hasnt returned him", "emergency"],
    ["she moved out and says i'll never see him again", "emergency"],
    ["my ex took our daughter to her parents house", "high"],
    ["the furnace in our apartment hasn't worked in days and the baby is sick", "emergency"],
    ["no heat since monday and it is below zero", "emergency"],
    ["I was arrested last night", "high"],
    ["my ex keeps showing up, he showed up at my house at 2am and I want a protective order", "high"],
    ["she has been sending me threats on instagram all month", "high"],
    ["I got an eviction notice", "high"],
    ["the deadline is this week", "high"],
    ["I was served with papers", "high"],
    ["there is a court date next month", "medium"],
    ["no rush at all", "low"],
    // A lockout under way, someone at the door now; a court day counted from tomorrow is no day soon.
    ["THE LANDLORD IS CHANGING MY LOCKS AS WE SPEAK", "emergency"],
    ["my ex is outside my apartment right now yelling my name", "emergency"],
    ["mi ex está afuera de mi casa golpeando la puerta", "emergency"],
    ["the hearing is a week from tomorrow in district court", "medium"],
    ["a notice on my door from the sheriff says the writ will be executed tomorrow", "emergency"],
    ["URGENT!! ok not really urgent, nothing is due, i just have a question about my neighbor's tree", "low"],
    ["please call me asap about my lease", "high"],
  ])("%s → %s", (text, level) => {
    expect(assessUrgency([text])?.level).toBe(level);
  });

  it("a broken heater is a repair; without heat with a baby or in the cold it is an emergency", () => {
    expect(assessUrgency(["the heater doesnt work and nobody fixes it"])?.level).not.toBe("emergency");
    expect(assessUrgency(["the heater doesnt work and nobody fixes it, we have a newborn"])?.level).toBe("emergency");
    expect(assessUrgency(["the lawyer hasn't returned my calls"])).toBeNull();
  });

  it("takes the most urgent statement and reads negation", () => {
    expect(assessUrgency(["No rush.", "Actually my court date is tomorrow"])?.level).toBe("emergency");
    expect(assessUrgency(["I haven't been arrested"])).toBeNull();
    expect(assessUrgency(["No, I was arrested"])?.level).toBe("high");
    expect(assessUrgency(["I went to urgent care"])).toBeNull();
  });

  it("does not read a question about a date as a date", () => {
    expect(assessUrgency(["how long does it take and is there a court date we would have to go to?"])).toBeNull();
    expect(assessUrgency(["Do we need to file something right away?"])).toBeNull();
    // A statement beside the question still counts.
    expect(assessUrgency(["My hearing is today. What do I bring?"])?.level).toBe("emergency");
  });

  it("does not read 'nothing urgent' as urgent", () => {
    expect(assessUrgency(["No, nothing urgent."])).toBeNull();
    expect(assessUrgency(["Nothing urgent right now"])).toBeNull();
  });

  it("flags danger so the visitor can be told to call 911", () => {
    expect(assessUrgency(["He hit me and I'm afraid for my life"])).toMatchObject({ level: "emergency", danger: true });
    expect(assessUrgency(["A car hit me in the parking lot"])?.danger ?? false).toBe(false);
  });
});

describe("an answer to 'Is anything urgent?'", () => {
  it.each([
    ["No", "low"],
    ["Not really", "low"],
    ["Nothing urgent.", "low"],
    ["No, nothing urgent right now", "low"],
    ["There's no deadline", "low"],
    ["The hearing is in a few months", "medium"],
    ["in a few months", "medium"],
    ["Not urgent, but within a couple of months would be good", "medium"],
    ["Yes, the court date is in two weeks", "high"],
    ["I have 3 weeks to respond", "high"],
    ["The deadline is next month", "high"],
    ["yes", "high"],
    ["The hearing is tomorrow", "emergency"],
    ["I have to respond within 5 days", "emergency"],
    ["Court date on Friday", "emergency"],
    ["Yes, I'm worried about my safety", "emergency"],
    ["He threatened me again last night", "emergency"],
  ] as const)("%s → %s", (answer, level) => {
    expect(parseUrgencyAnswer(answer, NOW)).toBe(level);
  });

  it("reads a calendar date against the clock, and only with one", () => {
    expect(parseUrgencyAnswer("The hearing is June 20", NOW)).toBe("emergency");
    expect(parseUrgencyAnswer("My court date is July 10th", NOW)).toBe("high");
    expect(parseUrgencyAnswer("The hearing is on 9/1", NOW)).toBe("medium");
    expect(parseUrgencyAnswer("The hearing is June 20")).toBe("medium");
  });

  it("does not read a safety concern the visitor denies", () => {
    expect(parseUrgencyAnswer("No safety concerns", NOW)).toBe("low");
  });

  it("leaves an answer that says neither unread", () => {
    expect(parseUrgencyAnswer("We have mediation scheduled", NOW)).toBeNull();
    expect(parseUrgencyAnswer("", NOW)).toBeNull();
  });
});

describe("contact details and names", () => {
  it("finds e-mail and phone in free text", () => {
    expect(findEmail("reach me at jane.doe+law@example.co.uk please")).toBe("jane.doe+law@example.co.uk");
    expect(findPhone("call me at (704) 555-1234 after 5")).toBe("(704) 555-1234");
    expect(findPhone("it happened on 3/14/2025")).toBeNull();
  });

  it.each([
    ["Hi, I'm Jane Doe and my husband wants a divorce", "Jane Doe"],
    ["my name is jane doe", "Jane Doe"],
    ["This is Marcus", "Marcus"],
    // A surname that is also a common noun, in lower case or capitalized.
    ["i'm dana reyes, my landlord won't fix the heat", "Dana Reyes"],
    ["hi, name is Leo Park and I need help", "Leo Park"],
  ])("%s → %s", (text, name) => {
    expect(findVisitorName(text)).toBe(name);
  });

  it.each(["I'm in Charlotte", "I'm Married", "I am so stressed", "I'm Not sure", "I'm Mia's grandmother"])(
    "%s is not a name",
    (text) => {
      expect(findVisitorName(text)).toBeNull();
    },
  );

  it("reads a direct answer to 'what is your name?'", () => {
    expect(parseNameAnswer("Jane Doe")).toBe("Jane Doe");
    expect(parseNameAnswer("sure, it's maria lopez")).toBe("Maria Lopez");
    expect(parseNameAnswer("why do you need that?")).toBeNull();
  });
});

describe("the other party", () => {
  it.each([
    ["My husband John and I are divorcing", "family", { name: "John", relation: "husband" }],
    ["My ex-wife, Sarah Connor, took the kids", "family", { name: "Sarah Connor", relation: "ex-wife" }],
    ["My wife and I are separating", "family", { name: null, relation: "wife" }],
    ["my boss Mike fired me", "employment", { name: "Mike", relation: "boss" }],
    ["I worked for Acme Corp for five years", "employment", { name: "Acme Corp", relation: "employer" }],
    ["A company called Brightside copied my logo", "ip", { name: "Brightside", relation: null }],
    ["My neighbor's tree fell on my fence", "civil", { name: null, relation: "neighbor" }],
  ] as const)("%s", (text, area, party) => {
    expect(findOpposingParty(text, area)).toEqual(party);
  });

  it.each([
    ["My name is Dana Reyes and my wife is Maria Reyes", "family", { name: "Maria Reyes", relation: "wife" }],
    [
      "My name is Dana Reyes and my wife is Maria Reyes. We have two kids.",
      "family",
      { name: "Maria Reyes", relation: "wife" },
    ],
    ["We are divorcing; my wife, Maria Reyes, moved out", "family", { name: "Maria Reyes", relation: "wife" }],
    ["My wife's name is maria reyes and she moved out", "family", { name: "Maria Reyes", relation: "wife" }],
    ["my employer is Acme Corp and they fired me", "employment", { name: "Acme Corp", relation: "employer" }],
    ["I was fired by Acme Corp last week", "employment", { name: "Acme Corp", relation: "employer" }],
    ["My boss at Acme Corp fired me", "employment", { name: "Acme Corp", relation: "employer" }],
    ["I want to bring a claim against Acme Corp.", "employment", { name: "Acme Corp.", relation: null }],
    ["the other driver, John Smith, ran a red light", "injury", { name: "John Smith", relation: "other driver" }],
    ["The other driver was John Smith", "injury", { name: "John Smith", relation: "other driver" }],
    ["I'm suing Parkview Homes over my deposit", "civil", { name: "Parkview Homes", relation: null }],
  ] as const)("names the other side: %s", (text, area, party) => {
    expect(findOpposingParty(text, area)).toEqual(party);
  });

  it("takes a relation only where it fits the area", () => {
    expect(findOpposingParty("My wife is Maria Reyes", "injury")).toBeNull();
    expect(findOpposingParty("my employer is Acme Corp", "family")).toBeNull();
    expect(findOpposingParty("my wife is pregnant", "family")).toEqual({ name: null, relation: "wife" });
  });

  it("does not make a family member the other side of an injury claim", () => {
    expect(findOpposingParty("my wife was injured when the other driver ran a red light", "injury")).toEqual({
      name: null,
      relation: "other driver",
    });
  });

  it("reads a direct answer", () => {
    expect(parsePartyAnswer("her name is mary jones", "wife", "family")).toEqual({
      kind: "party",
      party: { name: "Mary Jones", relation: "wife" },
    });
    expect(parsePartyAnswer("nobody", null, "civil")).toEqual({ kind: "none" });
    expect(parsePartyAnswer("It's my landlord, Parkview Apartments", null, "contract")).toEqual({
      kind: "party",
      party: { name: "Parkview Apartments", relation: "landlord" },
    });
  });
});
