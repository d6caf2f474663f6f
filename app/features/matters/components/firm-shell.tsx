import { CopyButton } from "~/components/copy-button.tsx";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useLocation } from "react-router";
import { useHydrated } from "~/components/use-hydrated.ts";

/**
 * The firm shell (issue 19, ADR 0058): one bar above every firm page with the organization
 * switcher, Matters (with the count nobody has opened), the review queue (with its count), the
 * dashboard, the firm's intake page (open it, or copy its link) and Settings. Plain links and
 * <details> disclosures, so it works the same without JavaScript; at 375 px the items wrap.
 */
export type FirmShellProps = {
  organization: { id: string; name: string; isPersonal: boolean };
  organizations: { id: string; name: string; isPersonal: boolean }[];
  counts: { unopened: number; awaitingReview: number };
  intakeUrl: string | null;
};

const itemClass = "flex items-center gap-2 rounded-md px-3 py-2 text-sm hover:bg-surface-raised";

function Count({ value, label }: { value: number; label: string }) {
  if (value === 0) return null;
  return (
    <span className="rounded-full bg-brand px-2 text-xs font-semibold text-on-brand" aria-label={label}>
      {value}
    </span>
  );
}

export function FirmShell({ organization, organizations, counts, intakeUrl }: FirmShellProps) {
  const { t } = useTranslation("firm");
  const location = useLocation();
  const base = `/org/${organization.id}`;
  const reviewQueue =
    location.pathname === `${base}/matters` && new URLSearchParams(location.search).get("review") === "requested";
  const inMatters = location.pathname.startsWith(`${base}/matters`);
  const nameOf = (entry: { name: string; isPersonal: boolean }) =>
    entry.isPersonal ? t("shell.personal", { name: entry.name }) : entry.name;
  return (
    <header className="border-b border-line bg-surface">
      <nav
        aria-label={t("shell.label")}
        className="mx-auto flex w-full max-w-7xl flex-wrap items-center gap-1 px-4 py-2"
      >
        {/* Keyed by the location: a disclosure left open closes when the member moves on. */}
        <details key={`switcher-${location.key}`} className="relative me-2" data-testid="organization-switcher">
          <summary className="flex cursor-pointer list-none items-center gap-1 rounded-md px-2 py-2 font-semibold hover:bg-surface-raised">
            <span className="sr-only">{t("shell.organization")}: </span>
            {nameOf(organization)} <span aria-hidden="true">▾</span>
          </summary>
          <ul className="fixed inset-x-4 z-20 mt-1 flex flex-col rounded-md border border-line bg-surface p-1 shadow-lg sm:absolute sm:inset-x-auto sm:min-w-56">
            {organizations.map((entry) => (
              <li key={entry.id}>
                <Link
                  to={`/org/${entry.id}/matters`}
                  aria-current={entry.id === organization.id ? "true" : undefined}
                  className={`${itemClass} ${entry.id === organization.id ? "font-semibold" : ""}`}
                >
                  {nameOf(entry)}
                </Link>
              </li>
            ))}
          </ul>
        </details>
        <Link
          to={`${base}/matters`}
          className={`${itemClass} ${inMatters && !reviewQueue ? "bg-surface-raised font-medium" : ""}`}
          aria-current={inMatters && !reviewQueue ? "page" : undefined}
        >
          {t("shell.matters")}
          <Count value={counts.unopened} label={t("shell.unopenedCount", { count: counts.unopened })} />
        </Link>
        <Link
          to={`${base}/matters?review=requested`}
          className={`${itemClass} ${reviewQueue ? "bg-surface-raised font-medium" : ""}`}
          aria-current={reviewQueue ? "page" : undefined}
        >
          {t("shell.reviewQueue")}
          <Count value={counts.awaitingReview} label={t("shell.reviewCount", { count: counts.awaitingReview })} />
        </Link>
        <NavLink
          to={`${base}/dashboard`}
          className={({ isActive }) => `${itemClass} ${isActive ? "bg-surface-raised font-medium" : ""}`}
        >
          {t("shell.dashboard")}
        </NavLink>
        {intakeUrl ? <IntakeLink key={`intake-${location.key}`} url={intakeUrl} /> : null}
        <Link to="/settings" className={`${itemClass} ms-auto`}>
          {t("shell.settings")}
        </Link>
      </nav>
    </header>
  );
}

/** The intake page: open it in a new tab, or copy its link (a read-only field to select without JavaScript; a button with it). */
function IntakeLink({ url }: { url: string }) {
  const { t } = useTranslation("firm");
  const hydrated = useHydrated();
  return (
    <details className="relative" data-testid="intake-link">
      <summary className={`${itemClass} cursor-pointer list-none`}>
        {t("shell.intakePage")} <span aria-hidden="true">▾</span>
      </summary>
      <div className="fixed inset-x-4 z-20 mt-1 flex flex-col gap-2 rounded-md border border-line bg-surface p-3 shadow-lg sm:absolute sm:inset-x-auto sm:w-[22rem]">
        <a href={url} target="_blank" rel="noopener" className="underline">
          {t("shell.openIntake")}
        </a>
        <label htmlFor="intake-url" className="text-sm text-ink-muted">
          {t("shell.intakeLinkLabel")}
        </label>
        <input
          id="intake-url"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="w-full rounded-md border border-line bg-surface-raised px-2 py-1 text-sm"
        />
        {hydrated ? (
          <div className="flex items-center gap-2">
            <CopyButton value={url} copied={t("shell.copied")} failed={t("shell.copyFailed")} resetMs={3000}>
              {t("shell.copyLink")}
            </CopyButton>
          </div>
        ) : (
          <p className="text-xs text-ink-muted">{t("shell.selectToCopy")}</p>
        )}
      </div>
    </details>
  );
}
