import { useEffect, useId, useRef } from "react";
import { CopyButton } from "~/components/copy-button.tsx";
import { keepTabInside } from "~/components/keep-tab-inside.ts";
import { modalFrameClass, modalPanelClass } from "~/components/modal-drawer.ts";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/components/use-hydrated.ts";
import { mailtoHref, telHref, websiteHref } from "~/features/lawyers/lawyer-display.ts";
import type { LawyerResult } from "~/features/lawyers/schemas.ts";
import { buttonClassName } from "~/components/ui/button.tsx";

/** Spec §9: the copy confirmation shows for 2 seconds. */
export const copyConfirmationMs = 2_000;

export type LawyerContactModalProps = {
  lawyer: LawyerResult;
  /** Closes without JavaScript (a link back to the results). */
  closeHref: string;
  /** With JavaScript: closes in place (Escape, the close button, the backdrop). */
  onClose?: () => void;
  /** Contact Through App posts here (a plain form, so it works without JavaScript). */
  contactAction: string;
  /** A refusal of Contact Through App to show, with where the visitor can start the chat. */
  contactError?: { message: string; chatHref: string } | null;
};

/**
 * The lawyer contact modal (spec §2): Phone (copy, Call), Email (copy, Email), Website (copy,
 * Visit — only http/https, https added when there is no scheme) and Contact Through App. Server-
 * rendered open at ?contact=<id>; with JavaScript focus stays inside, Escape closes, and focus
 * returns to what opened it.
 */
export function LawyerContactModal({
  lawyer,
  closeHref,
  onClose,
  contactAction,
  contactError,
}: LawyerContactModalProps) {
  const { t } = useTranslation("lawyers");
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        if (close.current) close.current();
        else window.location.assign(closeHref);
        return;
      }
      if (event.key !== "Tab" || !dialog.current) return;
      const focusable = [
        ...dialog.current.querySelectorAll<HTMLElement>(
          'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), [tabindex]:not([tabindex="-1"])',
        ),
      ];
      keepTabInside(event, focusable, dialog.current);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      if (opener && opener.isConnected) opener.focus();
    };
  }, [closeHref]);

  const tel = telHref(lawyer.phone);
  const mailto = mailtoHref(lawyer.email);
  const website = websiteHref(lawyer.website);

  return (
    <div className={modalFrameClass}>
      {onClose ? (
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          className="absolute inset-0 cursor-default bg-black/50"
          onClick={onClose}
        />
      ) : (
        <a href={closeHref} tabIndex={-1} aria-hidden="true" className="absolute inset-0 bg-black/50" />
      )}
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-modal-drawer=""
        className={modalPanelClass()}
      >
        <div className="flex items-start justify-between gap-3">
          <div>
            <h2 id={titleId} className="text-lg font-semibold">
              {t("contact.title", { name: lawyer.name })}
            </h2>
            {lawyer.firm ? <p className="text-sm text-ink-muted">{lawyer.firm}</p> : null}
          </div>
          {onClose ? (
            <button
              type="button"
              data-autofocus
              onClick={onClose}
              className="rounded-md border border-line px-2 py-1 text-sm"
              aria-label={t("contact.close")}
            >
              ✕
            </button>
          ) : (
            <a
              href={closeHref}
              data-autofocus
              className="rounded-md border border-line px-2 py-1 text-sm"
              aria-label={t("contact.close")}
            >
              ✕
            </a>
          )}
        </div>

        <dl className="flex flex-col gap-3">
          <ContactRow label={t("contact.phone")} value={lawyer.phone} copyLabel={t("contact.copyPhone")}>
            <ActionLink href={tel}>{t("contact.call")}</ActionLink>
          </ContactRow>
          <ContactRow label={t("contact.email")} value={lawyer.email} copyLabel={t("contact.copyEmail")}>
            <ActionLink href={mailto}>{t("contact.sendEmail")}</ActionLink>
          </ContactRow>
          <ContactRow
            label={t("contact.website")}
            value={website ? lawyer.website : null}
            copyValue={website}
            copyLabel={t("contact.copyWebsite")}
          >
            <ActionLink href={website} external>
              {t("contact.visit")}
            </ActionLink>
          </ContactRow>
        </dl>

        <form method="post" action={contactAction} className="flex flex-col gap-2 border-t border-line pt-4">
          <input type="hidden" name="intent" value="contact-through-app" />
          <input type="hidden" name="lawyerId" value={lawyer.id} />
          <p className="text-sm text-ink-muted">{t("contact.throughAppHint", { name: lawyer.name })}</p>
          {contactError ? (
            <p role="alert" className="rounded-md border border-danger/40 p-2 text-sm text-danger">
              {contactError.message}{" "}
              <a href={contactError.chatHref} className="underline">
                {t("contact.openChat")}
              </a>
            </p>
          ) : null}
          <button type="submit" className={buttonClassName()}>
            {t("contact.throughApp")}
          </button>
        </form>
      </div>
    </div>
  );
}

function ContactRow({
  label,
  value,
  copyValue,
  copyLabel,
  children,
}: {
  label: string;
  value: string | null;
  copyValue?: string | null;
  copyLabel: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation("lawyers");
  const hydrated = useHydrated();
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="flex flex-wrap items-center gap-2">
        <span className="me-auto break-all font-medium">{value ?? t("contact.notListed")}</span>
        {/* Copying needs the clipboard API: offered only once the page runs JavaScript. */}
        {value && hydrated ? (
          <CopyButton
            value={copyValue ?? value}
            ariaLabel={copyLabel}
            copied={t("contact.copied")}
            failed={t("contact.copyFailed")}
            resetMs={copyConfirmationMs}
            statusClassName="text-success"
          >
            {t("contact.copy")}
          </CopyButton>
        ) : null}
        {value ? children : null}
      </dd>
    </div>
  );
}

/** The row's action (Call, Email, Visit); nothing when the value gives no link. */
function ActionLink({
  href,
  external,
  children,
}: {
  href: string | null;
  external?: boolean;
  children: React.ReactNode;
}) {
  if (!href) return null;
  return (
    <a
      href={href}
      className="rounded-md bg-brand px-3 py-1 text-sm font-medium text-on-brand"
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {children}
    </a>
  );
}
