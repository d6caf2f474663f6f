import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Field, FormErrors, SelectField, SubmitButton } from "~/components/forms.tsx";
import { formatPhoneInput, phoneCountries, type PhoneCountry } from "../../../lib/phone.ts";
import { PhoneSettingsSchema } from "../settings-schemas.ts";

export function PhoneSection({ phone, lastResult }: { phone: { country: PhoneCountry; national: string }; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation("settings");
  const [form, fields] = useForm({
    id: "phone",
    lastResult,
    defaultValue: { phoneCountry: phone.country, phone: phone.national },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PhoneSettingsSchema }),
  });
  const reformat = (formElement: HTMLFormElement | null) => {
    const country = formElement?.elements.namedItem("phoneCountry");
    const input = formElement?.elements.namedItem("phone");
    if (country instanceof HTMLSelectElement && input instanceof HTMLInputElement) input.value = formatPhoneInput(country.value as PhoneCountry, input.value);
  };
  return (
    <Form method="post" {...getFormProps(form)} aria-labelledby="phone-title" className="flex flex-col gap-2">
      <h3 id="phone-title" className="text-lg font-semibold">
        {t("account.phone.title")}
      </h3>
      <input type="hidden" name="intent" value="phone" />
      <FormErrors id={form.errorId} errors={form.errors} ns="auth" />
      <div className="flex flex-wrap items-start gap-2">
        <SelectField field={fields.phoneCountry} label={t("account.phone.country")} ns="errors" selectProps={{ onChange: (event) => reformat(event.currentTarget.form) }}>
          {phoneCountries.map((entry) => (
            <option key={entry.country} value={entry.country}>
              {t(`account.phone.countries.${entry.country}`)} ({entry.dialCode})
            </option>
          ))}
        </SelectField>
        <Field
          field={fields.phone}
          label={t("account.phone.number")}
          type="tel"
          ns="errors"
          optional
          inputProps={{ autoComplete: "tel-national", inputMode: "tel", maxLength: 40, onInput: (event) => reformat(event.currentTarget.form) }}
        />
      </div>
      <p className="text-sm text-ink-muted">{t("account.phone.hint")}</p>
      <SubmitButton pendingIntent="phone" variant="secondary" className="self-start">
        {t("account.phone.save")}
      </SubmitButton>
    </Form>
  );
}
