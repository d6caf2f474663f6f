import { getFormProps, getSelectProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, Link } from "react-router";
import { db } from "../../../../../db/client.ts";
import { ErrorList, Field, FormErrors, SelectField, SubmitButton, TextareaField } from "~/components/forms.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Select } from "~/components/ui/input.tsx";
import { Label } from "~/components/ui/label.tsx";
import { addMatterNote } from "../../../../features/matters/add-matter-note.server.ts";
import { assignReviewingAttorney } from "../../../../features/matters/assign-reviewing-attorney.server.ts";
import { changeMatterStatus } from "../../../../features/matters/change-matter-status.server.ts";
import {
  AddNoteSchema,
  AssignReviewerSchema,
  ChangeStatusSchema,
  MatterActionSchema,
  matterNoteMaxLength,
  RateIntakeSchema,
  ratingCommentMaxLength,
  statusTitleMaxLength,
} from "../../../../features/matters/firm-schemas.ts";
import { getOrganizationMatter } from "../../../../features/matters/get-organization-matter.server.ts";
import { markMatterReviewed } from "../../../../features/matters/mark-matter-reviewed.server.ts";
import { allowedMatterActions, type MatterAction, matterStatuses } from "../../../../features/matters/matter-actions.ts";
import { requireMemberPage } from "../../../../features/matters/member-page-access.server.ts";
import { rateIntake } from "../../../../features/matters/rate-intake.server.ts";
import { resolveConflict } from "../../../../features/conflicts/resolve-conflict.server.ts";
import { keyDateText } from "../../../../features/triage/components/key-date-text.ts";
import { getMatterTriage } from "../../../../features/triage/matter-triage.server.ts";
import { redirectWithToast } from "../../../../features/toasts/toast.server.ts";
import { Markdown } from "../../../../components/markdown.tsx";
import { DomainError, httpStatusOf } from "../../../../lib/errors.ts";
import { isSameOriginRequest } from "../../../../lib/origin-check.server.ts";
import { getInstance } from "../../../../middleware/i18n.server.ts";
import { MatterStewardship } from "../../../../features/retention/components/matter-stewardship.tsx";
import { changeMatterStewardship, getMatterStewardship } from "../../../../features/retention/matter-stewardship.server.ts";
import { decideDeletionRequest } from "../../../../features/retention/deletion-request.server.ts";
import { DeletionDecisionSchema, StewardshipChangeSchema } from "../../../../features/retention/schemas.ts";
import type { Route } from "./+types/$matterId";

