import { useTranslation } from "react-i18next";
import { data, Link, redirect } from "react-router";
import { Button } from "~/components/ui/button.tsx";
import { MessagePage } from "~/components/ui/message-page.tsx";
import { type ErrorKind, errorKindOf } from "~/components/status-error.tsx";
import { requirePageUser } from "~/lib/require-user.server.ts";
import { BusinessWelcome, NotAvailable } from "~/features/business-onboarding/components/wizard-screens.tsx";
import { WizardForm } from "~/features/business-onboarding/components/wizard-form.tsx";
import { WizardProgress } from "~/features/business-onboarding/components/wizard-progress.tsx";
import {
  BusinessDetailsStep,
  FirmBasicsStep,
  ReviewStep,
  ServicesStep,
  StripeStep,
  TrustAccountStep,
  WelcomeStep,
} from "~/features/business-onboarding/components/wizard-steps.tsx";
import { draftFromForm } from "~/features/business-onboarding/form-values.ts";
import { launchAssistant } from "~/features/business-onboarding/launch-assistant.server.ts";
import {
  type OnboardingAccess,
  requireOnboardingAccess,
} from "~/features/business-onboarding/onboarding-access.server.ts";
import { skipOnboarding } from "~/features/business-onboarding/onboarding-status.server.ts";
import { openBusinessOnboarding } from "~/features/business-onboarding/open-wizard.server.ts";
import { BusinessDraftSchema, OnboardingOrganizationSchema } from "~/features/business-onboarding/schemas.ts";
import { isBusinessOnboardingStep } from "~/features/business-onboarding/steps.ts";
import {
  refreshStripeConnectStatus,
  startStripeConnect,
} from "~/features/business-onboarding/stripe-connect.server.ts";
import { submitWizardStep, type WizardIntent } from "~/features/business-onboarding/submit-wizard-step.server.ts";
import { syncOnCheckoutReturn } from "~/features/business-onboarding/sync-on-return.server.ts";
import { fieldErrorsOf } from "~/features/business-onboarding/submit-wizard-step.server.ts";
import { getActiveOrganization, setActiveOrganization } from "~/features/organizations/active-organization.server.ts";
import { maxLogoBytes } from "~/features/organizations/organization-logo.server.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { DomainError, httpStatusOf, translateError } from "~/lib/errors.ts";
import { isSameOriginRequest } from "~/lib/origin-check.server.ts";
import { getInstance } from "~/middleware/i18n.server.ts";
import type { Route } from "./+types/index";

/**
 * /business-onboarding?organizationId= (accounts spec §2, §4; ADR 0038): the seven-step wizard of
 * a business or enterprise organization, for its owners and admins. Every step is a form that
 * saves on Next without JavaScript and on each change with it. Also handles the return from
 * checkout (sync=1&session_id) and from Stripe Connect onboarding (stripe=return|refresh).
 */
async function access(request: Request, context: Route.LoaderArgs["context"]): Promise<OnboardingAccess> {
  const { user } = requirePageUser(context, request);
  const parsed = OnboardingOrganizationSchema.safeParse({
    organizationId: new URL(request.url).searchParams.get("organizationId") ?? undefined,
  });
  try {
    if (!parsed.success) throw new DomainError("ORGANIZATION_NOT_FOUND");
    return await requireOnboardingAccess(parsed.data.organizationId, user);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    throw data({ code: error.code }, { status: httpStatusOf(error) });
  }
}

