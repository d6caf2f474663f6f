import { getFormProps } from "@conform-to/react";
import { useDeferredForm } from "~/components/deferred-validation.ts";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation, useRevalidator } from "react-router";
import { Field, FormErrors, SubmitButton } from "~/components/forms.tsx";
import type { LastResult } from "~/components/forms.tsx";
import { Button } from "~/components/ui/button.tsx";
import type { AccountSettingsView } from "~/features/accounts/account-settings.server.ts";
import { NEW_LINK_DOMAIN } from "~/features/accounts/link-domain-choice.ts";
import { Section } from "~/components/ui/section.tsx";
import { UnboundSelect } from "~/components/unbound-select.tsx";
import { useHydrated } from "~/components/use-hydrated.ts";

export function DomainsSection({
  loaderData,
  addResult,
  domainResult,
  selectResult,
}: {
  loaderData: AccountSettingsView;
  addResult: LastResult;
  domainResult: LastResult;
  selectResult: LastResult;
}) {
  const { t } = useTranslation("settings");
  const hydrated = useHydrated();
  const [modalOpen, setModalOpen] = useState(false);
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
    <Section id="domains-title" level={3} title={t("account.domains.title")}>
      <p className="text-sm text-ink-muted">{t("account.domains.body")}</p>
      <Form method="post" ref={selectForm} className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="select-domain" />
        <UnboundSelect
          label={t("account.domains.selectLabel")}
          id="selectedDomain"
          name="selectedDomain"
          defaultValue={loaderData.selectedDomain ?? ""}
          key={loaderData.selectedDomain ?? ""}
          onChange={(event) => {
            if (!hydrated) return;
            if (event.currentTarget.value === NEW_LINK_DOMAIN) {
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
          <option value={NEW_LINK_DOMAIN}>{t("account.domains.verifyNew")}</option>
        </UnboundSelect>
        <Button type="submit" variant="secondary" className={hydrated ? "hidden" : undefined}>
          {t("save")}
        </Button>
      </Form>
      <FormErrors id="select-domain-errors" errors={selectResult?.error?.[""] ?? undefined} ns="auth" />
      {loaderData.domains.length > 0 ? (
        <ul aria-label={t("account.domains.listLabel")} className="flex flex-col gap-2">
          {loaderData.domains.map((entry) => (
            <li
              key={entry.domain}
              data-testid="link-domain"
              className="flex flex-col gap-2 rounded-md border border-line p-3"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-mono">{entry.domain}</span>
                <span
                  data-testid="link-domain-status"
                  className={
                    entry.status === "verified"
                      ? "text-success"
                      : entry.status === "failed"
                        ? "text-danger"
                        : "text-ink-muted"
                  }
                >
                  {t(`account.domains.status.${entry.status}`)}
                </span>
              </div>
              {entry.status === "failed" && entry.failure ? (
                <p className="text-sm text-danger">{t(`account.domains.failure.${entry.failure}`)}</p>
              ) : null}
              {entry.verified ? null : (
                <p className="text-sm">
                  {t("account.domains.instructions", { domain: entry.domain })}{" "}
                  <code className="break-all rounded bg-surface-raised px-1 font-mono">{loaderData.record}</code>
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
            <div
              className="fixed inset-0 z-40 flex items-center justify-center bg-black/40 p-4"
              onClick={(event) => event.target === event.currentTarget && setModalOpen(false)}
            >
              <div
                role="dialog"
                aria-modal="true"
                aria-labelledby="add-domain-title"
                className="w-full max-w-md rounded-xl bg-surface p-5 shadow-xl"
                onKeyDown={(event) => {
                  if (event.key === "Escape") {
                    event.preventDefault();
                    event.stopPropagation();
                    setModalOpen(false);
                  }
                }}
              >
                {addForm}
              </div>
            </div>
          ) : null}
        </>
      ) : (
        <div className="rounded-md border border-line p-3">{addForm}</div>
      )}
    </Section>
  );
}

function AddDomainForm({ lastResult, onCancel }: { lastResult: LastResult; onCancel?: () => void }) {
  const { t } = useTranslation("settings");
  const [form, fields] = useDeferredForm(
    () => import("~/features/accounts/settings-schemas.ts").then((module) => module.AddDomainSchema),
    { id: "add-domain", lastResult, shouldRevalidate: "onSubmit" },
  );
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
        inputProps={{
          autoFocus: onCancel !== undefined,
          placeholder: "example.com",
          autoCapitalize: "none",
          spellCheck: false,
          className: "font-mono",
        }}
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