/**
 * /org/{organizationId}/matters/{matterId} (ADR 0030): one matter for the firm. The transcript,
 * summary and answers, contact details, documents and their analyses, the case PDF, payment, the
 * activity timeline and internal notes; the actions the member's role allows, each a plain POST
 * form answered with post/redirect/get and a toast.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const actor = await requireMemberPage(context, request, params.organizationId);
  const detail = await getOrganizationMatter(db, actor.organizationId, params.matterId);
  if (!detail) throw data(null, { status: 404 });
  const { matter } = detail;
  const triage = await getMatterTriage(db, actor.organizationId, matter);
  const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);
  return {
    organizationId: actor.organizationId,
    allowed: allowedMatterActions(actor.role),
    matter: {
      id: matter.id,
      matterNumber: matter.matter_number,
      status: matter.status,
      statusTitle: matter.status_title,
      service: matter.service,
      summary: matter.summary,
      answers: (matter.answers ?? {}) as Record<string, string>,
      urgency: matter.urgency ?? "unknown",
      jurisdiction: (matter.jurisdiction ?? null) as Record<string, string | null> | null,
      clientName: matter.client_name,
      opposingParty: matter.opposing_party,
      paymentRequired: matter.payment_required,
      paymentAmountCents: matter.payment_amount_cents,
      reviewRequestedAt: iso(matter.review_requested_at),
      reviewReason: matter.review_reason,
      reviewingAttorneyId: matter.reviewing_attorney_id,
      reviewedAt: iso(matter.reviewed_at),
      rating: matter.intake_rating,
      ratingComment: matter.intake_rating_comment,
      createdAt: iso(matter.created_at)!,
    },
    paymentState: detail.paymentState,
    contact: detail.contact,
    messages: detail.messages.map((message) => ({ ...message, createdAt: iso(message.createdAt)! })),
    documents: detail.documents.map((document) => ({ ...document, createdAt: iso(document.createdAt)! })),
    casePdf: detail.casePdf ? { ...detail.casePdf, createdAt: iso(detail.casePdf.createdAt)! } : null,
    activity: detail.activity.map((event) => ({ ...event, eventDate: iso(event.eventDate)! })),
    notes: detail.notes.map((note) => ({ ...note, createdAt: iso(note.createdAt)! })),
    reviewers: detail.reviewers,
    reviewerName: detail.reviewerName,
    reviewedByName: detail.reviewedByName,
    ratedByName: detail.ratedByName,
    triage,
    stewardship: await getMatterStewardship(db, actor, matter),
  };
}

const toastKeys: Record<MatterAction, string> = {
  "clear-conflict": "toasts.conflictCleared",
  "confirm-conflict": "toasts.conflictConfirmed",
  "assign-reviewer": "toasts.reviewerAssigned",
  "change-status": "toasts.statusChanged",
  close: "toasts.statusChanged",
  "add-note": "toasts.noteAdded",
  "rate-intake": "toasts.intakeRated",
  "mark-reviewed": "toasts.markedReviewed",
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = await requireMemberPage(context, request, params.organizationId);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: MatterActionSchema });
  const intent = String(formData.get("intent") ?? "");
  if (!isSameOriginRequest(request)) return data({ intent, result: submission.reply({ formErrors: ["firm:errors.crossSite"] }) }, { status: 403 });
  if (intent === "stewardship") return stewardshipAction(context, actor, params.matterId, formData);
  if (intent === "deletion-decision") return deletionDecisionAction(context, actor, params.matterId, formData);
  if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
  const input = submission.value;
  const matterId = params.matterId;
  try {
    switch (input.intent) {
      case "assign-reviewer":
        await assignReviewingAttorney(db, actor, { matterId, reviewerId: input.reviewerId });
        break;
      case "change-status":
        await changeMatterStatus(db, actor, { matterId, status: input.status, title: input.title });
        break;
      case "add-note":
        await addMatterNote(db, actor, { matterId, body: input.body });
        break;
      case "rate-intake":
        await rateIntake(db, actor, { matterId, rating: input.rating, comment: input.comment });
        break;
      case "mark-reviewed":
        await markMatterReviewed(db, actor, { matterId });
        break;
      case "clear-conflict":
      case "confirm-conflict":
        await resolveConflict(db, actor, { matterId, decision: input.intent === "clear-conflict" ? "clear" : "confirm" });
        break;
    }
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (error.code === "NOT_FOUND") throw data(null, { status: 404 });
    const message =
      error.code === "INSUFFICIENT_PERMISSIONS" ? "firm:errors.accessDenied" : error.code === "VALIDATION_FAILED"
          ? input.intent === "clear-conflict" || input.intent === "confirm-conflict"
            ? "firm:errors.noOpenConflict"
            : "firm:errors.reviewerNotEligible"
          : "firm:errors.failed";
    return data({ intent, result: submission.reply({ formErrors: [message] }) }, { status: httpStatusOf(error) });
  }
  const t = getInstance(context).getFixedT(null, "firm");
  return redirectWithToast(`/org/${actor.organizationId}/matters/${matterId}`, { type: "success", title: t(toastKeys[input.intent]) }, { status: 303 });
}

/** Legal hold and keeping (ADR 0057): its own schema and feature function, the same answers as the other intents. */
async function stewardshipAction(context: Route.ActionArgs["context"], actor: Awaited<ReturnType<typeof requireMemberPage>>, matterId: string, formData: FormData) {
  const submission = parseWithZod(formData, { schema: StewardshipChangeSchema });
  if (submission.status !== "success") return data({ intent: "stewardship", result: submission.reply() }, { status: 400 });
  try {
    await changeMatterStewardship(db, actor, { matterId, change: submission.value.change });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (error.code === "NOT_FOUND") throw data(null, { status: 404 });
    const message = error.code === "INSUFFICIENT_PERMISSIONS" ? "firm:errors.accessDenied" : "firm:errors.failed";
    return data({ intent: "stewardship", result: submission.reply({ formErrors: [message] }) }, { status: httpStatusOf(error) });
  }
  const t = getInstance(context).getFixedT(null, "stewardship");
  return redirectWithToast(`/org/${actor.organizationId}/matters/${matterId}`, { type: "success", title: t(`matter.toasts.${submission.value.change}`) }, { status: 303 });
}

