import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, type ShouldRevalidateFunctionArgs, useNavigation, useRevalidator } from "react-router";
import { db } from "../../../db/client.ts";
import { AutoSaveForm } from "../../features/accounts/components/auto-save-form.tsx";
import { ACCOUNT_DELETED_REDIRECT_DELAY_MS, isAccountDeletedReply } from "../../features/accounts/account-deleted.ts";
import { deleteUser } from "../../features/accounts/delete-user.server.ts";
import { showToast } from "../../features/toasts/show-toast.ts";
import { Dialog } from "~/components/ui/dialog.tsx";
import { fromE164, type PhoneCountry, toE164 } from "../../lib/phone.ts";
import { PhoneField } from "../../components/phone-field.tsx";
import { getAccount } from "../../features/accounts/get-account.server.ts";
import { getCurrentPlan } from "../../features/accounts/get-current-plan.server.ts";
import { getMemberOrganization } from "../../features/organizations/get-member-organization.server.ts";
import {
  addLinkDomain,
  fixedLinkDomains,
  getDomainVerificationToken,
  recheckLinkDomain,
  removeLinkDomain,
  selectLinkDomain,
  verificationRecord,
} from "../../features/accounts/link-domains.server.ts";
import {
  AddDomainSchema,
  DeleteAccountSchema,
  DomainIntentSchema,
  FeedbackEmailsSchema,
  PhoneSettingsSchema,
  ProfileLinksSchema,
  SelectDomainSchema,
  settingsMessages,
} from "../../features/accounts/settings-schemas.ts";
import { isEnhanced, settingsSaved, settingsSaveFailed } from "../../features/accounts/settings-replies.server.ts";
import { updateUser } from "../../features/accounts/update-user.server.ts";
import { Field, FormErrors, SubmitButton } from "~/components/forms.tsx";
import { Button, buttonClassName } from "~/components/ui/button.tsx";
import { Checkbox, Select } from "~/components/ui/input.tsx";
import { Label } from "~/components/ui/label.tsx";
import { requirePageUser } from "../../features/auth/require-user.server.ts";
import { clearedSessionCookie } from "../../features/auth/session.server.ts";
import { clearSignedInStorage } from "../../features/auth/sign-out-storage.ts";
import { redirectWithToast } from "../../features/toasts/toast.server.ts";
import { DomainError, httpStatusOf } from "../../lib/errors.ts";
import { isSameOriginRequest } from "../../lib/origin-check.server.ts";
import { getInstance } from "../../middleware/i18n.server.ts";
import type { Route } from "./+types/account";

/**
 * /settings/account (spec §2, §4, §5): plan, verified-link domains (checked for real through DNS,
 * ADR 0016), LinkedIn and GitHub profile links, feedback e-mails, and deleting the account.
 */
const PATH = "/settings/account";
const NEW_DOMAIN = "__new";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requirePageUser(context, request);
  const account = (await getAccount(db, user.id))!;
  const plan = await getCurrentPlan(db, user.id);
  const { settings } = account;
  const url = new URL(request.url);
  // Back from a cancelled Stripe Checkout (spec §2: /settings/account?organizationId=…&cancelled=1):
  // the notice names the organization and offers the cart again, only to its members (anyone
  // else gets the notice without a name; the id reveals nothing).
  const checkoutCancelled = url.searchParams.get("cancelled") === "1";
  const cancelledFor = checkoutCancelled ? await getMemberOrganization(db, url.searchParams.get("organizationId") ?? "", user.id) : null;
  return {
    email: account.email,
    hasPassword: account.hasPassword,
    plan,
    fixedDomains: [...fixedLinkDomains],
    domains: settings.customDomains.map((entry) => ({ ...entry, status: entry.status ?? (entry.verified ? "verified" : "pending") })),
    selectedDomain: settings.selectedDomain,
    record: verificationRecord(await getDomainVerificationToken(db, user.id)),
    phone: fromE164(account.phone),
    linkedinUrl: settings.linkedinUrl,
    githubUrl: settings.githubUrl,
    receiveFeedbackEmails: settings.receiveFeedbackEmails,
    deletionEmailSent: new URL(request.url).searchParams.get("deletion") === "sent",
    checkoutCancelled,
    cancelledOrganization: cancelledFor ? { id: cancelledFor.id, name: cancelledFor.name } : null,
  };
}

