import { randomUUID } from "node:crypto";
import { db, transaction } from "../../../../db/client.ts";
import type { Conversation, MatterRow } from "../../../../db/tables.ts";
import { send } from "../../../../jobs/queue.ts";
import { env } from "~/lib/env.server.ts";
import { generateCasePdf } from "~/features/case-pdf/generate-case-pdf.server.ts";
import { describeError, logger } from "~/lib/logger.server.ts";
import {
  createMatter,
  ensureChecklist,
  getMatterForConversation,
  matterCanvasOf,
  requestLawyerReview,
  updateMatter,
  viewMatter,
} from "~/features/matters/matters.server.ts";
import type { IntakeOrganization } from "~/features/organizations/get-intake-organization.server.ts";
import { searchLawyers } from "~/features/lawyers/search-lawyers.server.ts";
import { consultationFeeRequired, createConsultationPayment } from "~/features/payments/consultation-payment.server.ts";
import { normalizeContactFormConfig } from "~/features/intake/contact-form.ts";
import { withPhoneField } from "~/features/intake/contact-form-phone.server.ts";
import { withoutOthersLocation } from "~/features/intake/contact-location.ts";
import type { NarrativeParty } from "~/features/intake/understanding/types.ts";
import { isConflictHold, recordConflictCheck } from "~/features/conflicts/record-conflict-check.server.ts";
import { requestEmergencyReview } from "~/features/triage/request-emergency-review.server.ts";
import { deadlineNoticeGuidance } from "~/features/triage/deadline-notice.ts";
import type { Block } from "./blocks.ts";
import type { StreamEvent } from "./events.ts";
import { agentText } from "./builtin/agent-text.ts";
import { toolProgressKeys } from "./events.ts";
import type { ContactDetails, ToolOutcome } from "./provider.ts";
import { understandNarrative } from "~/features/intake/understanding/index.ts";
import type { NarrativeUnderstanding } from "~/features/intake/understanding/types.ts";
import { completeFromText, type MatterFieldsFromModel } from "./structured-matter.ts";
import { isToolName, type ToolName, toolArgumentSchemas } from "./tools.ts";
import { recordToolCall } from "~/features/intake-record/record-intake-events.server.ts";
import { messagesOf } from "~/features/conversations/messages.server.ts";

/**
 * Executes the agent's tools for one turn. Scope (organization, conversation) comes from the
 * turn, never from the model's arguments. Each call is validated, run in a transaction, recorded
 * and announced (tool_call, tool_result) as it happens.
 */
export type ToolContext = {
  organization: IntakeOrganization;
  conversation: Conversation;
  contact: ContactDetails | null;
  emit: (event: StreamEvent) => void;
  /** Called after each tool with what the message should now carry. */
  record: (call: { id: string; name: string; args: unknown; outcome: ToolOutcome }) => Promise<void>;
  /** The visitor's words as the extraction layer reads them, shared by every tool of the turn (turnUnderstanding); read afresh when absent. */
  understanding?: TurnUnderstanding;
  /** The visitor's language this turn, for the progress labels they see. */
  language?: string | null;
};

export type TurnUnderstanding = () => Promise<NarrativeUnderstanding | null>;

/**
 * What the visitor's own words say, read once per turn: the first create_matter or update_matter
 * reads the messages and runs the extraction, later calls of the same turn reuse it (the visitor
 * writes nothing between them). A failed read is not kept, so the next call tries again.
 */
