import { Fragment, useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { BusinessOnboarding } from "~/features/business-onboarding/schemas.ts";
import { maxServices } from "~/features/business-onboarding/limits.ts";
import { Button, buttonClassName } from "~/components/ui/button.tsx";
import { Checkbox } from "~/components/ui/input.tsx";
import { Label } from "~/components/ui/label.tsx";
import { ErrorList, UnboundField } from "~/components/forms.tsx";
import { UnboundPhoneField } from "~/components/phone-field.tsx";
import type { PhoneFieldValue } from "~/lib/phone-countries.ts";
import { Section } from "~/components/ui/section.tsx";

type FieldErrors = Record<string, string[] | undefined>;

/** What every step body receives: the stored answers and the errors of the last submission. */
type StepProps = { values: BusinessOnboarding; errors: FieldErrors };

/** The answers that are one line or one text of text (not the services, the logo or the switches). */
type TextAnswer = {
  [K in keyof BusinessOnboarding]: BusinessOnboarding[K] extends string ? K : never;
}[keyof BusinessOnboarding];

/**
 * One text answer of a step: its label is `fields.<name>` (and its hint `fields.<name>Hint`) in the
 * business namespace; `fallback` is the value shown while none is stored.
 */
type AnswerField = {
  name: TextAnswer;
  type?: "email" | "url" | "color";
  autoComplete?: string;
  optional?: boolean;
  hint?: boolean;
  multiline?: boolean;
  fallback?: string;
};

/** The text answers of a step, in order, as fields bound to the stored draft and the last errors. */
function AnswerFields({ fields, values, errors }: StepProps & { fields: AnswerField[] }) {
  const { t } = useTranslation("business");
  return fields.map((field) => (
    <UnboundField
      key={field.name}
      name={field.name}
      type={field.type}
      label={t(`fields.${field.name}`)}
      hint={field.hint ? t(`fields.${field.name}Hint`) : undefined}
      defaultValue={values[field.name] || (field.fallback ?? "")}
      errors={errors[field.name]}
      optional={field.optional}
      multiline={field.multiline}
      inputProps={field.autoComplete ? { autoComplete: field.autoComplete } : undefined}
      ns="business"
    />
  ));
}

const contactFields: AnswerField[] = [
  { name: "firmName", autoComplete: "organization" },
  { name: "contactEmail", type: "email", autoComplete: "email" },
];
const websiteField: AnswerField[] = [{ name: "website", type: "url", optional: true, autoComplete: "url" }];
const streetFields: AnswerField[] = [
  { name: "addressLine1", autoComplete: "address-line1" },
  { name: "addressLine2", optional: true, autoComplete: "address-line2" },
];
const placeFields: AnswerField[] = [
  { name: "city", autoComplete: "address-level2" },
  { name: "state", autoComplete: "address-level1" },
  { name: "postalCode", autoComplete: "postal-code" },
  { name: "country", autoComplete: "country-name" },
];
const overviewField: AnswerField[] = [{ name: "overview", hint: true, multiline: true }];
const colorFields: AnswerField[] = [
  { name: "primaryColor", type: "color", fallback: "#1e40af" },
  { name: "accentColor", type: "color", fallback: "#f59e0b" },
];

export function WelcomeStep({ organizationName }: { organizationName: string }) {
  const { t } = useTranslation("business");
  return (
    <div className="flex flex-col gap-3">
      <p>{t("welcome.lead", { name: organizationName })}</p>
      <ul className="list-disc ps-6 text-ink-muted">
        <li>{t("welcome.pointBasics")}</li>
        <li>{t("welcome.pointPayments")}</li>
        <li>{t("welcome.pointServices")}</li>
        <li>{t("welcome.pointLaunch")}</li>
      </ul>
    </div>
  );
}

export function FirmBasicsStep({
  values,
  errors,
  maxLogoMegabytes,
  phone,
}: StepProps & { maxLogoMegabytes: number; phone: PhoneFieldValue }) {
  const { t } = useTranslation("business");
  return (
    <div className="flex flex-col gap-2">
      <AnswerFields fields={contactFields} values={values} errors={errors} />
      <UnboundPhoneField
        name="contactPhone"
        label={t("fields.contactPhone")}
        defaultValue={phone}
        errors={errors.contactPhone}
        optional
        ns="business"
      />
      <AnswerFields fields={websiteField} values={values} errors={errors} />
      <div className="flex flex-col gap-1">
        <Label htmlFor="field-profileImage">
          {t("fields.logo")} <span className="font-normal text-ink-muted">{t("fields.optional")}</span>
        </Label>
        {values.profileImage ? <p className="text-sm">{t("fields.logoUploaded")}</p> : null}
        <input
          id="field-profileImage"
          name="profileImage"
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          aria-describedby={
            errors.profileImage?.length ? "field-profileImage-error field-profileImage-hint" : "field-profileImage-hint"
          }
          aria-invalid={errors.profileImage?.length ? true : undefined}
        />
        <p id="field-profileImage-hint" className="text-sm text-ink-muted">
          {t("fields.logoHint", { size: maxLogoMegabytes })}
        </p>
        <ErrorList id="field-profileImage-error" errors={errors.profileImage} ns="business" />
      </div>
    </div>
  );
}

export function TrustAccountStep() {
  const { t } = useTranslation("business");
  return (
    <div className="flex flex-col gap-3">
      <p>{t("trust.lead")}</p>
      <h3 className="font-semibold">{t("trust.earnedTitle")}</h3>
      <p>{t("trust.earned")}</p>
      <h3 className="font-semibold">{t("trust.advanceTitle")}</h3>
      <p>{t("trust.advance")}</p>
      <p className="rounded-md border border-line p-3">{t("trust.parley")}</p>
      <p className="text-sm text-ink-muted">{t("trust.rules")}</p>
    </div>
  );
}

export type StripeState = {
  configured: boolean;
  accountId: string | null;
  chargesEnabled: boolean;
  detailsSubmitted: boolean;
};

export function StripeStep({ stripe, connectUrl }: { stripe: StripeState; connectUrl: string | null }) {
  const { t } = useTranslation("business");
  // With JavaScript, Stripe's onboarding opens as soon as the link is made.
  useEffect(() => {
    if (connectUrl) window.location.assign(connectUrl);
  }, [connectUrl]);
  if (!stripe.configured) {
    return (
      <div className="flex flex-col gap-3">
        <p role="note" className="rounded-md border border-line p-3">
          {t("stripe.notConfigured")}
        </p>
        <p className="text-sm text-ink-muted">{t("stripe.continueWithout")}</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p>{t("stripe.lead")}</p>
      {stripe.chargesEnabled ? (
        <p role="status" className="rounded-md border border-line p-3 font-medium">
          {t("stripe.connected")}
        </p>
      ) : stripe.accountId ? (
        <p role="status" className="rounded-md border border-line p-3">
          {stripe.detailsSubmitted ? t("stripe.pendingReview") : t("stripe.incomplete")}
        </p>
      ) : null}
      {connectUrl ? (
        <a href={connectUrl} className={buttonClassName({ className: "self-start" })}>
          {t("stripe.continueToStripe")}
        </a>
      ) : null}
      {stripe.chargesEnabled || connectUrl ? null : (
        <Button type="submit" name="intent" value="connect-stripe" variant="secondary" className="self-start">
          {stripe.accountId ? t("stripe.continueSetup") : t("stripe.connect")}
        </Button>
      )}
      <p className="text-sm text-ink-muted">{t("stripe.later")}</p>
    </div>
  );
}

export function BusinessDetailsStep({ values, errors }: StepProps) {
  return (
    <div className="flex flex-col gap-2">
      <AnswerFields fields={streetFields} values={values} errors={errors} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <AnswerFields fields={placeFields} values={values} errors={errors} />
      </div>
      <AnswerFields fields={overviewField} values={values} errors={errors} />
      <div className="flex flex-wrap gap-6">
        <AnswerFields fields={colorFields} values={values} errors={errors} />
      </div>
    </div>
  );
}

export function ServicesStep({ values, errors }: StepProps) {
  const { t } = useTranslation("business");
  return (
    <div className="flex flex-col gap-4">
      <p>{t("services.lead")}</p>
      <input type="hidden" name="servicesPresent" value="1" />
      {values.services.length === 0 ? <p className="text-ink-muted">{t("services.empty")}</p> : null}
      <ol className="flex flex-col gap-4">
        {values.services.map((service, index) => (
          <li key={service.id} className="flex flex-col gap-2 rounded-md border border-line p-3">
            <input type="hidden" name={`services[${index}].id`} value={service.id} />
            <UnboundField
              name={`services[${index}].title`}
              label={t("services.title", { number: index + 1 })}
              defaultValue={service.title}
              errors={errors[`services[${index}].title`]}
              ns="business"
            />
            <UnboundField
              name={`services[${index}].description`}
              label={t("services.description", { number: index + 1 })}
              defaultValue={service.description}
              errors={errors[`services[${index}].description`]}
              multiline
              optional
              ns="business"
            />
            <Button
              type="submit"
              name="intent"
              value={`remove-service-${index}`}
              variant="danger-outline"
              size="sm"
              className="self-start"
            >
              {t("services.remove", { number: index + 1 })}
            </Button>
          </li>
        ))}
      </ol>
      <ErrorList id="services-error" errors={errors.services} ns="business" />
      {values.services.length < maxServices ? (
        <Button type="submit" name="intent" value="add-service" variant="secondary" size="sm" className="self-start">
          {t("services.add")}
        </Button>
      ) : null}
    </div>
  );
}

export function ReviewStep({
  values,
  errors,
  organizationName,
  dialedPhone,
}: StepProps & { organizationName: string; dialedPhone: string }) {
  const { t } = useTranslation("business");
  const address = [
    values.addressLine1,
    values.addressLine2,
    [values.postalCode, values.city].filter(Boolean).join(" "),
    values.state,
    values.country,
  ].filter(Boolean);
  const services = values.services.filter((service) => service.title.trim());
  const firmAnswers: [TextAnswer, string][] = [
    ["firmName", values.firmName],
    ["contactEmail", values.contactEmail],
    ["contactPhone", dialedPhone],
    ["website", values.website],
  ];
  const problems = Object.values(errors).flat().filter(Boolean) as string[];
  return (
    <div className="flex flex-col gap-5">
      {problems.length > 0 ? (
        <div role="alert" className="rounded-md border border-danger p-3 text-sm text-danger">
          <p className="font-medium">{t("review.fixFirst")}</p>
          <ul className="list-disc ps-5">
            {problems.map((problem) => (
              <li key={problem}>{t(problem)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <Section level={3} tight id="review-firm" title={t("review.firm")}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {firmAnswers.map(([name, answer]) => (
            <Fragment key={name}>
              <dt className="text-ink-muted">{t(`fields.${name}`)}</dt>
              <dd>{answer || "—"}</dd>
            </Fragment>
          ))}
        </dl>
      </Section>
      <Section level={3} tight id="review-address" title={t("review.address")}>
        <p className="text-sm">{address.length ? address.join(", ") : "—"}</p>
      </Section>
      <Section level={3} tight id="review-description" title={t("review.description")}>
        <p className="text-sm whitespace-pre-line">{values.overview || "—"}</p>
      </Section>
      <Section level={3} tight id="review-services" title={t("review.services")}>
        {services.length ? (
          <ul className="list-disc ps-5 text-sm">
            {services.map((service) => (
              <li key={service.id}>
                {service.title}
                {service.description ? <span className="text-ink-muted"> – {service.description}</span> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm">{t("review.noServices")}</p>
        )}
      </Section>
      <UnboundField
        name="introMessage"
        label={t("fields.introMessage")}
        hint={t("fields.introMessageHint")}
        defaultValue={values.introMessage || t("review.introSuggestion", { name: values.firmName || organizationName })}
        errors={errors.introMessage}
        multiline
        ns="business"
      />
      <input type="hidden" name="isPublicPresent" value="1" />
      <label className="flex items-start gap-2">
        <Checkbox name="isPublic" defaultChecked={values.isPublic} className="mt-1" aria-describedby="isPublic-hint" />
        <span>
          <span className="font-medium">{t("review.makePublic")}</span>
          <span id="isPublic-hint" className="block text-sm text-ink-muted">
            {t("review.makePublicHint")}
          </span>
        </span>
      </label>
    </div>
  );
}