type Intent = "add-domain" | "domain" | "select-domain" | "profiles" | "phone" | "delete-account";
type Reply = { intent: Intent; result: SubmissionResult<string[]> };

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requirePageUser(context, request);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const t = getInstance(context).t;
  const refuse = (reply: Reply, status: number) => data(reply, { status });

  if (intent === "feedback-emails") {
    const submission = parseWithZod(formData, { schema: FeedbackEmailsSchema });
    if (!isSameOriginRequest(request)) return settingsSaveFailed(context, 403, submission.reply({ formErrors: ["auth:errors.crossSite"] }));
    if (submission.status !== "success") return settingsSaveFailed(context, 400, submission.reply());
    await updateUser(db, user.id, { receiveFeedbackEmails: submission.value.receiveFeedbackEmails });
    return settingsSaved(context, { enhanced: isEnhanced(formData), path: PATH });
  }

  if (intent === "add-domain") {
    const submission = parseWithZod(formData, { schema: AddDomainSchema });
    if (!isSameOriginRequest(request)) return refuse({ intent, result: submission.reply({ formErrors: ["auth:errors.crossSite"] }) }, 403);
    if (submission.status !== "success") return refuse({ intent, result: submission.reply() }, 400);
    try {
      await addLinkDomain({ actor: user }, submission.value.domain);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const message = error.code === "CONFLICT" ? settingsMessages.domainDuplicate : "settings:account.domains.errors.tooMany";
      return refuse({ intent, result: submission.reply({ fieldErrors: { domain: [message] } }) }, httpStatusOf(error));
    }
    return redirectWithToast(PATH, { type: "info", title: t("settings:account.domains.toasts.added") }, { status: 303 });
  }

  if (intent === "recheck-domain" || intent === "remove-domain") {
    const submission = parseWithZod(formData, { schema: DomainIntentSchema });
    if (!isSameOriginRequest(request)) return refuse({ intent: "domain", result: submission.reply({ formErrors: ["auth:errors.crossSite"] }) }, 403);
    if (submission.status !== "success") return refuse({ intent: "domain", result: submission.reply() }, 400);
    try {
      if (submission.value.intent === "recheck-domain") await recheckLinkDomain({ actor: user }, submission.value.domain);
      else await removeLinkDomain({ actor: user }, submission.value.domain);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return refuse({ intent: "domain", result: submission.reply({ formErrors: ["settings:account.domains.errors.notFound"] }) }, httpStatusOf(error));
    }
    const title = submission.value.intent === "recheck-domain" ? "settings:account.domains.toasts.rechecking" : "settings:account.domains.toasts.removed";
    return redirectWithToast(PATH, { type: "info", title: t(title) }, { status: 303 });
  }

  if (intent === "select-domain") {
    const submission = parseWithZod(formData, { schema: SelectDomainSchema });
    if (!isSameOriginRequest(request)) return refuse({ intent, result: submission.reply({ formErrors: ["auth:errors.crossSite"] }) }, 403);
    if (submission.status !== "success") return refuse({ intent, result: submission.reply() }, 400);
    const selected = submission.value.selectedDomain ?? "";
    // "Verify new" without JavaScript: the add form is on the page already; nothing to store.
    if (selected === NEW_DOMAIN) return data({ intent, result: submission.reply() }, { status: 200 });
    try {
      await selectLinkDomain({ actor: user }, selected === "" ? null : selected.toLowerCase());
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return refuse({ intent, result: submission.reply({ formErrors: ["settings:account.domains.errors.notVerified"] }) }, httpStatusOf(error));
    }
    return redirectWithToast(PATH, { type: "success", title: t("settings:toasts.saved") }, { status: 303 });
  }

  if (intent === "phone") {
    const submission = parseWithZod(formData, { schema: PhoneSettingsSchema });
    if (!isSameOriginRequest(request)) return refuse({ intent, result: submission.reply({ formErrors: ["auth:errors.crossSite"] }) }, 403);
    if (submission.status !== "success") return refuse({ intent, result: submission.reply() }, 400);
    const { phone, phoneCountry } = submission.value;
    await updateUser(db, user.id, { phone: phone ? toE164(phoneCountry, phone) : null });
    return redirectWithToast(PATH, { type: "success", title: t("settings:account.phone.saved") }, { status: 303 });
  }

  if (intent === "profiles") {
    const submission = parseWithZod(formData, { schema: ProfileLinksSchema });
    if (!isSameOriginRequest(request)) return refuse({ intent, result: submission.reply({ formErrors: ["auth:errors.crossSite"] }) }, 403);
    if (submission.status !== "success") return refuse({ intent, result: submission.reply() }, 400);
    await updateUser(db, user.id, { linkedinUrl: submission.value.linkedinUrl, githubUrl: submission.value.githubUrl });
    return redirectWithToast(PATH, { type: "success", title: t("settings:account.profiles.saved") }, { status: 303 });
  }

  if (intent === "delete-account") {
    const submission = parseWithZod(formData, { schema: DeleteAccountSchema(user.email, user.hasPassword) });
    const hide = ["password"];
    if (!isSameOriginRequest(request)) return refuse({ intent, result: submission.reply({ formErrors: ["auth:errors.crossSite"], hideFields: hide }) }, 403);
    if (submission.status !== "success") return refuse({ intent, result: submission.reply({ hideFields: hide }) }, 400);
    try {
      const outcome = await deleteUser(user.id, { password: submission.value.password || undefined });
      if (outcome.status === "verification_sent") {
        return redirectWithToast(`${PATH}?deletion=sent`, { type: "info", title: t("settings:account.delete.checkEmail") }, { status: 303 });
      }
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const message =
        error.code === "INVALID_CREDENTIALS"
          ? "settings:account.delete.errors.wrongPassword"
          : error.code === "PASSWORD_REQUIRED"
            ? settingsMessages.passwordRequired
            : error.code === "CONFLICT"
              ? "settings:account.delete.errors.ownsOrganization"
              : error.code === "RATE_LIMITED"
                ? "settings:mfa.tooManyAttempts"
                : "settings:account.delete.errors.failed";
      return refuse({ intent, result: submission.reply({ formErrors: [message], hideFields: hide }) }, httpStatusOf(error));
    }
    // Deleted: its sessions and personal organization went with it (foreign keys cascade).
    // With JavaScript the page confirms and goes to / after 1 s (spec §4); without it, at once.
    if (isEnhanced(formData)) {
      return data({ intent: "delete-account" as const, deleted: true as const }, { headers: { "Set-Cookie": clearedSessionCookie() } });
    }
    return redirectWithToast("/", { type: "success", title: t("settings:account.delete.deleted") }, { status: 303, headers: { "Set-Cookie": clearedSessionCookie() } });
  }

  return data({ intent: "profiles" as const, result: { status: "error" as const, error: { "": ["settings:account.unknownAction"] } } }, { status: 400 });
}

