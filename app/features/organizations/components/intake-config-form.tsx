import { useDeferredForm } from "~/components/deferred-validation.ts";
import { useTranslation } from "react-i18next";
import {
  CheckboxField,
  ErrorList,
  Field,
  PostForm,
  SelectField,
  SubmitButton,
  TextareaField,
} from "~/components/forms.tsx";
import type { LastResult } from "~/components/forms.tsx";
import { Label } from "~/components/ui/label.tsx";
import { referralTextMax } from "~/features/organizations/intake-limits.ts";
import type { MemberOrganization } from "~/features/organizations/schemas.ts";
import { IntakeServicesFieldset } from "./intake-services-fieldset.tsx";
import { Options } from "~/components/ui/options.tsx";
import { Fieldset } from "~/components/ui/fieldset.tsx";

function formDefaults(organization: MemberOrganization) {
  const { config } = organization;
  return {
    name: organization.name,
    description: organization.description ?? "",
    introMessage: organization.introMessage ?? "",
    brandColor: config.brandColor,
    accentColor: config.accentColor,
    consultationFee: String(config.consultationFee),
    requiresPayment: config.requiresPayment ? "on" : undefined,
    paymentLink: config.paymentLink ?? "",
    ownerEmail: config.ownerEmail ?? "",
    aiModel: config.aiModel ?? "",
    referralText: config.referralText ?? "",
    jurisdiction: {
      type: config.jurisdiction.type,
      description: config.jurisdiction.description,
      supportedStates: config.jurisdiction.supportedStates.join(", "),
      supportedCountries: config.jurisdiction.supportedCountries.join(", "),
      primaryState: config.jurisdiction.primaryState ?? "",
    },
    voice: {
      enabled: config.voice.enabled ? "on" : undefined,
      provider: config.voice.provider,
      voiceId: config.voice.voiceId ?? "",
      displayName: config.voice.displayName ?? "",
      previewUrl: config.voice.previewUrl ?? "",
    },
    services: config.availableServices.map((name) => ({ name, questions: config.serviceQuestions[name] ?? [] })),
  };
}

/**
 * The intake editor of /settings/organization/intake: every field of the organization config in
 * one multipart form (the logo is a file), posted to the page's action.
 */
export function IntakeConfigForm({
  organization,
  maxLogoMegabytes,
  lastResult,
}: {
  organization: MemberOrganization;
  maxLogoMegabytes: number;
  lastResult: LastResult;
}) {
  const { t } = useTranslation("settings");
  const [form, fields] = useDeferredForm(
    () => import("~/features/organizations/schemas.ts").then((module) => module.IntakeConfigFormSchema),
    { id: "intake-config", lastResult, defaultValue: formDefaults(organization) },
  );
  const jurisdiction = fields.jurisdiction.getFieldset();
  const voice = fields.voice.getFieldset();
  return (
    <PostForm form={form} ns="settings" encType="multipart/form-data" className="flex flex-col gap-8">
      <Fieldset legend={t("organization.intake.profile")}>
        <Field field={fields.name} label={t("organization.intake.name")} />
        <TextareaField
          field={fields.description}
          label={t("organization.intake.description")}
          textareaProps={{ rows: 3 }}
        />
        <TextareaField
          field={fields.introMessage}
          label={t("organization.intake.introMessage")}
          textareaProps={{ rows: 3 }}
        />
        <div className="flex flex-col gap-1">
          {organization.profileImage ? (
            <img
              src={organization.profileImage}
              alt={t("organization.intake.currentLogo")}
              width={72}
              height={72}
              className="size-18 rounded-2xl object-cover"
            />
          ) : null}
          <Label htmlFor="profileImage">{t("organization.intake.profileImage")}</Label>
          <input
            id="profileImage"
            name="profileImage"
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            aria-describedby="profileImage-hint profileImage-error"
            aria-invalid={fields.profileImage.errors ? true : undefined}
          />
          <p id="profileImage-hint" className="text-sm text-ink-muted">
            {t("organization.intake.profileImageHint", { size: maxLogoMegabytes })}
          </p>
          <ErrorList ns="settings" id="profileImage-error" errors={fields.profileImage.errors} />
          {organization.profileImage ? (
            <CheckboxField
              field={fields.removeProfileImage}
              label={t("organization.intake.removeProfileImage")}
              labelClassName="text-sm"
            />
          ) : null}
        </div>
      </Fieldset>

      <Fieldset legend={t("organization.intake.colors")}>
        <div className="flex flex-wrap gap-6">
          <Field field={fields.brandColor} label={t("organization.intake.brandColor")} hint="#RRGGBB" />
          <Field field={fields.accentColor} label={t("organization.intake.accentColor")} hint="#RRGGBB" />
        </div>
      </Fieldset>

      <IntakeServicesFieldset form={form} field={fields.services} />

      <Fieldset legend={t("organization.intake.jurisdiction")}>
        <SelectField field={jurisdiction.type} label={t("organization.intake.jurisdictionType")} ns="settings">
          <Options
            values={["national", "state", "international"]}
            label={(option) => t(`organization.intake.jurisdictionTypes.${option}`)}
          />
        </SelectField>
        <Field field={jurisdiction.description} label={t("organization.intake.jurisdictionDescription")} />
        <Field
          field={jurisdiction.supportedStates}
          label={t("organization.intake.supportedStates")}
          hint={t("organization.intake.listHint")}
        />
        <Field
          field={jurisdiction.supportedCountries}
          label={t("organization.intake.supportedCountries")}
          hint={t("organization.intake.listHint")}
        />
        <Field field={jurisdiction.primaryState} label={t("organization.intake.primaryState")} />
      </Fieldset>

      <Fieldset legend={t("organization.intake.payment")}>
        <Field
          field={fields.consultationFee}
          label={t("organization.intake.consultationFee")}
          hint={t("organization.intake.feeHint")}
          inputProps={{ inputMode: "decimal" }}
        />
        <CheckboxField field={fields.requiresPayment} label={t("organization.intake.requiresPayment")} />
        <Field field={fields.paymentLink} label={t("organization.intake.paymentLink")} type="url" />
      </Fieldset>

      <Fieldset legend={t("organization.intake.assistant")}>
        <Field field={fields.ownerEmail} label={t("organization.intake.ownerEmail")} type="email" />
        <Field
          field={fields.aiModel}
          label={t("organization.intake.aiModel")}
          hint={t("organization.intake.aiModelHint")}
        />
        <TextareaField
          field={fields.referralText}
          label={t("organization.intake.referralText")}
          hint={t("organization.intake.referralTextHint", { max: referralTextMax })}
          textareaProps={{ rows: 3, maxLength: referralTextMax }}
        />
        <CheckboxField field={voice.enabled} label={t("organization.intake.voiceEnabled")} />
        <SelectField field={voice.provider} label={t("organization.intake.voiceProvider")} ns="settings">
          <Options
            values={["cloudflare", "elevenlabs", "custom"]}
            label={(option) => t(`organization.intake.voiceProviders.${option}`)}
          />
        </SelectField>
        <Field field={voice.voiceId} label={t("organization.intake.voiceId")} />
        <Field field={voice.displayName} label={t("organization.intake.voiceDisplayName")} />
        <Field field={voice.previewUrl} label={t("organization.intake.voicePreviewUrl")} type="url" />
      </Fieldset>

      <SubmitButton className="self-start">{t("organization.intake.save")}</SubmitButton>
    </PostForm>
  );
}
