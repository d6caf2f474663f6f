import { useTranslation } from "react-i18next";
import type { MatterStatus } from "~/features/matters/matter-status.ts";
import type { PublicOrganization } from "~/features/organizations/schemas.ts";
import type { WorkspaceProfile } from "~/features/workspace/workspace.server.ts";
import type { WorkspaceTab } from "~/features/workspace/workspace-url.ts";
import { ChatIcon, ChevronIcon, FolderIcon } from "~/components/ui/icons.tsx";
import { OrganizationMark } from "./organization-mark.tsx";
import { ProfileArea } from "./profile-area.tsx";
import { ThemeToggle } from "./theme-toggle.tsx";

/** Matter status dot (spec §2): ready green, incomplete orange, empty none. */
function StatusDot({ status }: { status: MatterStatus }) {
  const { t } = useTranslation("workspace");
  if (status === "empty") return null;
  return (
    <span className="ms-auto flex items-center" data-matter-dot={status}>
      <span
        aria-hidden="true"
        className={`size-2.5 rounded-full ${status === "ready" ? "bg-green-600" : "bg-orange-500"}`}
      />
      <span className="sr-only">{status === "ready" ? t("matter.statusReady") : t("matter.statusIncomplete")}</span>
    </span>
  );
}

export function SidebarContent({
  organization,
  tab,
  tabHrefs,
  matterStatus,
  profile,
  profileFailed = false,
  closeControl,
}: {
  organization: PublicOrganization;
  tab: WorkspaceTab;
  tabHrefs: Record<WorkspaceTab, string>;
  matterStatus: MatterStatus;
  profile: WorkspaceProfile | null;
  profileFailed?: boolean;
  closeControl: React.ReactNode;
}) {
  const { t } = useTranslation("workspace");
  /** The link of a workspace tab, marked as the current page when it is the open one. */
  const tabLink = (to: WorkspaceTab) => ({
    href: tabHrefs[to],
    "aria-current": tab === to ? ("page" as const) : undefined,
    className: `flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium ${tab === to ? "bg-surface-sunken text-ink" : "text-ink-muted hover:bg-surface-sunken hover:text-ink"}`,
  });
  return (
    <div className="flex h-full flex-col gap-4 p-3">
      <div className="flex items-start gap-2">
        <details open className="group min-w-0 flex-1">
          <summary className="flex cursor-pointer list-none items-center gap-2 rounded-md p-1 hover:bg-surface-sunken [&::-webkit-details-marker]:hidden">
            <OrganizationMark organization={organization} size="sm" />
            <span className="min-w-0 flex-1 truncate font-semibold">{organization.name}</span>
            <ChevronIcon className="size-4 shrink-0 text-ink-muted transition-transform group-open:rotate-180" />
            <span className="sr-only">{t("sidebar.organizationDetails")}</span>
          </summary>
          <div className="px-1 pt-2 text-xs text-ink-muted">
            <p>@{organization.slug}</p>
            {organization.description ? <p className="mt-1 line-clamp-3">{organization.description}</p> : null}
          </div>
        </details>
        {closeControl}
      </div>
      <nav aria-label={t("sidebar.navigation")}>
        <ul className="flex flex-col gap-1">
          <li>
            <a {...tabLink("chats")}>
              <ChatIcon />
              {t("sidebar.chats")}
            </a>
          </li>
          <li>
            <a {...tabLink("matter")}>
              <FolderIcon />
              {t("sidebar.matter")}
              <StatusDot status={matterStatus} />
            </a>
          </li>
        </ul>
      </nav>
      <div className="mt-auto flex flex-col gap-3 border-t border-line pt-3">
        <div className="flex items-center justify-between text-sm text-ink-muted">
          <a href="/keyboard-shortcuts" className="rounded px-1 hover:text-ink hover:underline">
            {t("sidebar.shortcuts")}
          </a>
          <ThemeToggle />
        </div>
        <ProfileArea profile={profile} failed={profileFailed} />
      </div>
    </div>
  );
}