function pagePath(organizationId: string): string {
  return `/business-onboarding?organizationId=${encodeURIComponent(organizationId)}`;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { t } = getInstance(context);
  if (!url.searchParams.get("organizationId")) {
    // No organization named: the active one, when it is a firm.
    const { session } = requirePageUser(context, request);
    const { active } = await getActiveOrganization(session);
    if (active && !active.isPersonal) throw redirect(pagePath(active.id));
  }
  const current = await access(request, context);
  const here = pagePath(current.organization.id);

  // Back from checkout: sync at once, then a clean URL (spec §4).
  if (url.searchParams.get("sync") === "1" && url.searchParams.get("session_id")) {
    const synced = await syncOnCheckoutReturn(current.organization.id, current.organization.tier);
    if (!synced.synced)
      throw redirectWithToast(here, {
        type: "error",
        title: t("business:sync.failedTitle"),
        description: t("business:sync.failed"),
      });
    throw redirectWithToast(here, { type: "success", title: t("business:sync.updated") });
  }
  // Back from Stripe's onboarding: read the account again; an expired link gets a new one.
  const stripeReturn = url.searchParams.get("stripe");
  if (stripeReturn === "return" || stripeReturn === "refresh") {
    try {
      if (stripeReturn === "refresh") throw redirect((await startStripeConnect(current)).url);
      const { connected } = await refreshStripeConnectStatus(current);
      throw redirectWithToast(
        here,
        connected
          ? { type: "success", title: t("business:stripe.connectedToast") }
          : { type: "info", title: t("business:stripe.incompleteToast") },
      );
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      throw redirectWithToast(here, { type: "error", title: translateError(t, error) });
    }
  }
  return openBusinessOnboarding(current);
}

export async function action({ request, context }: Route.ActionArgs) {
  const current = await access(request, context);
  const here = pagePath(current.organization.id);
  const { t } = getInstance(context);
  if (!isSameOriginRequest(request))
    return data({ fieldErrors: {}, formErrors: ["auth:errors.crossSite"] }, { status: 403 });
  if (Number(request.headers.get("Content-Length") ?? "0") > maxLogoBytes + 512 * 1024) {
    return data(
      { fieldErrors: { profileImage: ["settings:organization.validation.imageTooLarge"] }, formErrors: [] },
      { status: 413 },
    );
  }
  const formData = await request.formData();
  const intentValue = String(formData.get("intent") ?? "next");
  const step = formData.get("step");
  const draft = BusinessDraftSchema.safeParse(draftFromForm(formData));
  if (!draft.success)
    return data(
      { intent: "autosave" as const, saved: false, fieldErrors: fieldErrorsOf(draft.error), formErrors: [] },
      { status: 400 },
    );

  try {
    if (intentValue === "skip") {
      await skipOnboarding(current);
      return redirect("/", { status: 303 });
    }
    if (intentValue === "launch") {
      const launched = await launchAssistant(current, draft.data);
      if (launched.kind === "invalid")
        return data({ fieldErrors: launched.fieldErrors, formErrors: [] }, { status: 400 });
      const { session } = requirePageUser(context, request);
      // The launched firm becomes the one Settings shows, so the welcome screen's links act on it.
      await setActiveOrganization(session, current.organization.id);
      return redirectWithToast(here, { type: "success", title: t("business:toasts.completed") }, { status: 303 });
    }
    if (intentValue === "connect-stripe") {
      await submitWizardStep(current, { step: "stripe-onboarding", intent: "autosave", draft: draft.data });
      // Answered as a link, not a redirect: a form's redirect to another origin is refused by the
      // form-action policy when that origin is not https (a local Stripe); with JavaScript the page
      // follows the link at once.
      return { connectUrl: (await startStripeConnect(current)).url, fieldErrors: {}, formErrors: [] };
    }
    if (!isBusinessOnboardingStep(step))
      return data({ fieldErrors: {}, formErrors: ["business:validation.unknownStep"] }, { status: 400 });
    const removal = /^remove-service-(\d{1,2})$/.exec(intentValue);
    const intent: WizardIntent = removal
      ? "remove-service"
      : ((["next", "back", "autosave", "add-service"] as const).find((known) => known === intentValue) ?? "next");
    const upload = formData.get("profileImage");
    const logo = upload instanceof File && upload.size > 0 ? new Uint8Array(await upload.arrayBuffer()) : null;
    const result = await submitWizardStep(current, {
      step,
      intent,
      draft: draft.data,
      logo,
      removeIndex: removal ? Number(removal[1]) : undefined,
    });
    if (intent === "autosave") {
      return data(
        {
          intent: "autosave" as const,
          saved: result.kind !== "invalid",
          fieldErrors: result.kind === "invalid" ? result.fieldErrors : {},
          formErrors: [],
        },
        { status: result.kind === "invalid" ? 400 : 200 },
      );
    }
    if (result.kind === "invalid") return data({ fieldErrors: result.fieldErrors, formErrors: [] }, { status: 400 });
    if (result.kind === "closed") return redirect("/", { status: 303 });
    return redirect(here, { status: 303 });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data({ fieldErrors: {}, formErrors: [error.message] }, { status: httpStatusOf(error) });
  }
}

