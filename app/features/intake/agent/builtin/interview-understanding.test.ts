import { beforeAll, describe, expect, it } from "vitest";
import { warmUnderstanding } from "~/features/intake/understanding/index.ts";
import { harborLegal, InterviewChat } from "./fresh-world.fixtures.ts";
import { type OrganizationBrief, planTurn } from "./interview.ts";

// The gazetteer and the NLP lexicon load once, before the timed tests.
beforeAll(() => warmUnderstanding(), 60_000);

/** The interview with the understanding layer (issue 13, ADR 0040): long messy first messages. */
const NOW = new Date("2026-03-22T15:00:00Z");

const FIRM: OrganizationBrief = harborLegal();

/** A conversation on this file's day with the demo firm (or another). */
class Chat extends InterviewChat {
  constructor(firm: OrganizationBrief = FIRM) {
    super(NOW, firm);
  }

  override finish(name = "Dana Reyes") {
    return super.finish(name)!;
  }
}

const KYLE =
  "hi so my landlord kyle from Whitfield Properties LLC gave me court papers last week, its an eviction and the hearing is set for april 1st at 9am at the Halden County Court. " +
  "my neighbour Bev who is helping me write this says i should get a lawyer. i live in brooklyn park and i paid rent every month, i want to stay in my apartment";