export function turnUnderstanding(
  scope: { organizationId: string; conversationId: string },
  language: string | null,
): TurnUnderstanding {
  let pending: Promise<NarrativeUnderstanding | null> | null = null;
  return () => {
    pending ??= visitorUnderstanding(scope, language, new Date()).catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

export async function executeTool(context: ToolContext, name: string, rawArgs: unknown): Promise<ToolOutcome> {
  const toolCallId = `call_${randomUUID()}`;
  if (!isToolName(name)) {
    const outcome: ToolOutcome = { ok: false, error: `Unknown tool: ${name}` };
    await context.record({ id: toolCallId, name, args: rawArgs, outcome });
    return outcome;
  }
  const labelKey = toolProgressKeys[name];
  const label = labelKey ? agentText(context.language ?? context.conversation.visitor_language)(labelKey) : null;
  context.emit({ type: "tool_call", toolCallId, name, label });
  const parsed = toolArgumentSchemas[name].safeParse(rawArgs ?? {});
  let outcome: ToolOutcome;
  if (!parsed.success) {
    outcome = {
      ok: false,
      error: `Invalid arguments: ${parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`).join("; ")}`,
    };
  } else {
    try {
      outcome = await runTool(context, name, parsed.data);
    } catch (error) {
      if (!(error instanceof ToolRefusal)) {
        logger.error("agent.tool.failed", {
          tool: name,
          conversationId: context.conversation.id,
          ...describeError(error),
        });
      }
      outcome = {
        ok: false,
        error: error instanceof ToolRefusal ? error.message : "The tool failed; try again later.",
      };
    }
  }
  await context.record({ id: toolCallId, name, args: rawArgs, outcome });
  await recordToolCall(
    db,
    { organizationId: context.organization.id, conversationId: context.conversation.id },
    { id: toolCallId, name, args: rawArgs, outcome },
  );
  const block = outcome.ok ? outcome.block : null;
  context.emit({
    type: "tool_result",
    toolCallId,
    name,
    ok: outcome.ok,
    block,
    error: outcome.ok ? null : outcome.error,
  });
  if (block?.type === "contactForm") context.emit({ type: "contact_form", block });
  return outcome;
}

const understandingOf = (context: ToolContext) =>
  (
    context.understanding ??
    turnUnderstanding(
      { organizationId: context.organization.id, conversationId: context.conversation.id },
      context.conversation.visitor_language ?? null,
    )
  )();

/** A tool that cannot run now (e.g. no matter yet): the model is told why and can recover. */
class ToolRefusal extends Error {}

async function runTool(context: ToolContext, name: ToolName, args: any): Promise<ToolOutcome> {
  const { organization, conversation } = context;
  const scope = { organizationId: organization.id, conversationId: conversation.id };
  switch (name) {
    case "show_contact_form": {
      // The visitor's location, never the other side's city the model (or the interview) picked up.
      const suggested = withoutOthersLocation(args.initialValues ?? {}, await visitorMessages(scope, "latest"));
      const config = withPhoneField(
        normalizeContactFormConfig({
          ...args,
          initialValues: { ...suggested, ...(context.contact ?? {}) },
        }),
      );
      return {
        ok: true,
        result: { shown: true, fields: config.fields, alreadySubmitted: context.contact !== null },
        block: { type: "contactForm", data: config },
      };
    }
    case "create_matter": {
      const existing = await getMatterForConversation(db, scope);
      const fromText = await understandingOf(context);
      const understood = understoodFields(args, existing, context.contact, fromText);
      // A likely conflict (ADR 0041): the matter is recorded for the firm, without more facts.
      // The parties are checked before the facts are stored: a hold keeps them out.
      const clientName = context.contact?.name ?? args.clientName ?? null;
      const checked = [
        ...namedParties(clientName, understood.opposingParty ?? existing?.opposing_party ?? null),
        ...(understood.parties ?? []),
      ];
      const { hold } = await recordConflictCheck(db, scope, checked);
      if (hold) args = { ...args, answers: {} };
      const { matter, created } = await transaction((trx) =>
        createMatter(
          trx,
          {
            ...scope,
            organizationSlug: organization.slug,
            paymentRequired: consultationFeeRequired(organization.config),
          },
          {
            ...args,
            ...understood,
            // What the visitor typed into the contact form beats what the model inferred.
            clientName: context.contact?.name ?? args.clientName ?? null,
            // A second create_matter keeps the recorded opposing party unless a better one came.
            opposingParty: understood.opposingParty ?? (existing ? undefined : null),
          },
        ),
      );
      return matterOutcome(matter, { created, ...(await afterMatterWrite(scope, matter.id)) });
    }
    case "update_matter": {
      const existing = await getMatterForConversation(db, scope);
      if (!existing) throw new ToolRefusal("There is no matter yet: call create_matter first.");
      if (
        (args.service !== undefined || args.matterSummary !== undefined || args.answers !== undefined) &&
        (await isConflictHold(db, scope))
      ) {
        throw new ToolRefusal(conflictHoldRefusal);
      }
      const fromText = await understandingOf(context);
      const matter = await transaction((trx) =>
        updateMatter(
          trx,
          { ...scope, matterId: existing.id },
          { ...args, ...understoodFields(args, existing, context.contact, fromText) },
        ),
      );
      return matterOutcome(matter, { created: false, ...(await afterMatterWrite(scope, matter.id)) });
    }
    case "show_document_checklist": {
      const matter = await getMatterForConversation(db, scope);
      if (!matter) throw new ToolRefusal("There is no matter yet: call create_matter first.");
      const checklist = await ensureChecklist(db, scope, matter);
      return {
        ok: true,
        result: {
          documents: checklist.documents.map((document) => ({
            name: document.name,
            required: document.required,
            status: document.status,
          })),
        },
        block: { type: "documentChecklist", data: checklist },
      };
    }
    case "create_payment_invoice": {
      const matter = await getMatterForConversation(db, scope);
      if (!matter) throw new ToolRefusal("There is no matter yet: call create_matter first.");
      if (!consultationFeeRequired(organization.config))
        throw new ToolRefusal("This firm takes no consultation fee online; continue without it.");
      const payment = await createConsultationPayment(db, {
        organizationId: organization.id,
        conversationId: conversation.id,
        matterId: matter.id,
        organizationSlug: organization.slug,
        organizationName: organization.name,
        amountUsd: organization.config.consultationFee,
        description: args.description ?? `Consultation fee for matter ${matter.matter_number}`,
        paymentLink: organization.config.paymentLink,
      });
      if (payment.kind === "unavailable") {
        return {
          ok: true,
          result: { paymentRequired: false, note: "The firm collects no payment online; continue without it." },
          block: null,
        };
      }
      return {
        ok: true,
        result: {
          paymentUrl: payment.embed.paymentUrl,
          amount: payment.embed.amount,
          paid: payment.embed.paymentId !== null,
        },
        block: { type: "paymentEmbed", data: payment.embed },
      };
    }
    case "request_lawyer_review": {
      const matter = await getMatterForConversation(db, scope);
      if (!matter) throw new ToolRefusal("There is no matter yet: call create_matter first.");
      const ownerEmail = organization.config.ownerEmail;
      await transaction(async (trx) => {
        const alreadyRequested = matter.review_requested_at !== null;
        await requestLawyerReview(trx, scope, matter.id, args.reason ?? null);
        if (!alreadyRequested && ownerEmail) {
          const link = `${new URL(env().APP_URL).origin}/?organizationId=${organization.slug}`;
          await send(
            "send-email",
            {
              to: ownerEmail,
              subject: `Matter ${matter.matter_number} is ready for review`,
              text:
                `A new intake matter is waiting for a lawyer's review.\n\n` +
                `Matter: ${matter.matter_number}\nService: ${matter.service ?? "Not identified"}\n\n` +
                `Open Parley to review it: ${link}\n\nThis e-mail deliberately contains no client details.`,
            },
            { trx },
          );
        }
      });
      return { ok: true, result: { reviewRequested: true, matterNumber: matter.matter_number }, block: null };
    }
    case "search_lawyers": {
      // "General Consultation" is not a practice area: it searches the whole directory.
      const practiceArea =
        args.practiceArea && !/^general( consultation)?$/i.test(args.practiceArea) ? args.practiceArea : undefined;
      const query = {
        practiceArea,
        location: args.location || undefined,
        language: args.language || undefined,
        maxFee: args.maxFee,
        q: args.query || undefined,
      };
      const results = await searchLawyers({ organizationId: organization.id }, query);
      return {
        ok: true,
        // The model gets what it needs to talk about the results; contact details stay in the cards.
        result: {
          total: results.total,
          lawyers: results.lawyers.map((lawyer) => ({
            name: lawyer.name,
            firm: lawyer.firm,
            practiceAreas: lawyer.practiceAreas,
            location: lawyer.location,
            rating: lawyer.rating,
            reviewCount: lawyer.reviewCount,
            consultationFee: lawyer.consultationFee,
            languages: lawyer.languages,
          })),
        },
        block: {
          type: "lawyerSearchResults",
          data: { ...results, matterType: args.practiceArea ?? "", organizationSlug: organization.slug, query },
        },
      };
    }
    case "generate_case_pdf": {
      const matter = await getMatterForConversation(db, scope);
      if (!matter) throw new ToolRefusal("There is no matter yet: call create_matter first.");
      const generated = await generateCasePdf({ organizationId: organization.id, matterId: matter.id });
      if (!generated) throw new ToolRefusal("There is no matter yet: call create_matter first.");
      const { fileId, ...pdf } = generated.pdf;
      return {
        ok: true,
        result: { filename: pdf.filename, size: pdf.size, url: `/api/files/${fileId}` },
        block: { type: "generatedPDF", data: pdf },
      };
    }
  }
}

