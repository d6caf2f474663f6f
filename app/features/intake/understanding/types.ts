/**
 * What the extraction layer reads from a visitor's words (DESIGN §4, issue 13). One shape for both
 * providers: the built-in agent fills it from the text, the openai provider from its tool arguments,
 * and the layer checks and completes what the model returned. Client-safe, no imports.
 *
 * This file is the contract between the understanding layer (parties, places, dates, practice
 * area), deadline triage (key dates, urgency), the conflict check (party index) and the providers.
 */

/** Who a person or body is in the visitor's story. Only `opposing` is the other side. */
export type PartyRole = "client" | "opposing" | "family" | "witness" | "helper" | "official" | "other";
export type PartyKind = "person" | "company" | "agency" | "court" | "unknown";

export type NarrativeParty = {
  name: string;
  role: PartyRole;
  kind: PartyKind;
  /** What the text says about them, in a few words ("landlord", "property manager of Acme LLC"). */
  description: string | null;
  /** Other names for the same party in the text ("Kyle", "Kyle Whitfield", "Whitfield Properties"). */
  aliases: string[];
};

export type NarrativePlace = {
  city: string | null;
  county: string | null;
  /** Two-letter USPS code for US states. */
  state: string | null;
  country: string | null;
  /** Where this place was taken from, e.g. "the court" or "the visitor's home". */
  source: "case" | "court" | "home" | "incident" | "unknown";
};

export type KeyDateKind =
  | "hearing"
  | "court_date"
  | "response_deadline"
  | "filing_deadline"
  | "offer_expiry"
  | "move_out"
  | "incident"
  | "employment_end"
  | "appointment"
  | "other";

export type KeyDate = {
  /** ISO 8601 date (YYYY-MM-DD), or date-time when a time was given. */
  iso: string;
  kind: KeyDateKind;
  /** The words the date was read from ("april 1st at 9am"). */
  phrase: string;
  /** The sentence it came from, for the firm to check. */
  sentence: string;
  /** Where it happens, when the text says ("Halden County Court"). */
  place: string | null;
};

export type UrgencyLevel = "low" | "medium" | "high" | "emergency";

export type UrgencyAssessment = {
  level: UrgencyLevel;
  /** A short reason in the firm's language ("Hearing in 10 days: 2026-04-01"). */
  reason: string | null;
  /** The key date that decided it, when one did. */
  decidingDate: KeyDate | null;
};

/** A finer practice area under the firm's services (landlord-tenant under Housing, custody under Family...). */
export type PracticeAreaId = string;

export type NarrativeUnderstanding = {
  parties: NarrativeParty[];
  place: NarrativePlace | null;
  keyDates: KeyDate[];
  practiceArea: PracticeAreaId | null;
  urgency: UrgencyAssessment;
  /** Detected language of the visitor's text (ISO 639-1), or null when too short to tell. */
  language: string | null;
  /** Added by the understanding layer (optional, additive): the firm's service the practice area maps to. */
  service?: string | null;
  /** The practice area is one the firm does not handle (say so; offer the referral text). */
  outsideServices?: boolean;
  /** The visitor's name when the text states it ("my name is Dana"). */
  visitorName?: string | null;
  /** The narrative's own "today" (YYYY-MM-DD) when it stated one: later messages count from it too. */
  referenceDate?: string | null;
};
