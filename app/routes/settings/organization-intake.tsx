import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { data, Form, Link } from "react-router";
import {
  CheckboxField,
  ErrorList,
  Field,
  FormErrors,
  SelectField,
  SubmitButton,
  TextareaField,
} from "~/components/forms.tsx";
import { buttonClassName } from "~/components/ui/button.tsx";
import { Label } from "~/components/ui/label.tsx";
import { db } from "../../../db/client.ts";
import { requirePageUser } from "../../lib/require-user.server.ts";
import { actorCan, memberActor } from "../../features/members/organization-access.server.ts";
import { getActiveOrganization } from "../../features/organizations/active-organization.server.ts";
import { getMemberOrganization } from "../../features/organizations/get-member-organization.server.ts";
import { maxLogoBytes, storeOrganizationLogo } from "../../features/organizations/organization-logo.server.ts";
import {
  IntakeConfigFormSchema,
  type MemberOrganization,
  referralTextMax,
} from "../../features/organizations/schemas.ts";
import { patchFromIntakeForm, updateOrganization } from "../../features/organizations/update-organization.server.ts";
import { redirectWithToast } from "../../lib/toast.server.ts";
import { DomainError, httpStatusOf } from "../../lib/errors.ts";
import { isSameOriginRequest } from "../../lib/origin-check.server.ts";
import { getInstance } from "../../middleware/i18n.server.ts";
import type { Route } from "./+types/organization-intake";
import { StatusError } from "../../components/status-error.tsx";

/**
 * /settings/organization/intake: owners and admins edit what the intake page shows and how the
 * assistant works: every field of the organization config. Services and their questions are
 * repeated fields; adding, removing and moving them are submit buttons (Conform list intents),
 * so the editor works without JavaScript and nothing typed is lost on an error.
 */
async function loadEditable(request: Request, context: Route.LoaderArgs["context"]) {
  const { user, session } = requirePageUser(context, request);
  const { active } = await getActiveOrganization(db, session);
  if (!active || active.isPersonal) throw data({ message: "Organization not found" }, { status: 404 });
  // getActiveOrganization only answers the user's own organizations: memberActor finds the role.
  const actor = await memberActor(db, active.id, user);
  if (!actorCan(actor, "organization:update")) throw data({ message: "Access Denied" }, { status: 403 });
  return { user, actor };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, actor } = await loadEditable(request, context);
  const organization = await getMemberOrganization(db, actor.organizationId, user.id);
  if (!organization) throw data({ message: "Organization not found" }, { status: 404 });
  return { organization, maxLogoMegabytes: maxLogoBytes / 1024 / 1024 };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { actor } = await loadEditable(request, context);
  const { t } = getInstance(context);
  const length = Number(request.headers.get("Content-Length") ?? "0");
  if (length > maxLogoBytes * 2 + 256 * 1024) {
    return data(
      {
        result: {
          status: "error" as const,
          error: { profileImage: ["settings:organization.validation.imageTooLarge"] },
        },
      },
      { status: 413 },
    );
  }
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: IntakeConfigFormSchema });
  if (!isSameOriginRequest(request))
    return data({ result: submission.reply({ formErrors: ["auth:errors.crossSite"] }) }, { status: 403 });
  if (submission.status !== "success")
    return data({ result: submission.reply() }, { status: submission.status === "error" ? 400 : 200 });
  try {
    const upload = formData.get("profileImage");
    let profileImage: string | null | undefined;
    if (upload instanceof File && upload.size > 0)
      profileImage = await storeOrganizationLogo(actor.organizationId, new Uint8Array(await upload.arrayBuffer()));
    else if (submission.value.removeProfileImage) profileImage = null;
    await updateOrganization(db, actor, { ...patchFromIntakeForm(submission.value), profileImage });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const field = typeof error.details.field === "string" ? error.details.field : null;
    return data(
      {
        result: submission.reply(
          field ? { fieldErrors: { [field]: [error.message] } } : { formErrors: [error.message] },
        ),
      },
      { status: httpStatusOf(error) },
    );
  }
  return redirectWithToast(
    "/settings/organization/intake",
    { type: "success", title: t("settings:organization.toasts.intakeSaved") },
    { status: 303 },
  );
}

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

const smallButton = buttonClassName({ variant: "secondary", size: "sm" });