/**
 * Parties, key dates and the opposing party from the model's arguments, checked and merged with
 * what the matter already records (structured-matter.ts). The contact form's opposing party, typed
 * by the visitor, beats the model's; a name the checks reject changes nothing.
 */
function understoodFields(
  args: MatterFieldsFromModel,
  existing: MatterRow | null,
  contact: ContactDetails | null,
  fromText: NarrativeUnderstanding | null,
) {
  const previous = { parties: existing?.parties ?? [], keyDates: existing?.key_dates ?? [] };
  const completed = completeFromText(args, previous, fromText);
  const opposingParty = contact?.opposingParty?.trim() || completed.opposingParty;
  const place = fromText?.place;
  // The model gave no place: the one the visitor's words name (the case's court beats their home).
  const jurisdiction =
    args.jurisdiction == null && !existing?.jurisdiction && place?.state
      ? { city: place.city, county: place.county, state: place.state, country: place.country ?? "US" }
      : undefined;
  return {
    ...(completed.parties !== previous.parties ? { parties: completed.parties } : {}),
    ...(completed.keyDates !== previous.keyDates ? { keyDates: completed.keyDates } : {}),
    ...(jurisdiction ? { jurisdiction } : {}),
    opposingParty: opposingParty ?? undefined,
  };
}

