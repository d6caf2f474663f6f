import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { Checkbox } from "~/components/ui/input.tsx";
import { isAccountDeletedReply } from "~/features/accounts/account-deleted.ts";
import { loadAccountSettings, saveAccountSettings } from "~/features/accounts/account-settings.server.ts";
import { AutoSaveForm } from "~/features/accounts/components/auto-save-form.tsx";
import { AccountDeletedNotice, DeleteAccountSection } from "~/features/accounts/components/delete-account-section.tsx";
import { DomainsSection } from "~/features/accounts/components/link-domains-section.tsx";
import { PhoneSection } from "~/features/accounts/components/phone-section.tsx";
import { CheckoutCancelledNotice, PlanSection } from "~/features/accounts/components/plan-section.tsx";
import { ProfilesSection } from "~/features/accounts/components/profile-links-section.tsx";
import { deleteUser } from "~/features/accounts/delete-user.server.ts";
import {
  addLinkDomain,
  recheckLinkDomain,
  removeLinkDomain,
  selectLinkDomain,
} from "~/features/accounts/link-domains.server.ts";
import { AccountActionSchema, settingsMessages } from "~/features/accounts/settings-schemas.ts";
import { NEW_LINK_DOMAIN } from "~/features/accounts/link-domain-choice.ts";
import { isEnhanced, settingsSaved, settingsSaveFailed } from "~/lib/settings-replies.server.ts";
import { requirePageUser } from "~/lib/require-user.server.ts";
import { clearedSessionCookie } from "~/lib/session-cookie.server.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { DomainError, type ErrorCode, httpStatusOf } from "~/lib/errors.ts";
import { isSameOriginRequest } from "~/lib/origin-check.server.ts";
import { toE164 } from "~/lib/phone.ts";
import { getInstance } from "~/middleware/i18n.server.ts";
import type { Route } from "./+types/account";
import { Section } from "~/components/ui/section.tsx";
import { SettingsPane } from "~/components/ui/settings-pane.tsx";

/**
 * /settings/account (spec §2, §4, §5): plan, verified-link domains (checked for real through DNS,
 * ADR 0016), LinkedIn and GitHub profile links, feedback e-mails, and deleting the account.
 */
const PATH = "/settings/account";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requirePageUser(context, request);
  const query = new URL(request.url).searchParams;
  return loadAccountSettings(user.id, {
    checkoutCancelled: query.get("cancelled") === "1",
    organizationId: query.get("organizationId"),
    deletionEmailSent: query.get("deletion") === "sent",
  });
}

/** The forms whose result the page shows; recheck and remove share the domain list's errors. */
type Intent = "add-domain" | "domain" | "select-domain" | "profiles" | "phone" | "delete-account";
type Reply = { intent: Intent; result: SubmissionResult<string[]> };
const replyIntents: Record<string, Intent> = {
  "add-domain": "add-domain",
  "recheck-domain": "domain",
  "remove-domain": "domain",
  "select-domain": "select-domain",
  profiles: "profiles",
  phone: "phone",
  "delete-account": "delete-account",
};

