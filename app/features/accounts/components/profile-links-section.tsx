import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useDeferredForm } from "~/components/deferred-validation.ts";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Field, SubmitButton } from "~/components/forms.tsx";

export function ProfilesSection({
  linkedinUrl,
  githubUrl,
  lastResult,
}: {
  linkedinUrl: string | null;
  githubUrl: string | null;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("settings");
  const [form, fields] = useDeferredForm(
    () => import("~/features/accounts/settings-schemas.ts").then((module) => module.ProfileLinksSchema),
    {
      id: "profiles",
      lastResult,
      defaultValue: { linkedinUrl: linkedinUrl ?? "", githubUrl: githubUrl ?? "" },
      shouldValidate: "onBlur",
      shouldRevalidate: "onBlur",
    },
  );
  return (
    <Form method="post" {...getFormProps(form)} aria-labelledby="profiles-title" className="flex flex-col gap-2">
      <h3 id="profiles-title" className="text-lg font-semibold">
        {t("account.profiles.title")}
      </h3>
      <input type="hidden" name="intent" value="profiles" />
      <Field
        field={fields.linkedinUrl}
        label={t("account.profiles.linkedin")}
        type="url"
        ns="settings"
        inputProps={{ placeholder: "https://www.linkedin.com/in/…" }}
      />
      <Field
        field={fields.githubUrl}
        label={t("account.profiles.github")}
        type="url"
        ns="settings"
        inputProps={{ placeholder: "https://github.com/…" }}
      />
      <SubmitButton pendingIntent="profiles" variant="secondary" className="self-start">
        {t("account.profiles.save")}
      </SubmitButton>
    </Form>
  );
}

/** Deleted with JavaScript: the toast and a visible confirmation, then / after 1 s (spec §4). */
