import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import { db } from "../../../../../db/client.ts";
import { addMatterNote } from "../../../../features/matters/add-matter-note.server.ts";
import { assignReviewingAttorney } from "../../../../features/matters/assign-reviewing-attorney.server.ts";
import { changeMatterStatus } from "../../../../features/matters/change-matter-status.server.ts";
import { MatterActionSchema } from "../../../../features/matters/firm-schemas.ts";
import {
  AddNoteForm,
  AssignReviewerForm,
  ChangeStatusForm,
  DecisionForms,
  MarkReviewedForm,
  RateIntakeForm,
} from "../../../../features/matters/components/matter-action-forms.tsx";
import {
  ActivitySection,
  ConflictSection,
  ContactSection,
  DocumentsSection,
  PageSection,
  PartiesSection,
  PaymentSection,
  SummarySection,
  UrgencySection,
} from "../../../../features/matters/components/matter-sections.tsx";
import { acceptMatter, declineMatter } from "../../../../features/matters/decide-matter.server.ts";
import { recordMatterOpened } from "../../../../features/matters/record-matter-opened.server.ts";
import { getOrganizationMatter } from "../../../../features/matters/get-organization-matter.server.ts";
import { markMatterReviewed } from "../../../../features/matters/mark-matter-reviewed.server.ts";
import { allowedMatterActions, type MatterAction } from "../../../../features/matters/matter-actions.ts";
import { requireMemberPage } from "../../../../features/matters/member-page-access.server.ts";
import { rateIntake } from "../../../../features/matters/rate-intake.server.ts";
import { resolveConflict } from "../../../../features/conflicts/resolve-conflict.server.ts";
import { getMatterTriage } from "../../../../features/triage/matter-triage.server.ts";
import { redirectWithToast } from "../../../../features/toasts/toast.server.ts";
import { DomainError, httpStatusOf } from "../../../../lib/errors.ts";
import { isSameOriginRequest } from "../../../../lib/origin-check.server.ts";
import { getInstance } from "../../../../middleware/i18n.server.ts";
import { MatterStewardship } from "../../../../features/retention/components/matter-stewardship.tsx";
import { changeMatterStewardship, getMatterStewardship } from "../../../../features/retention/matter-stewardship.server.ts";
import { decideDeletionRequest } from "../../../../features/retention/deletion-request.server.ts";
import { DeletionDecisionSchema, StewardshipChangeSchema } from "../../../../features/retention/schemas.ts";
import type { Route } from "./+types/$matterId";

