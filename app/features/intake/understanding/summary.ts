import { placeText } from "./places.ts";
import { WRITTEN_FOR } from "./writer.ts";
import { subArea } from "./practice-areas.ts";
import { keyDateLabel } from "./narrative-urgency.ts";
import type { NarrativeParty, NarrativeUnderstanding } from "./types.ts";
import { clipText, sentencesOf } from "./text.ts";

/**
 * The matter summary a lawyer reads first, written in the firm's language from the understanding:
 * who, against whom, what happened in order, where, the key dates, what the visitor wants. The
 * visitor's own words stay in the transcript. At most SUMMARY_MAX characters.
 */

export const SUMMARY_MAX = 1200;

const WANTS =
  /\b(i (?:want|need|would like|wish|hope)|we (?:want|need)|can (?:you|someone)|(?:is|are) there (?:any|anything)|how (?:do|can) i|what (?:can|should) i|help me)\b[^.!?]*/i;
const PREAMBLE =
  /^\s*(?:hi|hello|hey|dear|good (?:morning|afternoon|evening)|thanks?|thank you|please|my name is|i'?m \w+\.?$|i am \w+\.?$)\b/i;
export const EVENT =
  /\b(fired|evict\w*|served|sued|filed|hit|crash\w*|arrested|charged|denied|refus\w*|stopped|took|owe\w*|garnish\w*|terminat\w*|laid off|notice|letter|papers|hearing|court|injur\w*|fell|signed|moved|died|won'?t|didn'?t|never)\b/i;

function partyText(party: NarrativeParty): string {
  const name = party.name || "name not given";
  const aliases = party.aliases.filter((a) => a.toLowerCase() !== party.name.toLowerCase());
  const aliasText = aliases.length > 0 ? ` (also named: ${aliases.join(", ")})` : "";
  return party.description ? `${name}, ${party.description}${aliasText}` : `${name}${aliasText}`;
}

export function writeSummary(
  understanding: NarrativeUnderstanding,
  texts: readonly string[],
  now: Date,
  service: string | null,
): string {
  const parties = understanding.parties;
  // A message written for another is that person's matter, whoever signs it ("I'm Sam, just helping her").
  const writtenFor = parties.find((p) => p.role === "client" && p.description === WRITTEN_FOR)?.name;
  const client =
    writtenFor ?? understanding.visitorName ?? parties.find((p) => p.role === "client")?.name ?? "The visitor";
  const opposing = parties.filter((p) => p.role === "opposing");
  // Names with no role in the story ("Charlotte", a bare name) are left to the transcript.
  const others = parties.filter(
    (p) =>
      p.role !== "opposing" &&
      p.role !== "client" &&
      p.name &&
      (p.role !== "other" || p.description) &&
      p.name.toLowerCase() !== client.toLowerCase(),
  );
  const area = subArea(understanding.practiceArea);
  const parts: string[] = [];
  // The sub-area names the matter unless the firm filed it under another service than the sub-area's.
  const sameService = !service || !understanding.service || understanding.service === service;
  const matterKind = area && sameService ? area.label : service ? service.toLowerCase() : area ? area.label : "legal";
  let lead = `${client} seeks help with ${/^[aeiou]/i.test(matterKind) ? "an" : "a"} ${matterKind} matter`;
  if (opposing.length > 0) lead += ` against ${opposing.map(partyText).join("; ")}`;
  const where = placeText(understanding.place);
  if (where) lead += ` in ${where}`;
  parts.push(`${lead}.`);
  if (understanding.outsideServices)
    parts.push("This is outside the firm's listed services; the visitor was offered the firm's referral information.");
  if (others.length > 0)
    parts.push(
      `Also involved: ${others.map((p) => `${p.name} (${p.role}${p.description ? `, ${p.description}` : ""})`).join("; ")}.`,
    );

  const dated = [...understanding.keyDates].sort((a, b) => a.iso.localeCompare(b.iso));
  const past = dated.filter((d) => d.iso.slice(0, 10) <= now.toISOString().slice(0, 10));
  const future = dated.filter((d) => d.iso.slice(0, 10) > now.toISOString().slice(0, 10));
  const sentences = texts.flatMap(sentencesOf);
  // The account's sentences, less greetings, introductions and questions.
  const events = sentences.filter((s) => !s.trim().endsWith("?") && !PREAMBLE.test(s) && s.split(/\s+/).length >= 4);
  // What happened, in order: dated events first by date, then the other event sentences as told.
  const ordered: string[] = [];
  for (const date of past) ordered.push(`${date.iso.slice(0, 10)}: ${clipText(date.sentence, 160)}`);
  for (const sentence of events) {
    if (past.some((d) => d.sentence === sentence.trim())) continue;
    if (ordered.length >= 5) break;
    ordered.push(clipText(sentence, 160));
  }
  if (ordered.length > 0) parts.push(`What happened: ${ordered.map((s) => s.replace(/[.!]+$/, "")).join("; ")}.`);
  if (future.length > 0) parts.push(`Key dates: ${future.map((d) => keyDateLabel(d, now)).join("; ")}.`);
  if (understanding.urgency.level === "emergency" || understanding.urgency.level === "high") {
    parts.push(
      `Urgency: ${understanding.urgency.level}${understanding.urgency.reason ? ` (${understanding.urgency.reason})` : ""}.`,
    );
  }
  const wants = texts.map((t) => WANTS.exec(t)?.[0]).find(Boolean);
  if (wants)
    parts.push(`The visitor wants: ${clipText(wants.replace(/^i (want|need|would like)( to)?\s*/i, ""), 160)}.`);

  let summary = "";
  for (const part of parts) {
    if ((summary + (summary ? " " : "") + part).length > SUMMARY_MAX) break;
    summary += (summary ? " " : "") + part;
  }
  return summary || clipText(parts[0] ?? "", SUMMARY_MAX);
}