describe("the other side before the story", () => {
  it("asks who the other side is first, then what happened, and never asks for the other side again", () => {
    const chat = new Chat();
    expect(chat.send("hello")).toMatch(/who is on the other side/i);
    const next = chat.send("my landlord, Whitfield Properties LLC");
    expect(next).toMatch(/^Thank you\./);
    expect(next).toMatch(/what happened/i);
    chat.send("they say i owe rent and gave me an eviction notice, the hearing is next friday. i live in St. Paul");
    const matter = chat.finish();
    expect(matter.opposingParty).toBe("Whitfield Properties LLC");
    expect(chat.all()).not.toMatch(/landlord's (full )?name|name of your landlord|other side of this/i);
  });

  it("thanks a visitor who tells the story instead, and never asks for the story again", () => {
    const chat = new Chat();
    chat.send("hello");
    const reply = chat.send(KYLE);
    expect(reply).not.toMatch(/what happened\?|in a few sentences/i);
    expect(reply).not.toMatch(/landlord|other side/i);
    const matter = chat.finish();
    expect(matter.opposingParty).toBe("Whitfield Properties LLC");
  });
});

describe("a long first message", () => {
  it("files the right other side, place, key date and urgency, and asks none of them again", () => {
    const chat = new Chat();
    chat.send(KYLE);
    const matter = chat.finish();
    const asked = chat.all();
    expect(asked).not.toMatch(
      /landlord's (full )?name|which state|where (are you|do you live)|has a lawsuit been filed|court date/i,
    );
    expect(matter.opposingParty).toBe("Whitfield Properties LLC");
    expect(matter.parties).toContainEqual(
      expect.objectContaining({ name: "Whitfield Properties LLC", role: "opposing", aliases: ["Kyle"] }),
    );
    expect(matter.parties).toContainEqual(expect.objectContaining({ name: "Bev", role: "helper" }));
    expect(matter.jurisdiction).toMatchObject({ city: "Brooklyn Park", county: "Halden County", state: "MN" });
    expect(matter.keyDates).toContainEqual(expect.objectContaining({ iso: "2026-04-01T09:00", kind: "hearing" }));
    expect(matter.urgency).toBe("high");
    expect(matter.urgencyReason).toBe("Hearing in 10 days: 2026-04-01, Halden County Court");
    expect(matter.practiceArea).toBe("eviction");
  });

  it("writes the summary instead of quoting the visitor, within 1,200 characters", () => {
    const chat = new Chat();
    chat.send(KYLE);
    const { matterSummary } = chat.finish();
    expect(matterSummary.length).toBeLessThanOrEqual(1200);
    expect(matterSummary).toMatch(
      /^Dana Reyes seeks help with a landlord-tenant \(eviction\) matter against Whitfield Properties LLC/,
    );
    expect(matterSummary).toContain("Hearing in 10 days: 2026-04-01, Halden County Court");
    expect(matterSummary).not.toMatch(/In their words/);
  });
});

describe("the conflict check's call site", () => {
  it("reports the parties on the turn the other side becomes known, and only then", () => {
    const first = planTurn({ memory: null, userText: "hello", organization: FIRM, world: new Chat().world, now: NOW });
    expect(first.partiesKnown).toBeNull();
    const second = planTurn({
      memory: first.memory,
      userText: "my landlord, Whitfield Properties LLC",
      organization: FIRM,
      world: new Chat().world,
      now: NOW,
    });
    expect(second.partiesKnown).toContainEqual(
      expect.objectContaining({ name: "Whitfield Properties LLC", role: "opposing" }),
    );
    const third = planTurn({
      memory: second.memory,
      userText: "they want me out because i complained about mold",
      organization: FIRM,
      world: new Chat().world,
      now: NOW,
    });
    expect(third.partiesKnown).toBeNull();
  });

  it("tells the visitor the firm noted the hearing and that the date still stands", () => {
    const chat = new Chat();
    chat.send(KYLE);
    chat.finish();
    expect(chat.all()).toContain(
      "The firm has noted the date: Hearing in 10 days: 2026-04-01, Halden County Court. That date still stands",
    );
  });
});

describe("non-answers", () => {
  it("never stores 'I just told you' as the other side, and keeps the name that follows it", () => {
    const chat = new Chat();
    chat.send("My employer stopped paying my overtime three months ago and I want to get paid what I am owed.");
    chat.send("Dana Reyes");
    expect(chat.memory?.pending?.kind).toBe("opposing");
    chat.send("I just told you, Kyle Whitfield");
    expect(chat.memory?.opposing.party?.name).toBe("Kyle Whitfield");
  });

  it("stores nothing for a bare non-answer and does not ask for the other side again", () => {
    const chat = new Chat();
    chat.send("My employer stopped paying my overtime three months ago and I want to get paid what I am owed.");
    chat.send("Dana Reyes");
    chat.send("why do you need that");
    expect(chat.memory?.opposing.party).toBeNull();
    const matter = chat.finish();
    expect(matter.opposingParty).toBeNull();
    expect(JSON.stringify(matter.answers)).not.toMatch(/why do you need that|not sure/i);
    expect(chat.all().match(/name of the employer/gi)?.length ?? 0).toBeLessThanOrEqual(1);
  });

  it("stores an answer under the one question it answers, not under several", () => {
    const chat = new Chat();
    chat.send("I was fired last week by Acme Logistics Inc after I complained to HR about harassment.");
    const matter = chat.finish();
    const values = Object.values(matter.answers).filter((v) => v !== "Not provided");
    expect(new Set(values).size).toBe(values.length);
  });
});

describe("a matter the firm does not handle", () => {
  it("says so honestly, offers the referral text and records it as outside the firm's services", () => {
    const chat = new Chat({ ...FIRM, referralText: "The Minnesota State Bar's referral line can help: 612-555-0199." });
    const reply = chat.send(
      "i have a removal hearing in immigration court on april 14 2026, DHS says i overstayed my visa",
    );
    expect(reply).toMatch(/not among the services Harbor Legal handles/);
    expect(reply).toContain("The Minnesota State Bar's referral line can help");
    expect(reply).not.toMatch(/\*\*Criminal\*\*/);
    const matter = chat.finish();
    expect(matter.outsideServices).toBe(true);
    expect(matter.practiceArea).toBe("immigration-removal");
    expect(matter.service).toBe("General Consultation");
  });
});

describe("places the visitor named", () => {
  it.each([
    [
      "My landlord Oakridge Realty won't return my security deposit. I live in St. Paul.",
      { city: "Saint Paul", state: "MN" },
    ],
    [
      "My ex-wife Maria Lopez won't let me see my kids and I live in brooklyn park",
      { city: "Brooklyn Park", state: "MN" },
    ],
  ])("does not ask which state after %s", (story, place) => {
    const chat = new Chat();
    chat.send(story);
    const matter = chat.finish();
    expect(chat.all()).not.toMatch(/which state|what state|where are you located/i);
    expect(matter.jurisdiction).toMatchObject(place);
  });
});

describe("the visitor's language", () => {
  it("asks its questions from the agent namespace in the visitor's language", () => {
    const spanish = new Chat({ ...FIRM, language: "es" });
    expect(spanish.send("hola")).toContain("¿quién es la otra parte de su asunto");
    expect(spanish.send("mi arrendador, Whitfield Properties LLC")).toContain(
      "¿Podría contarme, en pocas frases, qué pasó?",
    );
    // Another conversation in English right after is not affected.
    expect(new Chat().send("hello")).toContain("who is on the other side");
  });
});

describe("what the first message already says is never asked (session 6)", () => {
  const serviceOf = (chat: Chat) => chat.created?.service ?? chat.memory?.service ?? null;

  it("files a lawsuit over a card under Civil, though an ex-husband is mentioned", () => {
    const chat = new Chat();
    chat.send(
      "portfolio recovery associates is suing me for $2,870 over a store card my ex-wife opened. the summons came on march 16 and i have 20 days to answer. i'm in akron ohio",
    );
    expect(serviceOf(chat)).toBe("Civil");
    chat.finish();
    expect(chat.all()).not.toMatch(/divorce|married|separat/i);
  });

  it("settles keywords torn between two services by the story's practice area", () => {
    const chat = new Chat();
    const reply = chat.send(
      "my landlord put a padlock on my door yesterday and changed the locks, my insulin is inside. the cops said it's a civil thing. i rent a room from him in flint michigan",
    );
    expect(reply).not.toMatch(/which is closest/i);
    expect(serviceOf(chat)).toBe("Civil");
  });

  it("takes an order from a named court as the existing order", () => {
    const chat = new Chat();
    chat.send(
      "my daughter's mother, Keisha Long, moved to ohio with our daughter without telling me. there is an order from the superior court in cobb county giving us joint custody. i live in marietta georgia",
    );
    chat.finish();
    expect(chat.all()).not.toMatch(/existing court order|case already filed/i);
  });

  it.each([
    [
      "joint custody from a divorce",
      "my ex wife wants to take the kids to texas in january. we have joint custody from our divorce in ingham county. i live in lansing",
    ],
    [
      "a warrant for a missed court date",
      "i found out i have a warrant in orleans parish for missing court on old tickets. i live in kenner louisiana and work offshore",
    ],
  ])("takes %s as the existing order or case", (_, text) => {
    const chat = new Chat();
    chat.send(text);
    chat.finish();
    expect(chat.all()).not.toMatch(/existing court order|case already filed|is there a court date/i);
  });

  it("takes a DUI as the arrest, and the job a back was hurt at as the workplace", () => {
    const dui = new Chat();
    dui.send(
      "i got a dwi on saturday night in springfield missouri, my court date is april 9. i work as a school bus driver",
    );
    dui.finish();
    expect(dui.all()).not.toMatch(/have you been arrested/i);

    const hurt = new Chat();
    hurt.send(
      "i tore my shoulder lifting boxes on my shift at a distribution warehouse in reno nevada last week and my manager says it's not a work injury",
    );
    hurt.finish();
    expect(hurt.all()).not.toMatch(/how were you injured/i);
  });

  it("takes a complaint already made to a human rights commission as filed", () => {
    const chat = new Chat();
    chat.send(
      "my supervisor at a call center in tempe said i was too old to learn the new system and cut my shifts in half on march 2. i'm 58. i filed with the arizona civil rights division on march 12",
    );
    expect(serviceOf(chat)).toBe("Employment");
    chat.finish();
    expect(chat.all()).not.toMatch(/filed a complaint with HR, the EEOC or a state agency|discrimination, harassment/i);
  });

  it("takes a pedestrian hit by a ride-share car, or a dog bite, as how the visitor was hurt", () => {
    for (const story of [
      "a lyft ran me over in the crosswalk on 5th street in Omaha, Nebraska on march 3 and i broke my ankle",
      "a neighbor's german shepherd bit my hand through the fence in Fresno, California on march 9, i needed stitches",
    ]) {
      const chat = new Chat();
      chat.send(story);
      chat.finish();
      expect(chat.all()).not.toMatch(/how were you injured/i);
    }
  });

  it("takes 'our two boys' as the children, and never asks for them again in other words", () => {
    const told = new Chat();
    told.send(
      "my ex-wife Dana Lowe wants to move our two boys to Ohio and filed to change custody in Marion County, Indiana. i see them every other weekend",
    );
    told.finish();
    expect(told.all()).not.toMatch(/children involved|children together/i);

    const unsure = new Chat();
    unsure.send(
      "my cousin's husband Rick Dunn keeps calling me at work and threatening me, I want a protective order. I live in Tacoma, Washington",
    );
    unsure.finish();
    // The firm's question asked once and answered "not sure": its follow-up in other words is not asked.
    expect(unsure.all().match(/children involved|children together/gi) ?? []).toHaveLength(1);
    // A protective order against someone who is no spouse says nothing of a marriage of the visitor's.
    expect(unsure.all()).not.toMatch(/when did you get married/i);
  });

  it("takes a parenting plan as the existing order, and a garnished paycheck as a debt, not a job", () => {
    const plan = new Chat();
    plan.send(
      "my son's mom Alexis Ford wants to move to Denver with him in February. we have a parenting plan from Utah County from 2023 that gives me weekends. I live in Provo, Utah",
    );
    plan.finish();
    expect(plan.all()).not.toMatch(/existing court order|case already filed/i);

    const garnished = new Chat();
    garnished.send(
      "payroll told me my wages will be garnished from my next paycheck because Midland Funding got a judgment against me last year for an old store card. I live in Tulsa, Oklahoma",
    );
    expect(serviceOf(garnished)).toBe("Civil");
    garnished.finish();
    expect(garnished.all()).not.toMatch(/still employed|when did the job end/i);
  });

  it("files a clear tenant's story under its service when the keywords are torn between others (round 24)", () => {
    const chat = new Chat();
    const first = chat.send(
      "we rent a duplex in Akron, Ohio from Summit Rentals. since august there is black mold in the basement and the property manager only paints over it. we want to break the lease and get our deposit back",
    );
    expect(first).not.toMatch(/which is closest/i);
    expect(serviceOf(chat)).toBe("Civil");
  });

  it("reads a grab and comments about the body as harassment (round 24)", () => {
    const chat = new Chat();
    chat.send(
      "my shift lead at Crestview Foods in Erie, Pennsylvania keeps making comments about my body and last month he grabbed me in the cooler. I still work there.",
    );
    expect(serviceOf(chat)).toBe("Employment");
    chat.finish();
    expect(chat.all()).not.toMatch(/wages, discrimination, harassment/i);
  });
});

describe("a day of the story with no event word", () => {
  it("takes 'desde el 2 de marzo' for when it happened and does not ask again", () => {
    const chat = new Chat();
    chat.send(
      "Buenas tardes, rento una casa en Albany, Nueva York. No tenemos agua caliente desde el 2 de marzo y el techo del baño gotea. El dueño, el señor Gus Petrakis, dice que ya viene el plomero pero nunca viene. Yo pago la renta siempre a tiempo",
    );
    chat.send("i just told you");
    chat.send("idk");
    chat.finish();
    expect(chat.all()).not.toMatch(/when did (?:it|this|the events) happen/i);
  });
});
