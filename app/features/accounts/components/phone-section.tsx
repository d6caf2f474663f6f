import { useDeferredForm } from "~/components/deferred-validation.ts";
import { useTranslation } from "react-i18next";
import { PostForm, SubmitButton } from "~/components/forms.tsx";
import type { LastResult } from "~/components/forms.tsx";
import { PhoneField } from "~/components/phone-field.tsx";
import type { PhoneCountry } from "~/lib/phone.ts";

export function PhoneSection({
  phone,
  lastResult,
}: {
  phone: { country: PhoneCountry; national: string };
  lastResult: LastResult;
}) {
  const { t } = useTranslation("settings");
  const [form, fields] = useDeferredForm(
    () => import("~/features/accounts/settings-schemas.ts").then((module) => module.PhoneSettingsSchema),
    {
      id: "phone",
      lastResult,
      defaultValue: { phoneCountry: phone.country, phone: phone.national },
      shouldValidate: "onBlur",
    },
  );
  return (
    <PostForm form={form} heading={t("account.phone.title")} intent="phone" ns="auth" className="flex flex-col gap-2">
      <PhoneField country={fields.phoneCountry} number={fields.phone} label={t("account.phone.number")} optional />
      <p className="text-sm text-ink-muted">{t("account.phone.hint")}</p>
      <SubmitButton variant="secondary" className="self-start">
        {t("account.phone.save")}
      </SubmitButton>
    </PostForm>
  );
}
