import { getFormProps, parse } from "@conform-to/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { Field } from "~/components/forms.tsx";
import type { LastResult } from "~/components/forms.tsx";
import { useLeanForm } from "~/components/lean-form.ts";
import { PhoneField } from "~/components/phone-field.tsx";
import { DEFAULT_PHONE_COUNTRY } from "~/lib/phone-countries.ts";
import { loadPhone } from "~/lib/phone-loader.ts";
import { Button } from "~/components/ui/button.tsx";
import { checkContactForm, type ContactField, type ContactFormConfig } from "~/features/intake/contact-form.ts";

type PhoneProblem = NonNullable<Parameters<typeof checkContactForm>[2]>;

const inputTypes: Record<ContactField, "text" | "email" | "tel"> = {
  name: "text",
  email: "email",
  phone: "tel",
  location: "text",
  opposingParty: "text",
};
const autoComplete: Record<ContactField, string> = {
  name: "name",
  email: "email",
  phone: "tel",
  location: "address-level2",
  opposingParty: "off",
};

/**
 * The assistant's initial values, its phone number split for the phone widget (a country code, +1 by
 * default, and the number): the server adds the split (withPhoneField), so the form is drawn without
 * libphonenumber (ADR 0073).
 */
function contactDefaults(config: ContactFormConfig) {
  const phone = config.phoneField ?? { country: DEFAULT_PHONE_COUNTRY, national: config.initialValues.phone ?? "" };
  return { ...config.initialValues, phone: phone.national, phoneCountry: phone.country };
}

/** The phone check (libphonenumber), loaded after hydration; null until it has arrived. */
function usePhoneProblem() {
  const [check, setCheck] = useState<PhoneProblem | null>(null);
  useEffect(() => {
    let current = true;
    void loadPhone().then((phone) => {
      if (current) setCheck(() => phone.phoneProblem);
    });
    return () => {
      current = false;
    };
  }, []);
  return check;
}

/**
 * The contact form the assistant shows in the chat. The same checks run on blur in the browser
 * (checkContactForm, without zod: ADR 0069) and again in the page's action (contactFormSchema); without JavaScript it is a plain form. It posts to
 * `action` (the page's own action URL); a page that renders it without one has nowhere to send
 * the details, so the block says the form is misconfigured instead of showing a dead form (spec §8).
 */
export function ContactFormBlock({
  config,
  action,
  submitted,
  lastResult,
}: {
  config: ContactFormConfig;
  action: string | null;
  submitted: boolean;
  lastResult: LastResult;
}) {
  const { t } = useTranslation("chat");
  const navigation = useNavigation();
  const phoneProblem = usePhoneProblem();
  // Plain field objects on the server, Conform's own in the browser (ADR 0131).
  const [form, fields] = useLeanForm({
    id: "contact-form",
    lastResult,
    defaultValue: contactDefaults(config),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      parse(formData, { resolve: (payload) => checkContactForm(config, payload, phoneProblem ?? undefined) }),
  });
  if (submitted) {
    return <p className="rounded-lg border border-line bg-surface-raised p-3 text-sm">{t("contactForm.submitted")}</p>;
  }
  if (!action) {
    return (
      <div role="alert" className="flex flex-col gap-1 rounded-lg border border-danger/40 p-4 text-sm">
        <p className="font-semibold">{t("contactForm.configError.title")}</p>
        <p>{t("contactForm.configError.body")}</p>
      </div>
    );
  }
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "contact";
  return (
    <Form
      method="post"
      action={action}
      {...getFormProps(form)}
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface-raised p-4"
      aria-labelledby="contact-form-title"
    >
      <h3 id="contact-form-title" className="font-semibold">
        {t("contactForm.title")}
      </h3>
      {config.message ? <p className="text-sm text-ink-muted">{config.message}</p> : null}
      <input type="hidden" name="intent" value="contact" />
      {config.fields.map((name) => {
        const field = fields[name];
        const required = config.required.includes(name);
        if (name === "phone") {
          return (
            <PhoneField
              key={name}
              country={fields.phoneCountry}
              number={field}
              label={t("contactForm.fields.phone")}
              required={required}
              optional={!required}
              ns="chat"
            />
          );
        }
        return (
          <Field
            key={name}
            field={field}
            label={t(`contactForm.fields.${name}`)}
            type={inputTypes[name]}
            required={required}
            optional={!required}
            ns="chat"
            inputProps={{ autoComplete: autoComplete[name] }}
          />
        );
      })}
      <Button type="submit" pending={pending} className="self-start">
        {pending ? t("composer.sending") : t("contactForm.submit")}
      </Button>
    </Form>
  );
}