export default function BusinessOnboardingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("business");
  if (loaderData.state === "not-available") return <NotAvailable />;
  if (loaderData.state === "completed") return <BusinessWelcome organization={loaderData.organization} />;
  const { wizard, organization } = loaderData;
  const step = wizard.currentStep;
  const errors = (actionData && "fieldErrors" in actionData ? actionData.fieldErrors : {}) as Record<
    string,
    string[] | undefined
  >;
  const formErrors = actionData && "formErrors" in actionData ? actionData.formErrors : [];
  const values = wizard;
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-2xl flex-col gap-6 px-4 py-8">
      <title>{`${t(`steps.${step}`)} – ${t("meta.title")}`}</title>
      <header className="flex flex-col gap-4">
        <p className="text-sm text-ink-muted">{organization.name}</p>
        <WizardProgress step={step} />
        <p className="text-center text-sm text-ink-muted">{t("autosave.note")}</p>
      </header>
      <h1 id="wizard-step-title" className="text-2xl font-semibold">
        {t(`steps.${step}`)}
      </h1>
      <WizardForm
        key={step}
        step={step}
        formErrors={formErrors}
        nextIntent={step === "review-and-launch" ? "launch" : "next"}
        nextLabel={
          step === "review-and-launch" ? t("actions.launch") : step === "welcome" ? t("actions.start") : undefined
        }
        extraActions={
          step === "welcome" ? (
            <Button type="submit" name="intent" value="skip" variant="link" size="sm">
              {t("actions.skip")}
            </Button>
          ) : null
        }
      >
        {step === "welcome" ? <WelcomeStep organizationName={organization.name} /> : null}
        {step === "firm-basics" ? (
          <FirmBasicsStep
            values={values}
            errors={errors}
            maxLogoMegabytes={loaderData.maxLogoMegabytes}
            phone={loaderData.contactPhone.field}
          />
        ) : null}
        {step === "trust-account-intro" ? <TrustAccountStep /> : null}
        {step === "stripe-onboarding" ? (
          <StripeStep
            stripe={{ configured: loaderData.stripeConfigured, ...wizard.stripe }}
            connectUrl={actionData && "connectUrl" in actionData ? actionData.connectUrl : null}
          />
        ) : null}
        {step === "business-details" ? <BusinessDetailsStep values={values} errors={errors} /> : null}
        {step === "services" ? <ServicesStep values={values} errors={errors} /> : null}
        {step === "review-and-launch" ? (
          <ReviewStep
            values={values}
            errors={errors}
            organizationName={organization.name}
            dialedPhone={loaderData.contactPhone.dialed}
          />
        ) : null}
      </WizardForm>
      <p className="text-center text-sm">
        <Link to="/" className="underline">
          {t("actions.close")}
        </Link>
      </p>
    </main>
  );
}

/** The wizard's own words for a refusal (only owners and admins set up the business), by status. */
const errorTexts: Record<ErrorKind, { title: string; body: string }> = {
  forbidden: { title: "errors.accessDenied", body: "errors.accessDeniedBody" },
  notFound: { title: "errors.notFound", body: "errors.notFoundBody" },
  unexpected: { title: "errors.unexpected", body: "errors.unexpectedBody" },
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("business");
  const texts = errorTexts[errorKindOf(error)];
  return (
    <MessagePage title={t(texts.title)} body={t(texts.body)}>
      <Link to="/" className="underline">
        {t("actions.home")}
      </Link>
    </MessagePage>
  );
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];