/** After a JavaScript deletion the page shows its confirmation until it goes to / by itself. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return isAccountDeletedReply(actionResult) ? false : defaultShouldRevalidate;
}

export default function AccountSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("settings");
  const deleted = isAccountDeletedReply(actionData);
  const reply = actionData && "intent" in actionData && "result" in actionData ? (actionData as Reply) : undefined;
  const resultFor = (intent: Intent) => (reply?.intent === intent ? reply.result : undefined);
  return (
    <section aria-labelledby="account-title" className="flex max-w-xl flex-col gap-8">
      <title>{t("account.meta.title")}</title>
      <h2 id="account-title" className="text-xl font-semibold">
        {t("account.title")}
      </h2>
      {loaderData.checkoutCancelled ? <CheckoutCancelledNotice organization={loaderData.cancelledOrganization} /> : null}
      <PlanSection tier={loaderData.plan.tier} organizationId={loaderData.plan.organizationId} />
      <DomainsSection loaderData={loaderData} addResult={resultFor("add-domain")} domainResult={resultFor("domain")} selectResult={resultFor("select-domain")} />
      <PhoneSection phone={loaderData.phone} lastResult={resultFor("phone")} />
      <ProfilesSection linkedinUrl={loaderData.linkedinUrl} githubUrl={loaderData.githubUrl} lastResult={resultFor("profiles")} />
      <section aria-labelledby="email-title" className="flex flex-col gap-2">
        <h3 id="email-title" className="text-lg font-semibold">
          {t("account.email.title")}
        </h3>
        <p data-testid="account-email">{loaderData.email}</p>
        <AutoSaveForm intent="feedback-emails" label={t("account.email.title")} className="flex flex-col gap-2">
          <label className="flex items-center gap-2">
            <Checkbox name="receiveFeedbackEmails" value="on" defaultChecked={loaderData.receiveFeedbackEmails} />
            {t("account.email.feedback")}
          </label>
        </AutoSaveForm>
      </section>
      {deleted ? (
        <AccountDeletedNotice />
      ) : (
        <DeleteAccountSection email={loaderData.email} hasPassword={loaderData.hasPassword} sent={loaderData.deletionEmailSent} lastResult={resultFor("delete-account")} />
      )}
    </section>
  );
}

function CheckoutCancelledNotice({ organization }: { organization: { id: string; name: string } | null }) {
  const { t } = useTranslation("billing");
  return (
    <div role="status" data-testid="checkout-cancelled" className="flex flex-col items-start gap-1 rounded-md border border-accent bg-accent/10 p-3 text-sm">
      <strong>{t("cancelled.title")}</strong>
      <span>{organization ? t("cancelled.bodyFor", { name: organization.name }) : t("cancelled.body")}</span>
      {organization ? (
        <Link to={`/cart?organizationId=${encodeURIComponent(organization.id)}`} className="font-medium underline">
          {t("cancelled.tryAgain")}
        </Link>
      ) : null}
    </div>
  );
}

function PlanSection({ tier, organizationId }: { tier: string; organizationId: string | null }) {
  const { t } = useTranslation("settings");
  const paid = tier === "business" || tier === "enterprise";
  return (
    <section aria-labelledby="plan-title" className="flex flex-col gap-2">
      <h3 id="plan-title" className="text-lg font-semibold">
        {t("account.plan.title")}
      </h3>
      <p>
        {t("account.plan.current")} <strong data-testid="current-plan">{t(`account.plan.tiers.${tier}`)}</strong>
      </p>
      {paid && organizationId ? (
        // Manage Billing: the organization's Stripe Billing Portal (a real form, ADR 0033).
        <Form method="post" action="/subscription/billing-portal" reloadDocument className="self-start">
          <input type="hidden" name="organizationId" value={organizationId} />
          <input type="hidden" name="returnUrl" value="/settings/account" />
          <Button type="submit" variant="secondary">
            {t("account.plan.manageBilling")}
          </Button>
        </Form>
      ) : (
        <a href="/pricing#pricing" className={buttonClassName({ className: "self-start" })}>
          {t("account.plan.upgrade")}
        </a>
      )}
    </section>
  );
}

type LoaderData = Route.ComponentProps["loaderData"];

function DomainsSection({
  loaderData,
  addResult,
  domainResult,
  selectResult,
}: {
  loaderData: LoaderData;
  addResult: SubmissionResult<string[]> | undefined;
  domainResult: SubmissionResult<string[]> | undefined;
  selectResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("settings");
  const [hydrated, setHydrated] = useState(false);
  const [modalOpen, setModalOpen] = useState(false);
  useEffect(() => setHydrated(true), []);
  // While a check is pending, look again every few seconds (JavaScript only; without it, reload).
  // Only while nothing else loads: a revalidation that a navigation interrupts is wasted work.
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const idle = navigation.state === "idle" && revalidator.state === "idle";
  const anyPending = loaderData.domains.some((entry) => entry.status === "pending");
  useEffect(() => {
    if (!anyPending || !idle) return;
    const timer = window.setTimeout(() => {
      if (document.visibilityState === "visible") void revalidator.revalidate();
    }, 4_000);
    return () => window.clearTimeout(timer);
  }, [anyPending, idle, revalidator]);
  // An added domain (a new list from the loader) closes the modal.
  useEffect(() => setModalOpen(false), [loaderData.domains.length]);
  // A refused domain keeps the modal open with its message.
  useEffect(() => {
    if (addResult?.status === "error") setModalOpen(true);
  }, [addResult]);
  const selectForm = useRef<HTMLFormElement>(null);
  const verified = loaderData.domains.filter((entry) => entry.verified);
  const addForm = <AddDomainForm lastResult={addResult} onCancel={hydrated ? () => setModalOpen(false) : undefined} />;
  return (
    <section aria-labelledby="domains-title" className="flex flex-col gap-3">
      <h3 id="domains-title" className="text-lg font-semibold">
        {t("account.domains.title")}
      </h3>
      <p className="text-sm text-ink-muted">{t("account.domains.body")}</p>
      <Form method="post" ref={selectForm} className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="select-domain" />
        <div className="flex flex-col gap-1">
          <Label htmlFor="selectedDomain">{t("account.domains.selectLabel")}</Label>
          <Select
            id="selectedDomain"
            name="selectedDomain"
            defaultValue={loaderData.selectedDomain ?? ""}
            key={loaderData.selectedDomain ?? ""}
            onChange={(event) => {
              if (!hydrated) return;
              if (event.currentTarget.value === NEW_DOMAIN) {
                event.currentTarget.value = loaderData.selectedDomain ?? "";
                setModalOpen(true);
                return;
              }
              selectForm.current?.requestSubmit();
            }}
          >
            <option value="">{t("account.domains.placeholder")}</option>
            {loaderData.fixedDomains.map((domain) => (
              <option key={domain} value={domain}>
                {domain}
              </option>
            ))}
            {verified.map((entry) => (
              <option key={entry.domain} value={entry.domain}>
                {entry.domain}
              </option>
            ))}
            <option value={NEW_DOMAIN}>{t("account.domains.verifyNew")}</option>
          </Select>
        </div>
        <Button type="submit" variant="secondary" className={hydrated ? "hidden" : undefined}>
          {t("save")}
        </Button>
      </Form>
      <FormErrors id="select-domain-errors" errors={selectResult?.error?.[""] ?? undefined} ns="auth" />
      {loaderData.domains.length > 0 ? (
        <ul aria-label={t("account.domains.listLabel")} className="flex flex-col gap-2">
          {loaderData.domains.map((entry) => (
            <li key={entry.domain} data-testid="link-domain" className="flex flex-col gap-2 rounded-md border border-line p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-mono">{entry.domain}</span>
                <span data-testid="link-domain-status" className={entry.status === "verified" ? "text-success" : entry.status === "failed" ? "text-danger" : "text-ink-muted"}>
                  {t(`account.domains.status.${entry.status}`)}
                </span>
              </div>
              {entry.status === "failed" && entry.failure ? <p className="text-sm text-danger">{t(`account.domains.failure.${entry.failure}`)}</p> : null}
              {entry.verified ? null : (
                <p className="text-sm">
                  {t("account.domains.instructions", { domain: entry.domain })} <code className="break-all rounded bg-surface-raised px-1 font-mono">{loaderData.record}</code>
                </p>
              )}
              <div className="flex gap-2">
                {entry.verified ? null : (
                  <Form method="post">
                    <input type="hidden" name="intent" value="recheck-domain" />
                    <input type="hidden" name="domain" value={entry.domain} />
                    <Button type="submit" variant="secondary" size="sm">
                      {t("account.domains.recheck")}
                    </Button>
                  </Form>
                )}
                <Form method="post">
                  <input type="hidden" name="intent" value="remove-domain" />
                  <input type="hidden" name="domain" value={entry.domain} />
                  <Button type="submit" variant="secondary" size="sm" className="text-danger">
                    {t("account.domains.remove", { domain: entry.domain })}
                  </Button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <FormErrors id="domain-errors" errors={domainResult?.error?.[""] ?? undefined} ns="auth" />
      {hydrated ? (
        <>
          <Button variant="link" size="sm" className="self-start" onClick={() => setModalOpen(true)}>
            {t("account.domains.verifyNew")}
          </Button>
          {modalOpen ? (
            <div className="fixed inset-0 z-40 flex items-center justify-center bg-black/40 p-4" onClick={(event) => event.target === event.currentTarget && setModalOpen(false)}>
              <div role="dialog" aria-modal="true" aria-labelledby="add-domain-title" className="w-full max-w-md rounded-xl bg-surface p-5 shadow-xl" onKeyDown={(event) => {
                if (event.key === "Escape") {
                  event.preventDefault();
                  event.stopPropagation();
                  setModalOpen(false);
                }
              }}>
                {addForm}
              </div>
            </div>
          ) : null}
        </>
      ) : (
        <div className="rounded-md border border-line p-3">{addForm}</div>
      )}
    </section>
  );
}

function AddDomainForm({ lastResult, onCancel }: { lastResult: SubmissionResult<string[]> | undefined; onCancel?: () => void }) {
  const { t } = useTranslation("settings");
  const [form, fields] = useForm({
    id: "add-domain",
    lastResult,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AddDomainSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-2">
      <h4 id="add-domain-title" className="font-semibold">
        {t("account.domains.addTitle")}
      </h4>
      <input type="hidden" name="intent" value="add-domain" />
      <Field
        field={fields.domain}
        label={t("account.domains.domainLabel")}
        ns="settings"
        errorValues={{ host: "example.com" }}
        inputProps={{ autoFocus: onCancel !== undefined, placeholder: "example.com", autoCapitalize: "none", spellCheck: false, className: "font-mono" }}
      />
      <FormErrors id={form.errorId} errors={form.errors} ns="auth" />
      <div className="flex gap-2">
        <SubmitButton pendingIntent="add-domain">{t("account.domains.add")}</SubmitButton>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t("account.domains.cancel")}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}

/**
 * The phone number (spec §5): a country code of the ten and the number, formatted as it is typed
 * with JavaScript (and by the server on save without it).
 */
