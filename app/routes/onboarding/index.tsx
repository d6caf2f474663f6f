import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useDeferredValidation } from "~/components/deferred-validation.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect } from "react-router";
import { CheckboxField, ErrorList, Field, FormErrors, SubmitButton, useIsPending } from "~/components/forms.tsx";
import type { LastResult } from "~/components/forms.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Textarea } from "~/components/ui/input.tsx";
import { Label } from "~/components/ui/label.tsx";
import { requirePageUser } from "~/lib/require-user.server.ts";
import { completeOnboarding } from "~/features/onboarding/complete-onboarding.server.ts";
import { buildOnboardingData, OnboardingSchema } from "~/features/onboarding/schemas.ts";
import { primaryUseCases } from "~/features/onboarding/use-cases.ts";
import { logger } from "~/lib/logger.server.ts";
import { isSameOriginRequest } from "~/lib/origin-check.server.ts";
import { SignOutForm } from "~/features/auth/components/sign-out-form.tsx";
import { RedirectToSchema } from "~/features/auth/schemas.ts";
import { WelcomeTipsPage } from "~/features/onboarding/components/welcome-tips.tsx";
import type { Route } from "./+types/index";
import { useHydrated } from "~/components/use-hydrated.ts";

/**
 * /onboarding (spec §2, §4): step 1 personal info, step 2 use case (or Skip), then the welcome tips.
 * Works without JavaScript: step 1 is checked on the server and carried into step 2 as hidden fields.
 */
type PersonalValues = { fullName: string; birthday: string; agreedToTerms: boolean };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requirePageUser(context, request);
  const url = new URL(request.url);
  const done = url.searchParams.get("step") === "done";
  const redirectTo = RedirectToSchema.parse(url.searchParams.get("redirectTo") ?? undefined);
  // Finished already (another tab, the back button): nothing to fill in again.
  if (user.onboardingCompleted && !done) throw redirect(redirectTo ?? "/");
  return {
    done: done && user.onboardingCompleted,
    completed: user.onboardingCompleted,
    name: user.name,
    startHref: redirectTo ?? "/",
    unverifiedEmail: user.emailVerified ? null : user.email,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requirePageUser(context, request);
  const formData = await request.formData();
  const personal: PersonalValues = {
    fullName: String(formData.get("fullName") ?? ""),
    birthday: String(formData.get("birthday") ?? ""),
    agreedToTerms: formData.get("agreedToTerms") === "on",
  };
  if (formData.get("intent") === "back") return { step: "personal-info" as const, personal, result: undefined };
  // An empty birthday is "not given".
  if (formData.get("birthday") === "") formData.delete("birthday");
  const submission = parseWithZod(formData, { schema: OnboardingSchema });
  if (!isSameOriginRequest(request)) {
    return data(
      { step: "personal-info" as const, personal, result: submission.reply({ formErrors: ["auth:errors.crossSite"] }) },
      { status: 403 },
    );
  }
  if (submission.status !== "success") {
    const intent = formData.get("intent");
    const step =
      intent === "use-case" && personalInfoValid(formData) ? ("use-case" as const) : ("personal-info" as const);
    return data({ step, personal, result: submission.reply() }, { status: 400 });
  }
  const value = submission.value;
  if (value.intent === "personal-info") return { step: "use-case" as const, personal, result: undefined };
  try {
    await completeOnboarding({ actor: user }, buildOnboardingData(value, new Date()));
  } catch (error) {
    logger.error("onboarding.save_failed", { userId: user.id, error: error instanceof Error ? error.name : "unknown" });
    return data(
      {
        step: "use-case" as const,
        personal,
        result: submission.reply({ formErrors: ["settings:onboarding.saveFailed"] }),
      },
      { status: 500 },
    );
  }
  const redirectTo = RedirectToSchema.parse(new URL(request.url).searchParams.get("redirectTo") ?? undefined);
  return redirect(`/onboarding?step=done${redirectTo ? `&redirectTo=${encodeURIComponent(redirectTo)}` : ""}`, {
    status: 303,
  });
}

function personalInfoValid(formData: FormData): boolean {
  const copy = new FormData();
  for (const [key, value] of formData) copy.append(key, value);
  copy.set("intent", "personal-info");
  return parseWithZod(copy, { schema: OnboardingSchema }).status === "success";
}