/** A visitor's deletion request (ADR 0060): approve or decline with a reason; errors show in the stewardship panel. */
async function deletionDecisionAction(context: Route.ActionArgs["context"], actor: Awaited<ReturnType<typeof requireMemberPage>>, matterId: string, formData: FormData) {
  const submission = parseWithZod(formData, { schema: DeletionDecisionSchema });
  if (submission.status !== "success") return data({ intent: "stewardship", result: submission.reply() }, { status: 400 });
  const input = submission.value;
  try {
    await decideDeletionRequest(db, actor, input.decision === "approve" ? { matterId, decision: "approve" } : { matterId, decision: "decline", reason: input.reason ?? "" });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (error.code === "NOT_FOUND") throw data(null, { status: 404 });
    const message = error.code === "INSUFFICIENT_PERMISSIONS" ? "firm:errors.accessDenied" : error.message;
    return data({ intent: "stewardship", result: submission.reply({ formErrors: [message] }) }, { status: httpStatusOf(error) });
  }
  const t = getInstance(context).getFixedT(null, "stewardship");
  return redirectWithToast(`/org/${actor.organizationId}/matters/${matterId}`, { type: "success", title: t(`deletion.toasts.${input.decision}`) }, { status: 303 });
}

type LoaderData = Route.ComponentProps["loaderData"];
type ActionResult = { intent: string; result: SubmissionResult<string[]> } | undefined;