function PhoneSection({ phone, lastResult }: { phone: { country: PhoneCountry; national: string }; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation("settings");
  const [form, fields] = useForm({
    id: "phone",
    lastResult,
    defaultValue: { phoneCountry: phone.country, phone: phone.national },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PhoneSettingsSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} aria-labelledby="phone-title" className="flex flex-col gap-2">
      <h3 id="phone-title" className="text-lg font-semibold">
        {t("account.phone.title")}
      </h3>
      <input type="hidden" name="intent" value="phone" />
      <FormErrors id={form.errorId} errors={form.errors} ns="auth" />
      <PhoneField country={fields.phoneCountry} number={fields.phone} label={t("account.phone.number")} optional />
      <p className="text-sm text-ink-muted">{t("account.phone.hint")}</p>
      <SubmitButton pendingIntent="phone" variant="secondary" className="self-start">
        {t("account.phone.save")}
      </SubmitButton>
    </Form>
  );
}

function ProfilesSection({ linkedinUrl, githubUrl, lastResult }: { linkedinUrl: string | null; githubUrl: string | null; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation("settings");
  const [form, fields] = useForm({
    id: "profiles",
    lastResult,
    defaultValue: { linkedinUrl: linkedinUrl ?? "", githubUrl: githubUrl ?? "" },
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ProfileLinksSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} aria-labelledby="profiles-title" className="flex flex-col gap-2">
      <h3 id="profiles-title" className="text-lg font-semibold">
        {t("account.profiles.title")}
      </h3>
      <input type="hidden" name="intent" value="profiles" />
      <Field field={fields.linkedinUrl} label={t("account.profiles.linkedin")} type="url" ns="settings" inputProps={{ placeholder: "https://www.linkedin.com/in/…" }} />
      <Field field={fields.githubUrl} label={t("account.profiles.github")} type="url" ns="settings" inputProps={{ placeholder: "https://github.com/…" }} />
      <SubmitButton pendingIntent="profiles" variant="secondary" className="self-start">
        {t("account.profiles.save")}
      </SubmitButton>
    </Form>
  );
}

/** Deleted with JavaScript: the toast and a visible confirmation, then / after 1 s (spec §4). */
function AccountDeletedNotice() {
  const { t } = useTranslation("settings");
  useEffect(() => {
    showToast({ type: "success", title: t("account.delete.deleted") });
    // A full load: everything this browser held for the account is gone with it.
    const timer = window.setTimeout(() => window.location.assign("/"), ACCOUNT_DELETED_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [t]);
  return (
    <section aria-labelledby="delete-title" className="flex flex-col gap-2 rounded-md border border-success p-4">
      <h3 id="delete-title" className="text-lg font-semibold">
        {t("account.delete.deleted")}
      </h3>
      <p role="status" className="text-sm">
        {t("account.delete.redirecting")}
      </p>
    </section>
  );
}

function DeleteAccountSection({ email, hasPassword, sent, lastResult }: { email: string; hasPassword: boolean; sent: boolean; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation("settings");
  const [hydrated, setHydrated] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  useEffect(() => setHydrated(true), []);
  // A refused confirmation (wrong password...) keeps the dialog open with its message.
  useEffect(() => {
    if (lastResult?.status === "error") setDialogOpen(true);
  }, [lastResult]);
  const form = <DeleteAccountForm email={email} hasPassword={hasPassword} lastResult={lastResult} enhanced={hydrated} onCancel={hydrated ? () => setDialogOpen(false) : undefined} />;
  return (
    <section aria-labelledby="delete-title" className="flex flex-col gap-3 rounded-md border border-danger p-4">
      <h3 id="delete-title" className="text-lg font-semibold text-danger">
        {t("account.delete.title")}
      </h3>
      <p className="text-sm">{t("account.delete.body")}</p>
      {sent ? (
        <p role="status" className="rounded-md border border-line px-3 py-2 text-sm">
          {t("account.delete.checkEmailBody", { email })}
        </p>
      ) : null}
      {hydrated ? (
        <>
          <Button variant="danger" className="self-start" onClick={() => setDialogOpen(true)}>
            {t("account.delete.title")}
          </Button>
          <Dialog open={dialogOpen} onClose={() => setDialogOpen(false)} labelledBy="delete-dialog-title">
            <h4 id="delete-dialog-title" className="text-lg font-semibold text-danger">
              {t("account.delete.confirmTitle")}
            </h4>
            <p className="text-sm">{t("account.delete.body")}</p>
            {form}
          </Dialog>
        </>
      ) : (
        form
      )}
    </section>
  );
}

function DeleteAccountForm({
  email,
  hasPassword,
  lastResult,
  enhanced,
  onCancel,
}: {
  email: string;
  hasPassword: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
  enhanced: boolean;
  onCancel?: () => void;
}) {
  const { t } = useTranslation("settings");
  const [form, fields] = useForm({
    id: "delete-account",
    lastResult,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: DeleteAccountSchema(email, hasPassword) }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-2" onSubmit={(event) => {
      getFormProps(form).onSubmit(event);
      // Conform validates first; a submission that goes through clears the signed-in keys.
      if (!event.defaultPrevented) clearSignedInStorage();
    }}>
      <input type="hidden" name="intent" value="delete-account" />
      {enhanced ? <input type="hidden" name="enhanced" value="1" /> : null}
      <FormErrors id={form.errorId} errors={form.errors} ns="auth" />
      <Field
        field={fields.confirmation}
        label={
          <>
            {t("account.delete.typeToConfirm")} <code className="font-mono" data-testid="delete-confirmation-text">{email}</code>
          </>
        }
        ns="settings"
        inputProps={{ autoComplete: "off", spellCheck: false }}
      />
      {hasPassword ? (
        <Field field={fields.password} label={t("account.delete.password")} type="password" ns="settings" inputProps={{ autoComplete: "current-password" }} />
      ) : (
        <p className="text-sm text-ink-muted">{t("account.delete.emailHint")}</p>
      )}
      <div className="flex gap-2">
        <SubmitButton pendingIntent="delete-account" variant="danger">
          {hasPassword ? t("account.delete.submit") : t("account.delete.sendLink")}
        </SubmitButton>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t("account.delete.cancel")}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