/**
 * What the visitor's own words say (the extraction layer, DESIGN §4), to check and complete the
 * model's tool arguments. The layer reads English; in another language the model's reading stands.
 */
async function visitorUnderstanding(
  scope: { organizationId: string; conversationId: string },
  language: string | null,
  now: Date,
): Promise<NarrativeUnderstanding | null> {
  if (language && language !== "en") return null;
  const text = (await visitorMessages(scope, "first")).join("\n\n").trim();
  return text === "" ? null : understandNarrative(text, { now });
}

/** The visitor and the other side as the tool arguments or the contact form name them. */
function namedParties(clientName: string | null, opposingParty: string | null): NarrativeParty[] {
  const party = (name: string, role: "client" | "opposing"): NarrativeParty => ({
    name,
    role,
    kind: "unknown",
    description: null,
    aliases: [],
  });
  return [
    ...(clientName ? [party(clientName, "client")] : []),
    ...(opposingParty ? [party(opposingParty, "opposing")] : []),
  ];
}

const conflictHoldRefusal =
  "The firm must check a possible conflict before any more facts are collected. Take contact details only and tell the visitor the firm will be in touch; do not mention a conflict or any name.";

/**
 * After the matter is written (both providers): the conflict check on its parties (ADR 0041) and,
 * for a hearing or deadline within 7 days, the same-day review (ADR 0042). What the model needs
 * to tell the visitor comes back in the tool result.
 */
async function afterMatterWrite(
  scope: { organizationId: string; conversationId: string },
  matterId: string,
): Promise<Record<string, unknown>> {
  const conflict = await recordConflictCheck(db, scope, []);
  const emergency = await requestEmergencyReview(db, { ...scope, matterId });
  return {
    ...(conflict.hold ? { conflictHold: true, note: conflictHoldRefusal } : {}),
    ...(emergency.decidingDate
      ? { deadlineNoted: emergency.decidingDate.date, deadlineNotice: deadlineNoticeGuidance(emergency.decidingDate) }
      : {}),
  };
}

function matterOutcome(matter: Parameters<typeof viewMatter>[0], extra: Record<string, unknown>): ToolOutcome {
  const view = viewMatter(matter);
  const block: Block = { type: "matterCanvas", data: matterCanvasOf(matter) };
  return {
    ok: true,
    result: {
      ...extra,
      matterNumber: matter.matter_number,
      status: view.status,
      missingInformation: view.missing.map((hint) => hint.code),
      // What was recorded after the checks, so the model sees a dropped date or party.
      recorded: {
        opposingParty: matter.opposing_party,
        parties: matter.parties.length,
        keyDates: matter.key_dates.map((date) => date.iso),
      },
    },
    block,
  };
}

/**
 * What the visitor wrote in this conversation: their first 40 messages (the story as they told
 * it) or their latest 40 (for the contact form's location), oldest first or newest first.
 */
async function visitorMessages(
  scope: { organizationId: string; conversationId: string },
  which: "first" | "latest",
): Promise<string[]> {
  const rows = await messagesOf(db, scope)
    .select("content")
    .where("role", "=", "user")
    .orderBy("seq", which === "first" ? "asc" : "desc")
    .limit(40)
    .execute();
  return rows.map((row) => row.content);
}