/** The message a refused form shows, by intent and the refusal's code. */
function refusalMessage(intent: string, code: ErrorCode): string {
  if (intent === "add-domain")
    return code === "CONFLICT" ? settingsMessages.domainDuplicate : "settings:account.domains.errors.tooMany";
  if (intent === "select-domain") return "settings:account.domains.errors.notVerified";
  if (intent !== "delete-account") return "settings:account.domains.errors.notFound";
  if (code === "INVALID_CREDENTIALS") return "settings:account.delete.errors.wrongPassword";
  if (code === "PASSWORD_REQUIRED") return settingsMessages.passwordRequired;
  if (code === "CONFLICT") return "settings:account.delete.errors.ownsOrganization";
  if (code === "RATE_LIMITED") return "settings:mfa.tooManyAttempts";
  return "settings:account.delete.errors.failed";
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requirePageUser(context, request);
  const formData = await request.formData();
  const posted = String(formData.get("intent") ?? "");
  const t = getInstance(context).t;
  const replyIntent = Object.hasOwn(replyIntents, posted) ? replyIntents[posted] : undefined;
  if (posted !== "feedback-emails" && !replyIntent) {
    return data<Reply>(
      { intent: "profiles", result: { status: "error", error: { "": ["settings:account.unknownAction"] } } },
      { status: 400 },
    );
  }
  const submission = parseWithZod(formData, { schema: AccountActionSchema(user.email, user.hasPassword) });
  const hideFields = posted === "delete-account" ? ["password"] : undefined;
  const refuse = (status: number, formErrors?: string[], onField?: "domain") => {
    const errors =
      formErrors && onField ? { fieldErrors: { [onField]: formErrors } } : formErrors ? { formErrors } : {};
    const result = submission.reply({ ...errors, hideFields });
    if (!replyIntent) return settingsSaveFailed(getInstance(context).t, status, result);
    return data<Reply>({ intent: replyIntent, result }, { status });
  };
  if (!isSameOriginRequest(request)) return refuse(403, ["auth:errors.crossSite"]);
  if (submission.status !== "success") return refuse(400);
  const value = submission.value;
  const saved = (title: string, type: "info" | "success" = "success") =>
    redirectWithToast(PATH, { type, title: t(title) }, { status: 303 });
  try {
    switch (value.intent) {
      case "feedback-emails":
        await saveAccountSettings(user.id, { receiveFeedbackEmails: value.receiveFeedbackEmails });
        return settingsSaved(getInstance(context).t, { enhanced: isEnhanced(formData), path: PATH });
      case "add-domain":
        await addLinkDomain({ actor: user }, value.domain);
        return saved("settings:account.domains.toasts.added", "info");
      case "recheck-domain":
        await recheckLinkDomain({ actor: user }, value.domain);
        return saved("settings:account.domains.toasts.rechecking", "info");
      case "remove-domain":
        await removeLinkDomain({ actor: user }, value.domain);
        return saved("settings:account.domains.toasts.removed", "info");
      case "select-domain": {
        const selected = value.selectedDomain ?? "";
        // "Verify new" without JavaScript: the add form is on the page already; nothing to store.
        if (selected === NEW_LINK_DOMAIN)
          return data<Reply>({ intent: "select-domain", result: submission.reply() }, { status: 200 });
        await selectLinkDomain({ actor: user }, selected === "" ? null : selected.toLowerCase());
        return saved("settings:toasts.saved");
      }
      case "phone":
        await saveAccountSettings(user.id, { phone: value.phone ? toE164(value.phoneCountry, value.phone) : null });
        return saved("settings:account.phone.saved");
      case "profiles":
        await saveAccountSettings(user.id, { linkedinUrl: value.linkedinUrl, githubUrl: value.githubUrl });
        return saved("settings:account.profiles.saved");
      case "delete-account": {
        const outcome = await deleteUser(user.id, { password: value.password || undefined });
        if (outcome.status === "verification_sent") {
          return redirectWithToast(
            `${PATH}?deletion=sent`,
            { type: "info", title: t("settings:account.delete.checkEmail") },
            { status: 303 },
          );
        }
        // Deleted: its sessions and personal organization went with it (foreign keys cascade).
        // With JavaScript the page confirms and goes to / after 1 s (spec §4); without it, at once.
        const headers = { "Set-Cookie": clearedSessionCookie() };
        if (isEnhanced(formData))
          return data({ intent: "delete-account" as const, deleted: true as const }, { headers });
        return redirectWithToast(
          "/",
          { type: "success", title: t("settings:account.delete.deleted") },
          { status: 303, headers },
        );
      }
    }
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    // A refused new domain is the domain field's error; every other refusal is the form's.
    return refuse(
      httpStatusOf(error),
      [refusalMessage(posted, error.code)],
      posted === "add-domain" ? "domain" : undefined,
    );
  }
}

/** After a JavaScript deletion the page shows its confirmation until it goes to / by itself. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return isAccountDeletedReply(actionResult) ? false : defaultShouldRevalidate;
}

export default function AccountSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("settings");
  const deleted = isAccountDeletedReply(actionData);
  const reply = actionData && "intent" in actionData && "result" in actionData ? actionData : undefined;
  const resultFor = (intent: Intent) => (reply?.intent === intent ? reply.result : undefined);
  return (
    <SettingsPane name="account" className="max-w-xl gap-8">
      {loaderData.checkoutCancelled ? (
        <CheckoutCancelledNotice organization={loaderData.cancelledOrganization} />
      ) : null}
      <PlanSection tier={loaderData.plan.tier} organizationId={loaderData.plan.organizationId} />
      <DomainsSection
        loaderData={loaderData}
        addResult={resultFor("add-domain")}
        domainResult={resultFor("domain")}
        selectResult={resultFor("select-domain")}
      />
      <PhoneSection phone={loaderData.phone} lastResult={resultFor("phone")} />
      <ProfilesSection
        linkedinUrl={loaderData.linkedinUrl}
        githubUrl={loaderData.githubUrl}
        lastResult={resultFor("profiles")}
      />
      <Section id="email-title" level={3} tight title={t("account.email.title")}>
        <p data-testid="account-email">{loaderData.email}</p>
        <AutoSaveForm intent="feedback-emails" label={t("account.email.title")} className="flex flex-col gap-2">
          <label className="flex items-center gap-2">
            <Checkbox name="receiveFeedbackEmails" value="on" defaultChecked={loaderData.receiveFeedbackEmails} />
            {t("account.email.feedback")}
          </label>
        </AutoSaveForm>
      </Section>
      {deleted ? (
        <AccountDeletedNotice />
      ) : (
        <DeleteAccountSection
          email={loaderData.email}
          hasPassword={loaderData.hasPassword}
          sent={loaderData.deletionEmailSent}
          lastResult={resultFor("delete-account")}
        />
      )}
    </SettingsPane>
  );
}
