import { useTranslation } from "react-i18next";
import type { LastResult } from "~/components/forms.tsx";
import {
  AddNoteForm,
  AssignReviewerForm,
  ChangeStatusForm,
  DecisionForms,
  MarkReviewedForm,
  RateIntakeForm,
} from "~/features/matters/components/matter-action-forms.tsx";
import { PageSection } from "~/features/matters/components/matter-sections.tsx";
import type { MatterAction } from "~/features/matters/matter-actions.ts";
import { MatterStewardship } from "~/features/retention/components/matter-stewardship.tsx";
import type { MatterPageView } from "~/features/matter-page/matter-page.server.ts";

/**
 * The side panel of the firm's matter page: the actions the member's role allows (accept or
 * decline, review, status, notes, rating, legal hold), each a plain POST form.
 */
export function MatterActionsPanel({
  view,
  resultFor,
  when,
}: {
  view: MatterPageView;
  resultFor: (intent: string) => LastResult;
  when: (value: string) => string;
}) {
  const { t } = useTranslation("firm");
  const { matter, allowed } = view;
  const may = (action: MatterAction) => allowed.includes(action);
  const mayDecide = may("accept-matter") || may("decline-matter");
  return (
    <aside
      aria-label={t("matter.actions")}
      className="flex flex-col gap-4 lg:sticky lg:top-4"
      data-testid="matter-actions"
    >
      <PageSection id="decision" title={t("decision.title")}>
        {matter.decision ? (
          <>
            <p data-testid="decision-result">
              {t(matter.decision === "accepted" ? "decision.acceptedBy" : "decision.declinedBy", {
                name: view.decidedByName ?? t("matter.formerMember"),
                date: matter.decidedAt ? when(matter.decidedAt) : "",
              })}
            </p>
            {matter.declineReason ? (
              <p className="text-sm text-ink-muted">{t("decision.reason", { reason: matter.declineReason })}</p>
            ) : null}
            {matter.decision === "declined" ? (
              <p className="text-sm">
                {matter.nonEngagementSentAt
                  ? t("decision.letterSent", { date: when(matter.nonEngagementSentAt) })
                  : t("decision.letterNotSent")}
              </p>
            ) : null}
          </>
        ) : mayDecide ? (
          <DecisionForms
            lastAccept={resultFor("accept-matter")}
            lastDecline={resultFor("decline-matter")}
            hasEmail={Boolean(view.contact?.email)}
          />
        ) : (
          <p className="text-ink-muted">{t("decision.lawyerOnly")}</p>
        )}
      </PageSection>

      <PageSection id="review" title={t("matter.review.title")}>
        <p>
          {matter.reviewedAt
            ? t("matter.review.reviewedBy", {
                name: view.reviewedByName ?? t("matter.formerMember"),
                date: when(matter.reviewedAt),
              })
            : matter.reviewRequestedAt
              ? t("matter.review.requested", { date: when(matter.reviewRequestedAt) })
              : t("matter.review.notRequested")}
        </p>
        {matter.reviewReason ? (
          <p className="text-sm text-ink-muted">{t("matter.review.reason", { reason: matter.reviewReason })}</p>
        ) : null}
        <p>
          {view.reviewerName
            ? t("matter.review.assignedTo", { name: view.reviewerName })
            : t("matter.review.unassigned")}
        </p>
        {may("mark-reviewed") && !matter.reviewedAt ? (
          <MarkReviewedForm lastResult={resultFor("mark-reviewed")} />
        ) : null}
        {may("assign-reviewer") ? (
          <AssignReviewerForm
            reviewers={view.reviewers}
            current={matter.reviewingAttorneyId}
            lastResult={resultFor("assign-reviewer")}
          />
        ) : null}
      </PageSection>

      {may("change-status") ? (
        <ChangeStatusForm current={matter.status} mayClose={may("close")} lastResult={resultFor("change-status")} />
      ) : null}

      <PageSection id="notes" title={t("matter.notes.title")}>
        <p className="text-sm text-ink-muted">{t("matter.notes.hint")}</p>
        {may("add-note") ? <AddNoteForm lastResult={resultFor("add-note")} /> : null}
        {view.notes.length === 0 ? <p className="text-ink-muted">{t("matter.notes.none")}</p> : null}
        <ul className="flex flex-col gap-2">
          {view.notes.map((note) => (
            <li key={note.id} className="rounded-md border border-line p-3">
              <p className="text-xs text-ink-muted">
                {note.authorName ?? t("matter.formerMember")} ·{" "}
                <time dateTime={note.createdAt}>{when(note.createdAt)}</time>
              </p>
              <p className="whitespace-pre-wrap break-words">{note.body}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="rating" title={t("matter.rating.title")}>
        {matter.rating ? (
          <p>
            {t("matter.rating.current", { rating: matter.rating, name: view.ratedByName ?? t("matter.formerMember") })}
            {matter.ratingComment ? <span className="block text-sm text-ink-muted">{matter.ratingComment}</span> : null}
          </p>
        ) : (
          <p className="text-ink-muted">{t("matter.rating.none")}</p>
        )}
        {may("rate-intake") ? <RateIntakeForm lastResult={resultFor("rate-intake")} /> : null}
      </PageSection>

      <MatterStewardship
        organizationId={view.organizationId}
        matterId={matter.id}
        stewardship={view.stewardship}
        lastResult={resultFor("stewardship")}
      />
    </aside>
  );
}
