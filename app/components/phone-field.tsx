import { type InputHTMLAttributes, type RefObject, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { type AnyField, Field, SelectField, UnboundField } from "~/components/forms.tsx";
import { phoneCountries, type PhoneCountry } from "~/lib/phone-countries.ts";
import { loadedPhone, loadPhone } from "~/lib/phone-loader.ts";
import { UnboundSelect } from "~/components/unbound-select.tsx";

/**
 * Formats the form's number for its selected country, as it is typed (JavaScript only). The
 * formatter (libphonenumber) loads after hydration (ADR 0073); until it has, the number stays as typed.
 */
function reformatIn(formElement: HTMLFormElement | null, countryName: string, numberName: string) {
  const phone = loadedPhone();
  if (!phone) return;
  const select = formElement?.elements.namedItem(countryName);
  const input = formElement?.elements.namedItem(numberName);
  if (select instanceof HTMLSelectElement && input instanceof HTMLInputElement)
    input.value = phone.formatPhoneInput(select.value as PhoneCountry, input.value);
}

/**
 * Starts loading the formatter once the widget is on screen in the browser (an effect: after
 * hydration), and formats what the visitor typed before it arrived (the widget has the focus; the
 * digits stay). A number drawn by the server is left as drawn, as before.
 */
function useLoadPhone(
  widget: RefObject<HTMLDivElement | null>,
  reformat: (formElement: HTMLFormElement | null) => void,
) {
  const latest = useRef(reformat);
  latest.current = reformat;
  useEffect(() => {
    let current = true;
    void loadPhone().then(() => {
      const element = widget.current;
      if (current && element?.contains(document.activeElement)) latest.current(element.closest("form"));
    });
    return () => {
      current = false;
    };
  }, [widget]);
}

function CountryOptions() {
  const { t } = useTranslation("settings");
  return phoneCountries.map((entry) => (
    <option key={entry.country} value={entry.country}>
      {t(`account.phone.countries.${entry.country}`)} ({entry.dialCode})
    </option>
  ));
}

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
  const widget = useRef<HTMLDivElement>(null);
  const reformat = (formElement: HTMLFormElement | null) => reformatIn(formElement, country.name, number.name);
  useLoadPhone(widget, reformat);
  return (
    <div ref={widget} className="flex flex-wrap items-start gap-2">
      <SelectField
        field={country}
        label={t("account.phone.country")}
        ns="errors"
        selectProps={{ onChange: (event) => reformat(event.currentTarget.form) }}
      >
        <CountryOptions />
      </SelectField>
      <Field
        field={number}
        label={label}
        type="tel"
        ns={ns}
        required={required}
        optional={optional}
        inputProps={nationalInputProps(reformat)}
      />
    </div>
  );
}

/** The national number's input: a phone keyboard, and the number re-formatted as it is typed. */
function nationalInputProps(
  reformat: (formElement: HTMLFormElement | null) => void,
): InputHTMLAttributes<HTMLInputElement> {
  return {
    autoComplete: "tel-national",
    inputMode: "tel",
    maxLength: 40,
    onFocus: () => void loadPhone(),
    onInput: (event) => reformat(event.currentTarget.form),
  };
}

/**
 * The same widget for a form not bound to Conform (the business wizard, ADR 0038): `<name>Country`
 * and `<name>`, their default values, and the number's error keys from the last submission.
 */
export function UnboundPhoneField({
  name,
  label,
  defaultValue,
  errors,
  optional = false,
  ns,
}: {
  name: string;
  label: string;
  defaultValue: { country: PhoneCountry; national: string };
  errors?: string[];
  optional?: boolean;
  ns: string;
}) {
  const { t } = useTranslation("settings");
  const countryName = `${name}Country`;
  const widget = useRef<HTMLDivElement>(null);
  const reformat = (formElement: HTMLFormElement | null) => reformatIn(formElement, countryName, name);
  useLoadPhone(widget, reformat);
  return (
    <div ref={widget} className="flex flex-wrap items-start gap-2">
      <UnboundSelect
        label={t("account.phone.country")}
        id={`field-${countryName}`}
        name={countryName}
        defaultValue={defaultValue.country}
        onChange={(event) => reformat(event.currentTarget.form)}
      >
        <CountryOptions />
      </UnboundSelect>
      <UnboundField
        name={name}
        type="tel"
        label={label}
        defaultValue={defaultValue.national}
        errors={errors}
        optional={optional}
        ns={ns}
        inputProps={nationalInputProps(reformat)}
      />
    </div>
  );
}
