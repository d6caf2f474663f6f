import { useEffect, useRef } from "react";
import { modalFrameClass, modalPanelClass } from "~/components/modal-drawer.ts";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { buttonClassName } from "~/components/ui/button.tsx";

/**
 * The business welcome dialog (spec §2: query upgraded=business, on whatever page the user lands):
 * team management, organization settings and API access. Rendered by the server, so it shows
 * without JavaScript; closing is a link to the same page without the query parameter.
 */
export function BusinessWelcomeDialog() {
  const { t } = useTranslation("billing");
  const location = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const params = new URLSearchParams(location.search);
  const open = params.get("upgraded") === "business";
  useEffect(() => {
    if (open) heading.current?.focus();
  }, [open]);
  if (!open) return null;
  params.delete("upgraded");
  const rest = params.toString();
  const closeHref = `${location.pathname}${rest ? `?${rest}` : ""}${location.hash}`;
  const links = [
    { href: "/settings/organization#members-title", title: t("welcome.team"), hint: t("welcome.teamHint") },
    { href: "/settings/organization", title: t("welcome.settings"), hint: t("welcome.settingsHint") },
    { href: "/settings/organization#tokens-title", title: t("welcome.api"), hint: t("welcome.apiHint") },
  ];
  return (
    <div className={`${modalFrameClass} bg-black/50`}>
      <section
        role="dialog"
        aria-modal="true"
        aria-labelledby="business-welcome-title"
        onKeyDown={(event) => {
          if (event.key === "Escape") window.location.assign(closeHref);
        }}
        data-modal-drawer=""
        className={modalPanelClass("max-w-lg")}
      >
        <h2 id="business-welcome-title" ref={heading} tabIndex={-1} className="text-2xl font-semibold">
          {t("welcome.title")}
        </h2>
        <p className="text-ink-muted">{t("welcome.body")}</p>
        <ul className="flex flex-col gap-2">
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} className="block rounded-md border border-line p-3 hover:bg-surface-sunken">
                <span className="block font-medium">{link.title}</span>
                <span className="block text-sm text-ink-muted">{link.hint}</span>
              </a>
            </li>
          ))}
        </ul>
        <a href={closeHref} className={buttonClassName({ className: "self-end" })}>
          {t("welcome.close")}
        </a>
      </section>
    </div>
  );
}
