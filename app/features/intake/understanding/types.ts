/**
 * What the extraction layer reads from a visitor's words (DESIGN §4, issue 13). One shape for both
 * providers: the built-in agent fills it from the text, the openai provider from its tool arguments,
 * and the layer checks and completes what the model returned. Client-safe (type-only imports).
 *
 * This file is the contract between the understanding layer (parties, places, dates, practice
 * area), deadline triage (key dates, urgency), the conflict check (party index) and the providers.
 */

// The stored shapes (parties and key dates live in JSON columns) are defined beside the table in
// db/column-types.ts, the lower layer, and re-exported here; a type-only import, so still client-safe.
import type { KeyDate, KeyDateKind, NarrativeParty, PartyKind, PartyRole } from "../../../../db/tables.ts";

export type { KeyDate, KeyDateKind, NarrativeParty, PartyKind, PartyRole };

export type NarrativePlace = {
  city: string | null;
  county: string | null;
  /** Two-letter USPS code for US states. */
  state: string | null;
  country: string | null;
  /** Where this place was taken from, e.g. "the court" or "the visitor's home". */
  source: "case" | "court" | "home" | "incident" | "unknown";
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

/** Every kind of key date, in the order a model is offered them. */
export const KEY_DATE_KINDS = [
  "hearing",
  "court_date",
  "response_deadline",
  "filing_deadline",
  "offer_expiry",
  "move_out",
  "incident",
  "employment_end",
  "appointment",
  "other",
] as const satisfies readonly KeyDateKind[];