export default function IntakeEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("settings");
  const { organization } = loaderData;
  const [form, fields] = useForm<z.input<typeof IntakeConfigFormSchema>>({
    id: "intake-config",
    lastResult: actionData?.result,
    defaultValue: formDefaults(organization),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: IntakeConfigFormSchema }),
  });
  const jurisdiction = fields.jurisdiction.getFieldset();
  const voice = fields.voice.getFieldset();
  const services = fields.services.getFieldList();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-8">
      <title>{t("organization.intake.meta.title")}</title>
      <Link to="/settings/organization" className="self-start text-sm text-ink-muted underline">
        ← {t("organization.title")}
      </Link>
      <h1 className="text-2xl font-semibold">{t("organization.intake.title")}</h1>
      <p>
        <a href={`/?organizationId=${encodeURIComponent(organization.slug)}`} className="underline">
          {t("organization.overview.openIntake")}
        </a>
      </p>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="flex flex-col gap-8">
        <FormErrors id={form.errorId} errors={form.errors} ns="settings" />
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-lg font-semibold">{t("organization.intake.profile")}</legend>
          <Field field={fields.name} label={t("organization.intake.name")} ns="settings" />
          <TextareaField
            field={fields.description}
            label={t("organization.intake.description")}
            ns="settings"
            textareaProps={{ rows: 3 }}
          />
          <TextareaField
            field={fields.introMessage}
            label={t("organization.intake.introMessage")}
            ns="settings"
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
              {t("organization.intake.profileImageHint", { size: loaderData.maxLogoMegabytes })}
            </p>
            <ErrorList ns="settings" id="profileImage-error" errors={fields.profileImage.errors} />
            {organization.profileImage ? (
              <CheckboxField
                field={fields.removeProfileImage}
                label={t("organization.intake.removeProfileImage")}
                labelClassName="text-sm"
                ns="settings"
              />
            ) : null}
          </div>
        </fieldset>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-lg font-semibold">{t("organization.intake.colors")}</legend>
          <div className="flex flex-wrap gap-6">
            <Field field={fields.brandColor} label={t("organization.intake.brandColor")} hint="#RRGGBB" ns="settings" />
            <Field
              field={fields.accentColor}
              label={t("organization.intake.accentColor")}
              hint="#RRGGBB"
              ns="settings"
            />
          </div>
        </fieldset>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-lg font-semibold">{t("organization.intake.services")}</legend>
          <ol className="flex flex-col gap-4">
            {services.map((service, index) => {
              const serviceFields = service.getFieldset();
              const questions = serviceFields.questions.getFieldList();
              return (
                <li key={service.key} className="flex flex-col gap-2 rounded-md border border-line p-3">
                  <Field
                    field={serviceFields.name}
                    label={t("organization.intake.serviceName", { number: index + 1 })}
                    ns="settings"
                  />
                  <div className="flex flex-wrap gap-2">
                    <button
                      {...form.reorder.getButtonProps({ name: fields.services.name, from: index, to: index - 1 })}
                      disabled={index === 0}
                      className={smallButton}
                    >
                      {t("organization.intake.moveUp", { number: index + 1 })}
                    </button>
                    <button
                      {...form.reorder.getButtonProps({ name: fields.services.name, from: index, to: index + 1 })}
                      disabled={index === services.length - 1}
                      className={smallButton}
                    >
                      {t("organization.intake.moveDown", { number: index + 1 })}
                    </button>
                    <button
                      {...form.remove.getButtonProps({ name: fields.services.name, index })}
                      className={`${smallButton} text-danger`}
                    >
                      {t("organization.intake.removeService", { number: index + 1 })}
                    </button>
                  </div>
                  <p className="text-sm font-medium">{t("organization.intake.questions")}</p>
                  <ol className="flex flex-col gap-2 ps-4">
                    {questions.map((question, questionIndex) => (
                      <li key={question.key} className="flex items-start gap-2">
                        <div className="flex-1">
                          <Field
                            field={question}
                            label={t("organization.intake.question", { service: index + 1, number: questionIndex + 1 })}
                            ns="settings"
                          />
                        </div>
                        <button
                          {...form.remove.getButtonProps({ name: serviceFields.questions.name, index: questionIndex })}
                          className={`${smallButton} mt-6 text-danger`}
                          aria-label={t("organization.intake.removeQuestion", {
                            service: index + 1,
                            number: questionIndex + 1,
                          })}
                        >
                          ✕
                        </button>
                      </li>
                    ))}
                  </ol>
                  <ErrorList
                    ns="settings"
                    id={serviceFields.questions.errorId}
                    errors={serviceFields.questions.errors}
                  />
                  <button
                    {...form.insert.getButtonProps({ name: serviceFields.questions.name, defaultValue: "" })}
                    className={`${smallButton} self-start`}
                  >
                    {t("organization.intake.addQuestion", { number: index + 1 })}
                  </button>
                </li>
              );
            })}
          </ol>
          <ErrorList ns="settings" id={fields.services.errorId} errors={fields.services.errors} />
          <button
            {...form.insert.getButtonProps({ name: fields.services.name, defaultValue: { name: "", questions: [] } })}
            className={`${smallButton} self-start`}
          >
            {t("organization.intake.addService")}
          </button>
        </fieldset>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-lg font-semibold">{t("organization.intake.jurisdiction")}</legend>
          <SelectField field={jurisdiction.type} label={t("organization.intake.jurisdictionType")} ns="settings">
            {["national", "state", "international"].map((option) => (
              <option key={option} value={option}>
                {t(`organization.intake.jurisdictionTypes.${option}`)}
              </option>
            ))}
          </SelectField>
          <Field
            field={jurisdiction.description}
            label={t("organization.intake.jurisdictionDescription")}
            ns="settings"
          />
          <Field
            field={jurisdiction.supportedStates}
            label={t("organization.intake.supportedStates")}
            hint={t("organization.intake.listHint")}
            ns="settings"
          />
          <Field
            field={jurisdiction.supportedCountries}
            label={t("organization.intake.supportedCountries")}
            hint={t("organization.intake.listHint")}
            ns="settings"
          />
          <Field field={jurisdiction.primaryState} label={t("organization.intake.primaryState")} ns="settings" />
        </fieldset>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-lg font-semibold">{t("organization.intake.payment")}</legend>
          <Field
            field={fields.consultationFee}
            label={t("organization.intake.consultationFee")}
            hint={t("organization.intake.feeHint")}
            inputProps={{ inputMode: "decimal" }}
            ns="settings"
          />
          <CheckboxField
            field={fields.requiresPayment}
            label={t("organization.intake.requiresPayment")}
            ns="settings"
          />
          <Field field={fields.paymentLink} label={t("organization.intake.paymentLink")} type="url" ns="settings" />
        </fieldset>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-lg font-semibold">{t("organization.intake.assistant")}</legend>
          <Field field={fields.ownerEmail} label={t("organization.intake.ownerEmail")} type="email" ns="settings" />
          <Field
            field={fields.aiModel}
            label={t("organization.intake.aiModel")}
            hint={t("organization.intake.aiModelHint")}
            ns="settings"
          />
          <TextareaField
            field={fields.referralText}
            label={t("organization.intake.referralText")}
            hint={t("organization.intake.referralTextHint", { max: referralTextMax })}
            ns="settings"
            textareaProps={{ rows: 3, maxLength: referralTextMax }}
          />
          <CheckboxField field={voice.enabled} label={t("organization.intake.voiceEnabled")} ns="settings" />
          <SelectField field={voice.provider} label={t("organization.intake.voiceProvider")} ns="settings">
            {["cloudflare", "elevenlabs", "custom"].map((option) => (
              <option key={option} value={option}>
                {t(`organization.intake.voiceProviders.${option}`)}
              </option>
            ))}
          </SelectField>
          <Field field={voice.voiceId} label={t("organization.intake.voiceId")} ns="settings" />
          <Field field={voice.displayName} label={t("organization.intake.voiceDisplayName")} ns="settings" />
          <Field field={voice.previewUrl} label={t("organization.intake.voicePreviewUrl")} type="url" ns="settings" />
        </fieldset>

        <SubmitButton className="self-start">{t("organization.intake.save")}</SubmitButton>
      </Form>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("settings");
  const status =
    error && typeof error === "object" && "status" in error ? Number((error as { status: number }).status) : 500;
  // Only a 403 or a 404 is this page's own answer; anything else is the unexpected-error page, not "not found".
  if (status !== 403 && status !== 404) return <StatusError error={error} />;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <h1 className="text-2xl font-semibold">
        {status === 403 ? t("organization.intake.forbidden") : t("organization.intake.notFound")}
      </h1>
      <Link to="/settings/organization" className="underline">
        {t("organization.title")}
      </Link>
    </div>
  );
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];
