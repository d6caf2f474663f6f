import { useTranslation } from "react-i18next";
import type { ActivityResponse } from "~/features/activity/schemas.ts";
import type { MatterView } from "~/features/matters/matter-view.ts";
import type { PublicOrganization } from "~/features/organizations/schemas.ts";
import { summaryPreview } from "~/features/workspace/matter-panel-view.ts";
import { ActivityTimeline } from "./activity-timeline.tsx";
import { ChevronIcon, SearchIcon, ShieldIcon } from "~/components/ui/icons.tsx";
import { OrganizationMark } from "./organization-mark.tsx";
import { DeletionRequestControl } from "~/features/retention/components/deletion-request-control.tsx";
import type { WorkspaceData } from "~/features/workspace/workspace.server.ts";

/**
 * The right panel, desktop only (spec §2): organization profile, Find Lawyer, the activity
 * timeline, the media/summary block and a collapsible Privacy & Support section.
 */
export function RightPanel({
  organization,
  matter,
  matterHref,
  activity,
  media,
  deletion,
}: {
  organization: PublicOrganization;
  matter: MatterView | null;
  matterHref: string;
  activity: { sessionId: string | null; feed: ActivityResponse; renderedAt: string };
  media: React.ReactNode;
  deletion?: WorkspaceData["deletion"];
}) {
  const { t } = useTranslation("workspace");
  return (
    <aside
      aria-label={t("panel.label")}
      className="hidden w-80 shrink-0 flex-col gap-6 overflow-y-auto border-s border-line bg-surface p-5 lg:flex"
    >
      <section aria-labelledby="org-profile-heading" className="flex flex-col items-center gap-2 text-center">
        <OrganizationMark organization={organization} size="lg" />
        <h2 id="org-profile-heading" className="font-semibold">
          {organization.name}
        </h2>
        <p className="text-xs text-ink-muted">@{organization.slug}</p>
        {organization.description ? (
          <p className="line-clamp-4 text-sm text-ink-muted">{organization.description}</p>
        ) : null}
      </section>

      <a
        href={`/lawyers?organizationId=${encodeURIComponent(organization.slug)}`}
        className="flex items-center justify-center gap-2 rounded-md bg-brand px-4 py-2 text-sm font-medium text-on-brand hover:opacity-90"
      >
        <SearchIcon className="size-4" />
        {t("panel.findLawyer")}
      </a>

      <ActivityTimeline
        organizationId={organization.id}
        sessionId={activity.sessionId}
        initial={activity.feed}
        renderedAt={activity.renderedAt}
      />

      {/* The media/summary block: the matter's summary, then the files shared in this conversation. */}
      <section aria-labelledby="summary-block-heading" data-slot="media-summary" className="flex flex-col gap-2">
        <h2 id="summary-block-heading" className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
          {t("panel.summaryTitle")}
        </h2>
        {matter ? (
          <>
            <p className="text-sm">{summaryPreview(matter.canvas.matterSummary)}</p>
            <a href={matterHref} className="text-sm font-medium text-brand underline dark:text-accent">
              {t("panel.openMatter")}
            </a>
          </>
        ) : (
          <p className="text-sm text-ink-muted">{t("panel.summaryEmpty")}</p>
        )}
      </section>

      {media}

      {deletion?.possible ? <DeletionRequestControl request={deletion.request} /> : null}

      <details className="group mt-auto rounded-md border border-line">
        <summary className="flex cursor-pointer list-none items-center gap-2 p-3 text-sm font-medium [&::-webkit-details-marker]:hidden">
          <ShieldIcon className="size-4" />
          <span className="flex-1">{t("panel.privacySupport")}</span>
          <ChevronIcon className="size-4 text-ink-muted transition-transform group-open:rotate-180" />
        </summary>
        <ul className="flex flex-col gap-1 px-3 pb-3 text-sm">
          <li>
            <a
              href={`/privacy?organizationId=${encodeURIComponent(organization.slug)}`}
              target="_blank"
              rel="noopener"
              className="underline"
            >
              {t("panel.privacy")}
              <span className="sr-only"> {t("panel.newTab")}</span>
            </a>
          </li>
          <li>
            <a href="/help" target="_blank" rel="noopener" className="underline">
              {t("panel.help")}
              <span className="sr-only"> {t("panel.newTab")}</span>
            </a>
          </li>
          <li>
            <a href="/report-bug" className="underline">
              {t("pages.reportBug")}
            </a>
          </li>
        </ul>
      </details>
    </aside>
  );
}
