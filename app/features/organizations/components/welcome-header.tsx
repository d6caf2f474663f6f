import { useTranslation } from "react-i18next";
import type { PublicOrganization } from "~/features/organizations/schemas.ts";
import { organizationInitials } from "~/features/organizations/organization-identity.ts";
import { numberFormat } from "~/lib/kept-intl.ts";

/** The organization's welcome header at the top of the conversation. */
export function WelcomeHeader({ organization }: { organization: PublicOrganization }) {
  const { t, i18n } = useTranslation();
  const { availableServices, consultationFee, requiresPayment } = organization.config;
  const fee =
    requiresPayment && consultationFee > 0
      ? numberFormat(i18n.language, { style: "currency", currency: "USD" }).format(consultationFee)
      : null;
  return (
    <header className="flex flex-col items-center gap-3 border-b border-line pb-6 text-center">
      <OrganizationAvatar organization={organization} />
      <div className="flex flex-col items-center gap-1">
        <h1 className="flex items-center gap-2 text-2xl font-semibold">
          {organization.name}
          {organization.verified ? <VerifiedBadge label={t("intake.verified")} /> : null}
        </h1>
        <p className="text-sm text-ink-muted">@{organization.slug}</p>
      </div>
      {organization.description ? <p className="max-w-prose text-ink-muted">{organization.description}</p> : null}
      {availableServices.length > 0 ? (
        <ul aria-label={t("intake.practiceAreas")} className="flex max-w-prose flex-wrap justify-center gap-2 text-sm">
          {availableServices.map((service) => (
            <li key={service} className="rounded-full border border-line px-3 py-0.5">
              {service}
            </li>
          ))}
        </ul>
      ) : null}
      {fee ? <p className="text-sm text-ink-muted">{t("intake.consultationFee", { amount: fee })}</p> : null}
    </header>
  );
}

function OrganizationAvatar({ organization }: { organization: PublicOrganization }) {
  if (organization.profileImage) {
    return (
      <img src={organization.profileImage} alt="" width={72} height={72} className="size-18 rounded-2xl object-cover" />
    );
  }
  const initials = organizationInitials(organization.name);
  return (
    <div
      aria-hidden="true"
      className="flex size-18 items-center justify-center rounded-2xl bg-brand text-2xl font-semibold text-on-brand"
    >
      {initials}
    </div>
  );
}

function VerifiedBadge({ label }: { label: string }) {
  return (
    <svg role="img" aria-label={label} viewBox="0 0 24 24" className="size-5 text-accent" fill="currentColor">
      <title>{label}</title>
      <path d="M12 1.5l2.6 2.1 3.3-.3.9 3.2 2.9 1.6-1.2 3.1 1.2 3.1-2.9 1.6-.9 3.2-3.3-.3L12 22.5l-2.6-2.1-3.3.3-.9-3.2-2.9-1.6 1.2-3.1-1.2-3.1 2.9-1.6.9-3.2 3.3.3z" />
      <path d="M10.5 15.6l-3.1-3.1 1.4-1.4 1.7 1.7 4.7-4.7 1.4 1.4z" fill="var(--surface)" />
    </svg>
  );
}
