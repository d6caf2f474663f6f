import { getSelectProps, useForm } from "@conform-to/react";
import { useDeferredForm } from "~/components/deferred-validation.ts";
import { useTranslation } from "react-i18next";
import { ErrorList, Field, PostForm, SelectField, SubmitButton, TextareaField } from "~/components/forms.tsx";
import type { LastResult } from "~/components/forms.tsx";
import { Select } from "~/components/ui/input.tsx";
import { Label } from "~/components/ui/label.tsx";
import {
  declineReasonMaxLength,
  matterNoteMaxLength,
  ratingCommentMaxLength,
  statusTitleMaxLength,
} from "~/features/matters/firm-values.ts";
import { matterStatuses } from "~/features/matters/matter-actions.ts";
import { Options } from "~/components/ui/options.tsx";
import { Section } from "~/components/ui/section.tsx";

/**
 * The matter page's action forms (ADR 0030, ADR 0058): each a plain POST form with an intent,
 * validated by the shared schema in the browser (Conform) and again on the server.
 */

/** Accept the prospect (the matter becomes active), or decline with a reason (a letter goes out). */
export function DecisionForms({
  lastAccept,
  lastDecline,
  hasEmail,
}: {
  lastAccept: LastResult;
  lastDecline: LastResult;
  hasEmail: boolean;
}) {
  const { t } = useTranslation("firm");
  const [acceptForm] = useForm({ id: "accept-matter", lastResult: lastAccept });
  const [declineForm, fields] = useDeferredForm(
    () => import("~/features/matters/firm-schemas.ts").then((module) => module.DeclineMatterSchema),
    { id: "decline-matter", lastResult: lastDecline },
  );
  return (
    <div className="flex flex-col gap-4">
      <PostForm form={acceptForm} intent="accept-matter" ns="firm" className="flex flex-col gap-2">
        <p className="text-sm text-ink-muted">{t("decision.acceptHint")}</p>
        <SubmitButton className="self-start">{t("decision.accept")}</SubmitButton>
      </PostForm>
      <PostForm
        form={declineForm}
        intent="decline-matter"
        ns="firm"
        className="flex flex-col gap-2 border-t border-line pt-4"
      >
        <TextareaField
          field={fields.reason}
          label={t("decision.reasonLabel")}
          required
          textareaProps={{ rows: 3, maxLength: declineReasonMaxLength }}
        />
        <p className="text-sm text-ink-muted">{hasEmail ? t("decision.letterHint") : t("decision.noEmailHint")}</p>
        <SubmitButton variant="danger-outline" className="self-start">
          {t("decision.decline")}
        </SubmitButton>
      </PostForm>
    </div>
  );
}

export function MarkReviewedForm({ lastResult }: { lastResult: LastResult }) {
  const { t } = useTranslation("firm");
  const [form] = useForm({ id: "mark-reviewed", lastResult });
  return (
    <PostForm form={form} intent="mark-reviewed" ns="firm" className="flex flex-col gap-2">
      <SubmitButton className="self-start">{t("matter.review.markReviewed")}</SubmitButton>
    </PostForm>
  );
}

export function AssignReviewerForm({
  reviewers,
  current,
  lastResult,
}: {
  reviewers: { userId: string; name: string; role: string }[];
  current: string | null;
  lastResult: LastResult;
}) {
  const { t } = useTranslation("firm");
  const [form, fields] = useDeferredForm(
    () => import("~/features/matters/firm-schemas.ts").then((module) => module.AssignReviewerSchema),
    { id: "assign-reviewer", lastResult, defaultValue: { reviewerId: current ?? "" }, shouldRevalidate: "onSubmit" },
  );
  return (
    <PostForm form={form} intent="assign-reviewer" ns="firm" className="flex flex-col gap-2">
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
        <SubmitButton variant="secondary">{t("matter.review.assign")}</SubmitButton>
      </div>
      <ErrorList id={fields.reviewerId.errorId} errors={fields.reviewerId.errors} ns="firm" />
    </PostForm>
  );
}

export function ChangeStatusForm({
  current,
  mayClose,
  lastResult,
}: {
  current: string;
  mayClose: boolean;
  lastResult: LastResult;
}) {
  const { t } = useTranslation("firm");
  const [form, fields] = useDeferredForm(
    () => import("~/features/matters/firm-schemas.ts").then((module) => module.ChangeStatusSchema),
    { id: "change-status", lastResult, defaultValue: { status: current } },
  );
  const choices = matterStatuses.filter((status) => mayClose || (status !== "closed" && current !== "closed"));
  return (
    <Section id="status-title" title={t("matter.statusForm.title")} className="rounded-lg border border-line p-4">
      {choices.length === 0 ? (
        <p className="text-ink-muted">{t("matter.statusForm.closedByAttorney")}</p>
      ) : (
        <PostForm form={form} intent="change-status" ns="firm" className="flex flex-col gap-2">
          <SelectField
            field={fields.status}
            label={t("matter.statusForm.status")}
            selectProps={{ className: "self-start" }}
          >
            <Options values={choices} label={(status) => t(`status.${status}`)} />
          </SelectField>
          <Field
            field={fields.title}
            label={t("matter.statusForm.titleLabel")}
            required
            inputProps={{ maxLength: statusTitleMaxLength }}
          />
          <SubmitButton className="self-start">{t("matter.statusForm.submit")}</SubmitButton>
        </PostForm>
      )}
    </Section>
  );
}

export function AddNoteForm({ lastResult }: { lastResult: LastResult }) {
  const { t } = useTranslation("firm");
  const [form, fields] = useDeferredForm(
    () => import("~/features/matters/firm-schemas.ts").then((module) => module.AddNoteSchema),
    { id: "add-note", lastResult },
  );
  return (
    <PostForm form={form} intent="add-note" ns="firm" className="flex flex-col gap-2">
      <TextareaField
        field={fields.body}
        label={t("matter.notes.label")}
        required
        textareaProps={{ rows: 3, maxLength: matterNoteMaxLength }}
      />
      <SubmitButton className="self-start">{t("matter.notes.submit")}</SubmitButton>
    </PostForm>
  );
}

export function RateIntakeForm({ lastResult }: { lastResult: LastResult }) {
  const { t } = useTranslation("firm");
  const [form, fields] = useDeferredForm(
    () => import("~/features/matters/firm-schemas.ts").then((module) => module.RateIntakeSchema),
    { id: "rate-intake", lastResult },
  );
  const chosen = fields.rating.initialValue;
  return (
    <PostForm form={form} intent="rate-intake" ns="firm" className="flex flex-col gap-2">
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
      <TextareaField
        field={fields.comment}
        label={t("matter.rating.comment")}
        textareaProps={{ rows: 2, maxLength: ratingCommentMaxLength }}
      />
      <SubmitButton className="self-start">{t("matter.rating.submit")}</SubmitButton>
    </PostForm>
  );
}