export default function MatterPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("firm");
  const { matter, allowed } = loaderData;
  const may = (action: MatterAction) => allowed.includes(action);
  const resultFor = (intent: string) => (actionData && (actionData as NonNullable<ActionResult>).intent === intent ? (actionData as NonNullable<ActionResult>).result : undefined);
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  const when = (value: string) => dateTime.format(new Date(value));
  return (
    <main id="main" className="mx-auto flex min-h-dvh w-full max-w-5xl flex-col gap-8 px-4 py-8">
      <title>{t("matter.metaTitle", { matterNumber: matter.matterNumber })}</title>
      <Link to={`/org/${loaderData.organizationId}/matters`} className="self-start text-sm text-ink-muted underline">
        ← {t("matter.back")}
      </Link>
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold">{t("matter.title", { matterNumber: matter.matterNumber })}</h1>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <Pair label={t("list.status")} value={t(`status.${matter.status}`)} />
          {matter.statusTitle ? <Pair label={t("matter.statusTitle")} value={matter.statusTitle} /> : null}
          <Pair label={t("list.service")} value={matter.service ?? "—"} />
          <Pair label={t("list.urgency")} value={t(`urgency.${matter.urgency}`, { defaultValue: matter.urgency })} />
          <Pair label={t("list.opened")} value={when(matter.createdAt)} />
        </dl>
      </header>

      <KeyDatesSection triage={loaderData.triage} />
      <MatterStewardship organizationId={loaderData.organizationId} matterId={matter.id} stewardship={loaderData.stewardship} lastResult={resultFor("stewardship")} />
      <ConflictSection conflict={loaderData.triage.conflict} may={may} lastResult={resultFor("clear-conflict") ?? resultFor("confirm-conflict")} />

      <section aria-labelledby="review-title" className="flex flex-col gap-3 rounded-lg border border-line p-4">
        <h2 id="review-title" className="text-lg font-semibold">
          {t("matter.review.title")}
        </h2>
        <p>
          {matter.reviewedAt
            ? t("matter.review.reviewedBy", { name: loaderData.reviewedByName ?? t("matter.formerMember"), date: when(matter.reviewedAt) })
            : matter.reviewRequestedAt
              ? t("matter.review.requested", { date: when(matter.reviewRequestedAt) })
              : t("matter.review.notRequested")}
        </p>
        {matter.reviewReason ? <p className="text-sm text-ink-muted">{t("matter.review.reason", { reason: matter.reviewReason })}</p> : null}
        <p>{loaderData.reviewerName ? t("matter.review.assignedTo", { name: loaderData.reviewerName }) : t("matter.review.unassigned")}</p>
        {may("mark-reviewed") && !matter.reviewedAt ? <MarkReviewedForm lastResult={resultFor("mark-reviewed")} /> : null}
        {may("assign-reviewer") ? <AssignReviewerForm reviewers={loaderData.reviewers} current={matter.reviewingAttorneyId} lastResult={resultFor("assign-reviewer")} /> : null}
      </section>

      {may("change-status") ? <ChangeStatusForm current={matter.status} mayClose={may("close")} lastResult={resultFor("change-status")} /> : null}

      <section aria-labelledby="summary-title" className="flex flex-col gap-3">
        <h2 id="summary-title" className="text-lg font-semibold">
          {t("matter.summary")}
        </h2>
        <p className="whitespace-pre-wrap">{matter.summary || t("matter.noSummary")}</p>
        {Object.keys(matter.answers).length > 0 ? (
          <>
            <h3 className="font-medium">{t("matter.answers")}</h3>
            <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
              {Object.entries(matter.answers).map(([question, answer]) => (
                <div key={question} className="contents">
                  <dt className="text-ink-muted">{question}</dt>
                  <dd>{answer}</dd>
                </div>
              ))}
            </dl>
          </>
        ) : null}
        {matter.jurisdiction ? (
          <p className="text-sm">
            {t("matter.jurisdiction")}: {[matter.jurisdiction.city, matter.jurisdiction.state, matter.jurisdiction.country].filter(Boolean).join(", ") || "—"}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="contact-title" className="flex flex-col gap-3">
        <h2 id="contact-title" className="text-lg font-semibold">
          {t("matter.contact.title")}
        </h2>
        <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[12rem_1fr]">
          <Row label={t("matter.contact.name")} value={loaderData.contact?.name ?? matter.clientName} />
          <Row label={t("matter.contact.email")} value={loaderData.contact?.email} />
          <Row label={t("matter.contact.phone")} value={loaderData.contact?.phone} />
          <Row label={t("matter.contact.location")} value={loaderData.contact?.location} />
          <Row label={t("matter.contact.opposingParty")} value={matter.opposingParty ?? loaderData.contact?.opposingParty} />
        </dl>
      </section>

      <section aria-labelledby="documents-title" className="flex flex-col gap-3">
        <h2 id="documents-title" className="text-lg font-semibold">
          {t("matter.documents.title")}
        </h2>
        {loaderData.documents.length === 0 ? <p className="text-ink-muted">{t("matter.documents.none")}</p> : null}
        <ul className="flex flex-col gap-3">
          {loaderData.documents.map((document) => (
            <li key={document.id} className="rounded-md border border-line p-3">
              <a href={`/api/files/${document.id}`} className="font-medium underline">
                {document.name}
              </a>{" "}
              <span className="text-sm text-ink-muted">({t(`matter.documents.status.${document.status}`, { defaultValue: document.status })})</span>
              {document.summary ? <p className="mt-1 text-sm">{document.summary}</p> : null}
            </li>
          ))}
        </ul>
        <h3 className="font-medium">{t("matter.casePdf.title")}</h3>
        {loaderData.casePdf ? (
          <a href={`/api/files/${loaderData.casePdf.id}`} className="self-start underline">
            {t("matter.casePdf.download", { name: loaderData.casePdf.name })}
          </a>
        ) : (
          <p className="text-ink-muted">{t("matter.casePdf.none")}</p>
        )}
      </section>

      <section aria-labelledby="payment-title" className="flex flex-col gap-2">
        <h2 id="payment-title" className="text-lg font-semibold">
          {t("matter.payment.title")}
        </h2>
        <p>
          {t(`payment.${loaderData.paymentState}`)}
          {matter.paymentAmountCents !== null ? ` · ${new Intl.NumberFormat(i18n.language, { style: "currency", currency: "USD" }).format(matter.paymentAmountCents / 100)}` : ""}
        </p>
      </section>

      <section aria-labelledby="transcript-title" className="flex flex-col gap-3">
        <h2 id="transcript-title" className="text-lg font-semibold">
          {t("matter.transcript.title")}
        </h2>
        {loaderData.messages.length === 0 ? <p className="text-ink-muted">{t("matter.transcript.empty")}</p> : null}
        <ol className="flex flex-col gap-3" aria-label={t("matter.transcript.title")}>
          {loaderData.messages.map((message) => (
            <li key={message.id} data-role={message.role} className={`rounded-lg p-3 ${message.role === "user" ? "bg-surface-raised" : "border border-line"}`}>
              <p className="text-xs font-medium text-ink-muted">
                {message.role === "user" ? t("matter.transcript.visitor") : t("matter.transcript.assistant")} · <time dateTime={message.createdAt}>{when(message.createdAt)}</time>
              </p>
              {message.role === "user" ? <p className="whitespace-pre-wrap break-words">{message.content}</p> : <Markdown>{message.content}</Markdown>}
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="notes-title" className="flex flex-col gap-3">
        <h2 id="notes-title" className="text-lg font-semibold">
          {t("matter.notes.title")}
        </h2>
        <p className="text-sm text-ink-muted">{t("matter.notes.hint")}</p>
        {may("add-note") ? <AddNoteForm lastResult={resultFor("add-note")} /> : null}
        {loaderData.notes.length === 0 ? <p className="text-ink-muted">{t("matter.notes.none")}</p> : null}
        <ul className="flex flex-col gap-2">
          {loaderData.notes.map((note) => (
            <li key={note.id} className="rounded-md border border-line p-3">
              <p className="text-xs text-ink-muted">
                {note.authorName ?? t("matter.formerMember")} · <time dateTime={note.createdAt}>{when(note.createdAt)}</time>
              </p>
              <p className="whitespace-pre-wrap break-words">{note.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="rating-title" className="flex flex-col gap-3">
        <h2 id="rating-title" className="text-lg font-semibold">
          {t("matter.rating.title")}
        </h2>
        {matter.rating ? (
          <p>
            {t("matter.rating.current", { rating: matter.rating, name: loaderData.ratedByName ?? t("matter.formerMember") })}
            {matter.ratingComment ? <span className="block text-sm text-ink-muted">{matter.ratingComment}</span> : null}
          </p>
        ) : (
          <p className="text-ink-muted">{t("matter.rating.none")}</p>
        )}
        {may("rate-intake") ? <RateIntakeForm lastResult={resultFor("rate-intake")} /> : null}
      </section>

      <section aria-labelledby="activity-title" className="flex flex-col gap-3">
        <h2 id="activity-title" className="text-lg font-semibold">
          {t("matter.activity.title")}
        </h2>
        {loaderData.activity.length === 0 ? <p className="text-ink-muted">{t("matter.activity.none")}</p> : null}
        <ol className="flex flex-col gap-2 border-l border-line pl-4" aria-label={t("matter.activity.title")}>
          {loaderData.activity.map((event) => (
            <li key={event.id} data-event-type={event.eventType}>
              <p className="font-medium">{event.title}</p>
              {event.description ? <p className="text-sm">{event.description}</p> : null}
              <p className="text-xs text-ink-muted">
                {t(`matter.activity.actor.${event.actorType}`, { defaultValue: event.actorType })} · <time dateTime={event.eventDate}>{when(event.eventDate)}</time>
              </p>
            </li>
          ))}
        </ol>
      </section>
    </main>
  );
}

/** Key dates first (ADR 0042): nearest upcoming first, the urgency they call for, the firm's limitation period. */
function KeyDatesSection({ triage }: { triage: LoaderData["triage"] }) {
  const { t } = useTranslation("firm");
  if (triage.keyDates.length === 0 && !triage.limitation) return null;
  return (
    <section aria-labelledby="key-dates-title" className="flex flex-col gap-2 rounded-lg border border-line p-4" data-testid="key-dates">
      <h2 id="key-dates-title" className="text-lg font-semibold">
        {t("triage.title")}
      </h2>
      {triage.urgency.decidingDate ? (
        <p className={triage.urgency.level === "emergency" ? "font-semibold text-danger" : "font-semibold"}>
          {t("triage.urgencyReason", { level: t(`urgency.${triage.urgency.level}`), reason: keyDateText(t, triage.urgency.decidingDate) })}
        </p>
      ) : null}
      <ul className="flex flex-col gap-1">
        {triage.keyDates.map((date, index) => (
          <li key={`${date.kind}-${date.date}-${index}`} className={date.daysUntil < 0 ? "text-ink-muted" : undefined}>
            <time dateTime={date.date}>{keyDateText(t, date)}</time>
          </li>
        ))}
      </ul>
      {triage.limitation ? <p className="text-sm">{t("triage.limitation", { date: triage.limitation.date, citation: triage.limitation.citation })}</p> : null}
    </section>
  );
}

/** The conflict check's result (ADR 0041): the firm only; a lawyer clears or confirms it. */
function ConflictSection({
  conflict,
  may,
  lastResult,
}: {
  conflict: LoaderData["triage"]["conflict"];
  may: (action: MatterAction) => boolean;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("firm");
  if (conflict.status === "none") return null;
  const open = conflict.status === "hold" || conflict.status === "flagged";
  return (
    <section aria-labelledby="conflict-title" className={`flex flex-col gap-2 rounded-lg border p-4 ${open ? "border-danger" : "border-line"}`} data-testid="conflict-check">
      <h2 id="conflict-title" className="text-lg font-semibold">
        {t("conflict.title")}
      </h2>
      <p className="font-medium">{t(`conflict.status.${conflict.status}`)}</p>
      <ul className="flex flex-col gap-1 text-sm">
        {conflict.matches.map((match) => (
          <li key={match.entryId}>
            {t("conflict.match", {
              name: match.name,
              role: t(`conflict.role.${match.role}`),
              party: match.party,
              similarity: Math.round(match.similarity * 100),
            })}
            {match.reference ? ` · ${match.reference}` : ""}
          </li>
        ))}
      </ul>
      {!open && conflict.resolvedAt ? (
        <p className="text-sm text-ink-muted">{t("conflict.resolvedBy", { name: conflict.resolvedByName ?? t("matter.formerMember"), date: conflict.resolvedAt.slice(0, 10) })}</p>
      ) : null}
      {open && (may("clear-conflict") || may("confirm-conflict")) ? (
        <Form method="post" className="flex flex-wrap gap-2">
          <FormErrors id="conflict-errors" errors={lastResult?.error?.[""] ?? undefined} />
          {may("clear-conflict") ? (
            <Button type="submit" name="intent" value="clear-conflict">
              {t("conflict.clear")}
            </Button>
          ) : null}
          {may("confirm-conflict") ? (
            <Button type="submit" name="intent" value="confirm-conflict" variant="danger-outline">
              {t("conflict.confirm")}
            </Button>
          ) : null}
        </Form>
      ) : null}
    </section>
  );
}

function Pair({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-1">
      <dt className="text-ink-muted">{label}:</dt>
      <dd>{value}</dd>
    </div>
  );
}

function Row({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className="contents">
      <dt className="text-ink-muted">{label}</dt>
      <dd>{value || "—"}</dd>
    </div>
  );
}

function MarkReviewedForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation("firm");
  const [form] = useForm({ id: "mark-reviewed", lastResult });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-2">
      <input type="hidden" name="intent" value="mark-reviewed" />
      <FormErrors id={form.errorId} errors={form.errors} ns="firm" />
      <SubmitButton pendingIntent="mark-reviewed" className="self-start">
        {t("matter.review.markReviewed")}
      </SubmitButton>
    </Form>
  );
}

function AssignReviewerForm({ reviewers, current, lastResult }: { reviewers: LoaderData["reviewers"]; current: string | null; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation("firm");
  const [form, fields] = useForm({
    id: "assign-reviewer",
    lastResult,
    defaultValue: { reviewerId: current ?? "" },
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AssignReviewerSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-2">
      <input type="hidden" name="intent" value="assign-reviewer" />
      <FormErrors id={form.errorId} errors={form.errors} ns="firm" />
      <Label htmlFor={fields.reviewerId.id}>{t("matter.review.reviewer")}</Label>
      <div className="flex flex-wrap gap-2">
        <Select {...getSelectProps(fields.reviewerId)} key={fields.reviewerId.key} required={undefined}>
          <option value="">{t("matter.review.chooseReviewer")}</option>
          {reviewers.map((reviewer) => (
            <option key={reviewer.userId} value={reviewer.userId}>
              {reviewer.name} ({t(`roles.${reviewer.role}`, { defaultValue: reviewer.role })})
            </option>
          ))}
        </Select>
        <SubmitButton pendingIntent="assign-reviewer" variant="secondary">
          {t("matter.review.assign")}
        </SubmitButton>
      </div>
      <ErrorList id={fields.reviewerId.errorId} errors={fields.reviewerId.errors} ns="firm" />
    </Form>
  );
}

function ChangeStatusForm({ current, mayClose, lastResult }: { current: string; mayClose: boolean; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation("firm");
  const [form, fields] = useForm({
    id: "change-status",
    lastResult,
    defaultValue: { status: current },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ChangeStatusSchema }),
  });
  const choices = matterStatuses.filter((status) => mayClose || (status !== "closed" && current !== "closed"));
  return (
    <section aria-labelledby="status-title" className="flex flex-col gap-3 rounded-lg border border-line p-4">
      <h2 id="status-title" className="text-lg font-semibold">
        {t("matter.statusForm.title")}
      </h2>
      {choices.length === 0 ? (
        <p className="text-ink-muted">{t("matter.statusForm.closedByAttorney")}</p>
      ) : (
        <Form method="post" {...getFormProps(form)} className="flex flex-col gap-2">
          <input type="hidden" name="intent" value="change-status" />
          <FormErrors id={form.errorId} errors={form.errors} ns="firm" />
          <SelectField field={fields.status} label={t("matter.statusForm.status")} ns="firm" selectProps={{ className: "self-start" }}>
            {choices.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </SelectField>
          <Field field={fields.title} label={t("matter.statusForm.titleLabel")} required ns="firm" inputProps={{ maxLength: statusTitleMaxLength }} />
          <SubmitButton pendingIntent="change-status" className="self-start">
            {t("matter.statusForm.submit")}
          </SubmitButton>
        </Form>
      )}
    </section>
  );
}

function AddNoteForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation("firm");
  const [form, fields] = useForm({
    id: "add-note",
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AddNoteSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-2">
      <input type="hidden" name="intent" value="add-note" />
      <FormErrors id={form.errorId} errors={form.errors} ns="firm" />
      <TextareaField field={fields.body} label={t("matter.notes.label")} required ns="firm" textareaProps={{ rows: 3, maxLength: matterNoteMaxLength }} />
      <SubmitButton pendingIntent="add-note" className="self-start">
        {t("matter.notes.submit")}
      </SubmitButton>
    </Form>
  );
}

function RateIntakeForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation("firm");
  const [form, fields] = useForm({
    id: "rate-intake",
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RateIntakeSchema }),
  });
  const chosen = fields.rating.initialValue;
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-2">
      <input type="hidden" name="intent" value="rate-intake" />
      <FormErrors id={form.errorId} errors={form.errors} ns="firm" />
      <fieldset className="flex flex-col gap-1" aria-describedby={fields.rating.errorId}>
        <legend className="text-sm font-medium">{t("matter.rating.label")}</legend>
        <div className="flex gap-3">
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className="flex items-center gap-1">
              <input type="radio" name={fields.rating.name} value={value} defaultChecked={chosen === String(value)} />
              {t("matter.rating.stars", { count: value })}
            </label>
          ))}
        </div>
      </fieldset>
      <ErrorList id={fields.rating.errorId} errors={fields.rating.errors} ns="firm" />
      <TextareaField field={fields.comment} label={t("matter.rating.comment")} ns="firm" textareaProps={{ rows: 2, maxLength: ratingCommentMaxLength }} />
      <SubmitButton pendingIntent="rate-intake" className="self-start">
        {t("matter.rating.submit")}
      </SubmitButton>
    </Form>
  );
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];