/**
 * /org/{organizationId}/matters/{matterId} (ADR 0030, ADR 0058): one matter for the firm, leading
 * with the case: the summary (the transcript folded under it), key dates and urgency with its
 * reason, the parties, the conflict result, documents and their analyses, contact and payment, the
 * timeline. The actions the member's role allows (accept or decline, review, status, notes,
 * rating) sit in the side panel, each a plain POST form answered with post/redirect/get and a
 * toast. Opening the page records the firm's first open (once).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const actor = await requireMemberPage(context, request, params.organizationId);
  const detail = await getOrganizationMatter(db, actor.organizationId, params.matterId);
  if (!detail) throw data(null, { status: 404 });
  const { matter } = detail;
  const [triage] = await Promise.all([getMatterTriage(db, actor.organizationId, matter), recordMatterOpened(db, actor, matter.id)]);
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
      urgencyReason: matter.urgency_reason,
      parties: ((matter.parties as { name: string; role: string; description: string | null }[] | null) ?? []).map((party) => ({
        name: party.name,
        role: party.role,
        description: party.description ?? null,
      })),
      decision: matter.decision,
      decidedAt: iso(matter.decided_at),
      declineReason: matter.decline_reason,
      nonEngagementSentAt: iso(matter.non_engagement_sent_at),
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
    decidedByName: detail.decidedByName,
    safetyConcern: detail.safetyConcern,
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
  "accept-matter": "toasts.accepted",
  "decline-matter": "toasts.declined",
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
      case "accept-matter":
        await acceptMatter(db, actor, { matterId });
        break;
      case "decline-matter":
        await declineMatter(db, actor, { matterId, reason: input.reason });
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
      error.code === "INSUFFICIENT_PERMISSIONS" ? "firm:errors.accessDenied" : error.code === "CONFLICT" ? "firm:errors.alreadyDecided" : error.code === "VALIDATION_FAILED"
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

type ActionResult = { intent: string; result: SubmissionResult<string[]> } | undefined;

export default function MatterPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("firm");
  const { matter, allowed } = loaderData;
  const may = (action: MatterAction) => allowed.includes(action);
  const resultFor = (intent: string) => (actionData && (actionData as NonNullable<ActionResult>).intent === intent ? (actionData as NonNullable<ActionResult>).result : undefined);
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  const when = (value: string) => dateTime.format(new Date(value));
  const mayDecide = may("accept-matter") || may("decline-matter");
  return (
    <main id="main" className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6">
      <title>{t("matter.metaTitle", { matterNumber: matter.matterNumber })}</title>
      <Link to={`/org/${loaderData.organizationId}/matters`} className="self-start text-sm text-ink-muted underline">
        ← {t("matter.back")}
      </Link>
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold">{t("matter.title", { matterNumber: matter.matterNumber })}</h1>
        {loaderData.safetyConcern ? (
          <p role="note" className="self-start rounded-md border border-danger px-3 py-1 font-semibold text-danger" data-testid="safety-concern">
            {t("safety.page")}
          </p>
        ) : null}
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <Pair label={t("list.status")} value={t(`status.${matter.status}`)} />
          {matter.decision ? <Pair label={t("decision.label")} value={t(`decision.${matter.decision}`)} /> : null}
          {matter.statusTitle ? <Pair label={t("matter.statusTitle")} value={matter.statusTitle} /> : null}
          <Pair label={t("list.service")} value={matter.service ?? "—"} />
          <Pair label={t("list.urgency")} value={t(`urgency.${matter.urgency}`, { defaultValue: matter.urgency })} />
          <Pair label={t("list.opened")} value={when(matter.createdAt)} />
        </dl>
      </header>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6" data-testid="matter-case">
          <SummarySection summary={matter.summary} answers={matter.answers} jurisdiction={matter.jurisdiction} messages={loaderData.messages} when={when} />
          <UrgencySection triage={loaderData.triage} urgency={matter.urgency} urgencyReason={matter.urgencyReason} />
          <PartiesSection clientName={loaderData.contact?.name ?? matter.clientName} opposingParty={matter.opposingParty ?? loaderData.contact?.opposingParty ?? null} parties={matter.parties} />
          <ConflictSection
            conflict={loaderData.triage.conflict}
            mayResolve={{ clear: may("clear-conflict"), confirm: may("confirm-conflict") }}
            lastResult={resultFor("clear-conflict") ?? resultFor("confirm-conflict")}
          />
          <DocumentsSection documents={loaderData.documents} casePdf={loaderData.casePdf} />
          <ContactSection contact={loaderData.contact} clientName={matter.clientName} />
          <PaymentSection paymentState={loaderData.paymentState} amountCents={matter.paymentAmountCents} language={i18n.language} />
          <ActivitySection activity={loaderData.activity} when={when} />
        </div>

        <aside aria-label={t("matter.actions")} className="flex flex-col gap-4 lg:sticky lg:top-4" data-testid="matter-actions">
          <PageSection id="decision" title={t("decision.title")}>
            {matter.decision ? (
              <>
                <p data-testid="decision-result">
                  {t(matter.decision === "accepted" ? "decision.acceptedBy" : "decision.declinedBy", {
                    name: loaderData.decidedByName ?? t("matter.formerMember"),
                    date: matter.decidedAt ? when(matter.decidedAt) : "",
                  })}
                </p>
                {matter.declineReason ? <p className="text-sm text-ink-muted">{t("decision.reason", { reason: matter.declineReason })}</p> : null}
                {matter.decision === "declined" ? (
                  <p className="text-sm">{matter.nonEngagementSentAt ? t("decision.letterSent", { date: when(matter.nonEngagementSentAt) }) : t("decision.letterNotSent")}</p>
                ) : null}
              </>
            ) : mayDecide ? (
              <DecisionForms lastAccept={resultFor("accept-matter")} lastDecline={resultFor("decline-matter")} hasEmail={Boolean(loaderData.contact?.email)} />
            ) : (
              <p className="text-ink-muted">{t("decision.lawyerOnly")}</p>
            )}
          </PageSection>

          <PageSection id="review" title={t("matter.review.title")}>
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
          </PageSection>

          {may("change-status") ? <ChangeStatusForm current={matter.status} mayClose={may("close")} lastResult={resultFor("change-status")} /> : null}

          <PageSection id="notes" title={t("matter.notes.title")}>
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
          </PageSection>

          <PageSection id="rating" title={t("matter.rating.title")}>
            {matter.rating ? (
              <p>
                {t("matter.rating.current", { rating: matter.rating, name: loaderData.ratedByName ?? t("matter.formerMember") })}
                {matter.ratingComment ? <span className="block text-sm text-ink-muted">{matter.ratingComment}</span> : null}
              </p>
            ) : (
              <p className="text-ink-muted">{t("matter.rating.none")}</p>
            )}
            {may("rate-intake") ? <RateIntakeForm lastResult={resultFor("rate-intake")} /> : null}
          </PageSection>

          <MatterStewardship organizationId={loaderData.organizationId} matterId={matter.id} stewardship={loaderData.stewardship} lastResult={resultFor("stewardship")} />
        </aside>
      </div>
    </main>
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

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];