export default function OnboardingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["settings", "auth"]);
  const step = loaderData.done ? "done" : (actionData?.step ?? "personal-info");
  return (
    <main id="main" className="mx-auto flex min-h-dvh w-full max-w-lg flex-col justify-center gap-6 px-4 py-10">
      <title>{t("onboarding.meta.title")}</title>
      {step === "done" ? (
        <WelcomeTipsPage name={loaderData.name} startHref={loaderData.startHref} />
      ) : (
        <section
          className="flex flex-col gap-5 rounded-xl border border-line bg-surface-raised p-6"
          aria-labelledby="onboarding-title"
        >
          <p className="text-sm text-ink-muted">
            {t("onboarding.stepOf", { step: step === "personal-info" ? 1 : 2, total: 2 })}
          </p>
          {loaderData.unverifiedEmail ? (
            <p className="text-sm text-ink-muted">
              {t("auth:welcome.verifyHint", { email: loaderData.unverifiedEmail })}
            </p>
          ) : null}
          {step === "personal-info" || !actionData ? (
            <PersonalInfoStep
              key="personal"
              lastResult={actionData?.step === "personal-info" ? actionData.result : undefined}
              defaults={actionData?.personal ?? null}
              name={loaderData.name}
            />
          ) : (
            <UseCaseStep key="use-case" lastResult={actionData?.result} personal={actionData.personal} />
          )}
        </section>
      )}
      <div className="self-center">
        <SignOutForm label={t("onboarding.signOut")} className="text-sm text-ink-muted underline" />
      </div>
    </main>
  );
}

function PersonalInfoStep({
  lastResult,
  defaults,
  name,
}: {
  lastResult: LastResult;
  defaults: PersonalValues | null;
  name: string;
}) {
  const { t } = useTranslation("settings");
  const validateOnboarding = useDeferredValidation(() =>
    import("~/features/onboarding/schemas.ts").then((module) => module.OnboardingSchema),
  );
  const [form, fields] = useForm({
    id: "onboarding-personal",
    lastResult,
    defaultValue: {
      fullName: defaults?.fullName ?? name,
      birthday: defaults?.birthday ?? "",
      agreedToTerms: defaults?.agreedToTerms ? "on" : undefined,
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => {
      if (formData.get("birthday") === "") formData.delete("birthday");
      return validateOnboarding({ formData });
    },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3">
      <h1 id="onboarding-title" className="text-2xl font-semibold">
        {t("onboarding.personal.title")}
      </h1>
      <p className="text-ink-muted">{t("onboarding.personal.subtitle")}</p>
      <input type="hidden" name="intent" value="personal-info" />
      <FormErrors id={form.errorId} errors={form.errors} ns="auth" />
      <Field
        field={fields.fullName}
        label={t("onboarding.fields.fullName")}
        required
        ns="auth"
        inputProps={{ autoComplete: "name" }}
      />
      <Field
        field={fields.birthday}
        label={t("onboarding.fields.birthday")}
        optional
        ns="auth"
        inputProps={{ autoComplete: "bday" }}
      />
      <CheckboxField
        field={fields.agreedToTerms}
        ns="settings"
        labelClassName="text-sm"
        label={
          <>
            {t("onboarding.fields.agreePrefix")}{" "}
            <Link to="/terms" className="underline" target="_blank">
              {t("onboarding.fields.terms")}
            </Link>{" "}
            {t("onboarding.fields.and")}{" "}
            <Link to="/privacy" className="underline" target="_blank">
              {t("onboarding.fields.privacy")}
            </Link>
          </>
        }
      />
      <SubmitButton pendingIntent="personal-info">{t("onboarding.continue")}</SubmitButton>
    </Form>
  );
}

function UseCaseStep({ lastResult, personal }: { lastResult: LastResult; personal: PersonalValues }) {
  const { t } = useTranslation("settings");
  const [form, fields] = useForm({ id: "onboarding-use-case", lastResult });
  const [choice, setChoice] = useState<string | null>(null);
  const hydrated = useHydrated();
  const pending = useIsPending();
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3">
      <h1 id="onboarding-title" className="text-2xl font-semibold">
        {t("onboarding.useCase.title")}
      </h1>
      <input type="hidden" name="fullName" value={personal.fullName} />
      {personal.birthday ? <input type="hidden" name="birthday" value={personal.birthday} /> : null}
      {personal.agreedToTerms ? <input type="hidden" name="agreedToTerms" value="on" /> : null}
      <FormErrors id={form.errorId} errors={form.errors} ns="auth" />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t("onboarding.useCase.legend")}</legend>
        {primaryUseCases.map((useCase) => (
          <label key={useCase} className="flex items-center gap-2 rounded-md border border-line px-3 py-2">
            <input type="radio" name="primaryUseCase" value={useCase} onChange={() => setChoice(useCase)} />
            {t(`onboarding.useCase.options.${useCase}`)}
          </label>
        ))}
        <ErrorList errors={fields.primaryUseCase.errors} ns="settings" />
      </fieldset>
      {/* Without JavaScript the box is always there; with it, only once "other" is chosen. */}
      {!hydrated || choice === "other" ? (
        <div className="flex flex-col gap-1">
          <Label htmlFor="additionalInfo">{t("onboarding.useCase.additionalInfo")}</Label>
          <Textarea id="additionalInfo" name="additionalInfo" rows={3} maxLength={2000} />
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="back" formNoValidate variant="secondary">
          {t("onboarding.back")}
        </Button>
        <Button type="submit" name="intent" value="skip" formNoValidate variant="secondary">
          {t("onboarding.skip")}
        </Button>
        <Button type="submit" name="intent" value="use-case" disabled={pending}>
          {t("onboarding.next")}
        </Button>
      </div>
    </Form>
  );
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];
