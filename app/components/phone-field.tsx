import { useTranslation } from "react-i18next";
import { type AnyField, Field, SelectField } from "~/components/forms.tsx";
import { formatPhoneInput, phoneCountries, type PhoneCountry } from "~/lib/phone.ts";

/**
 * The phone widget (accounts spec §5): a country code of the ten, +1 first and the default, and the
 * number, formatted as it is typed with JavaScript ((xxx) xxx-xxxx for the US) and checked by the
 * same rules on the server without it (app/lib/phone.ts). Bound to two Conform fields; used by
 * Settings → Account, the chat's contact form and the business onboarding wizard.
 */
export function PhoneField({
  country,
  number,
  label,
  required = false,
  optional = false,
  ns = "errors",
}: {
  country: AnyField;
  number: AnyField;
  label: string;
  required?: boolean;
  optional?: boolean;
  /** The namespace of the number field's error keys (keys with a prefix name their own). */
  ns?: string;
}) {
  const { t } = useTranslation("settings");
  const reformat = (formElement: HTMLFormElement | null) => {
    const select = formElement?.elements.namedItem(country.name);
    const input = formElement?.elements.namedItem(number.name);
    if (select instanceof HTMLSelectElement && input instanceof HTMLInputElement) input.value = formatPhoneInput(select.value as PhoneCountry, input.value);
  };
  return (
    <div className="flex flex-wrap items-start gap-2">
      <SelectField field={country} label={t("account.phone.country")} ns="errors" selectProps={{ onChange: (event) => reformat(event.currentTarget.form) }}>
        {phoneCountries.map((entry) => (
          <option key={entry.country} value={entry.country}>
            {t(`account.phone.countries.${entry.country}`)} ({entry.dialCode})
          </option>
        ))}
      </SelectField>
      <Field
        field={number}
        label={label}
        type="tel"
        ns={ns}
        required={required}
        optional={optional}
        inputProps={{ autoComplete: "tel-national", inputMode: "tel", maxLength: 40, onInput: (event) => reformat(event.currentTarget.form) }}
      />
    </div>
  );
}
