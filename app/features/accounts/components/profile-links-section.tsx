import { useDeferredForm } from "~/components/deferred-validation.ts";
import { useTranslation } from "react-i18next";
import { Field, PostForm, SubmitButton } from "~/components/forms.tsx";
import type { LastResult } from "~/components/forms.tsx";

export function ProfilesSection({
  linkedinUrl,
  githubUrl,
  lastResult,
}: {
  linkedinUrl: string | null;
  githubUrl: string | null;
  lastResult: LastResult;
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
    <PostForm
      form={form}
      heading={t("account.profiles.title")}
      intent="profiles"
      ns="settings"
      className="flex flex-col gap-2"
    >
      <Field
        field={fields.linkedinUrl}
        label={t("account.profiles.linkedin")}
        type="url"
        inputProps={{ placeholder: "https://www.linkedin.com/in/…" }}
      />
      <Field
        field={fields.githubUrl}
        label={t("account.profiles.github")}
        type="url"
        inputProps={{ placeholder: "https://github.com/…" }}
      />
      <SubmitButton variant="secondary" className="self-start">
        {t("account.profiles.save")}
      </SubmitButton>
    </PostForm>
  );
}

/** Deleted with JavaScript: the toast and a visible confirmation, then / after 1 s (spec §4). */
