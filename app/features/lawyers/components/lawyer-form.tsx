import { useDeferredForm } from "~/components/deferred-validation.ts";
import { useTranslation } from "react-i18next";
import { Field, TextareaField } from "~/components/forms.tsx";
import type { LastResult } from "~/components/forms.tsx";
import { RowEditorForm } from "~/components/row-editor-form.tsx";

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
    <RowEditorForm
      form={form}
      id="lawyer-form"
      title={editing ? t("manage.editTitle", { name: editing.name }) : t("manage.addTitle")}
      editing={editing !== null}
      hiddenFields={{ lawyerId: editing?.id }}
      ns="lawyers"
      action={actionHref}
      submitLabel={editing ? t("manage.save") : t("manage.add")}
      cancelLabel={t("manage.cancel")}
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
    </RowEditorForm>
  );
}
