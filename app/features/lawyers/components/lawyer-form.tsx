import { useDeferredForm } from "~/components/deferred-validation.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Field, PostForm, SubmitButton, TextareaField } from "~/components/forms.tsx";
import type { LastResult } from "~/components/forms.tsx";
import { buttonClassName } from "~/components/ui/button.tsx";
import { Section } from "~/components/ui/section.tsx";

/** Add a lawyer to the firm's directory, or edit one (`editing`): Settings > Organization > Lawyers. */
export function LawyerForm({
  actionHref,
  editing,
  lastResult,
}: {
  /** The page URL the form posts to, and Cancel goes back to. */
  actionHref: string;
  editing: { id: string; name: string; values: Record<string, string> } | null;
  lastResult: LastResult;
}) {
  const { t } = useTranslation("lawyers");
  const [form, fields] = useDeferredForm(
    () => import("~/features/lawyers/schemas.ts").then((module) => module.LawyerFormSchema),
    {
      id: editing ? `lawyer-${editing.id}` : "lawyer-new",
      lastResult,
      defaultValue: editing?.values ?? { country: "US" },
      shouldValidate: "onBlur",
    },
  );
  return (
    <Section
      id="lawyer-form-title"
      anchor="lawyer-form"
      title={editing ? t("manage.editTitle", { name: editing.name }) : t("manage.addTitle")}
    >
      <PostForm
        form={form}
        hiddenFields={{ lawyerId: editing?.id }}
        ns="lawyers"
        errorClassName="sm:col-span-2"
        action={actionHref}
        className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-2"
      >
        <Field field={fields.name} label={t("form.name")} required />
        <Field field={fields.firm} label={t("form.firm")} optional />
        <Field
          field={fields.practiceAreas}
          label={t("form.practiceAreas")}
          hint={t("form.listHint")}
          required
          className="sm:col-span-2"
        />
        <Field field={fields.city} label={t("form.city")} optional />
        <Field field={fields.state} label={t("form.state")} optional />
        <Field field={fields.country} label={t("form.country")} optional />
        <Field field={fields.languages} label={t("form.languages")} hint={t("form.listHint")} optional />
        <Field field={fields.hourlyFee} label={t("form.hourlyFee")} type="number" optional />
        <Field field={fields.yearsExperience} label={t("form.yearsExperience")} type="number" optional />
        <Field field={fields.rating} label={t("form.rating")} type="number" optional inputProps={{ step: "0.1" }} />
        <Field field={fields.reviewCount} label={t("form.reviewCount")} type="number" optional />
        <Field field={fields.phone} label={t("form.phone")} type="tel" optional />
        <Field field={fields.email} label={t("form.email")} type="email" optional />
        <Field field={fields.website} label={t("form.website")} optional />
        <Field field={fields.photoUrl} label={t("form.photoUrl")} optional />
        <TextareaField
          field={fields.bio}
          label={t("form.bio")}
          optional
          className="sm:col-span-2"
          textareaProps={{ rows: 3 }}
        />
        <div className="flex gap-3 sm:col-span-2">
          <SubmitButton name="intent" value={editing ? "update" : "create"}>
            {editing ? t("manage.save") : t("manage.add")}
          </SubmitButton>
          {editing ? (
            <Link to={actionHref} className={buttonClassName({ variant: "secondary" })}>
              {t("manage.cancel")}
            </Link>
          ) : null}
        </div>
      </PostForm>
    </Section>
  );
}
