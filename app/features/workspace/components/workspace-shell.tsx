import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import type { MatterView } from "~/features/matters/matter-view.ts";
import type { PublicOrganization } from "~/features/organizations/schemas.ts";
import { featureFlags } from "~/lib/feature-flags.ts";
import type { WorkspaceData } from "~/features/workspace/workspace.server.ts";
import { DeletionRequestControl } from "~/features/retention/components/deletion-request-control.tsx";
import { menuHref, tabHref } from "~/features/workspace/workspace-url.ts";
import { CloseIcon, MenuIcon } from "~/components/ui/icons.tsx";
import { RightPanel } from "./right-panel.tsx";
import { SidebarContent } from "./sidebar.tsx";
import { keepTabInside } from "~/components/keep-tab-inside.ts";

/** Spec §9: the sidebar is a column from 1024 px; below it a drawer. The navbar hides after 50 px of scroll. */
const desktopQuery = "(min-width: 1024px)";
const navbarScrollThreshold = 50;

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/**
 * The workspace around the chat (spec §2): sidebar (a drawer under 1024 px), the main area with its
 * Chats and Matter tabs, the right panel, and the mobile top bar. The drawer's state is in the URL
 * (`menu=open`), so its links work without JavaScript; with JavaScript it opens in place, moves
 * focus in, keeps it there, closes on Escape or the backdrop and gives focus back.
 */
export function WorkspaceShell({
  organization,
  matter,
  workspace,
  media,
  children,
}: {
  organization: PublicOrganization;
  matter: MatterView | null;
  workspace: WorkspaceData;
  /** The shared-files block of the right panel. */
  media: React.ReactNode;
  children: React.ReactNode;
}) {
  const { t } = useTranslation("workspace");
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const [open, setOpen] = useState(workspace.menuOpen);
  const [navbarHidden, setNavbarHidden] = useState(false);
  const drawer = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLAnchorElement>(null);
  const closer = useRef<HTMLAnchorElement>(null);
  const scrollAnchor = useRef(0);
  // Starts closed, so a drawer the server rendered open (a click on "Open menu" before the
  // scripts loaded) also gets the focus once they run.
  const wasOpen = useRef(false);

  useEffect(() => setOpen(workspace.menuOpen), [workspace.menuOpen]);

  // Focus in on open, back to the opener on close.
  useEffect(() => {
    if (open && !wasOpen.current) closer.current?.focus();
    if (!open && wasOpen.current) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        setOpen(false);
        return;
      }
      if (event.key !== "Tab" || !drawer.current) return;
      keepTabInside(
        event,
        [...drawer.current.querySelectorAll<HTMLElement>(focusableSelector)].filter(
          (element) => element.offsetParent !== null,
        ),
      );
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  // Becoming a desktop layout closes the drawer (the sidebar is then a column).
  useEffect(() => {
    const query = window.matchMedia(desktopQuery);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onChange = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (query.matches) setOpen(false);
      }, 100);
    };
    query.addEventListener("change", onChange);
    return () => {
      clearTimeout(timer);
      query.removeEventListener("change", onChange);
    };
  }, []);

  // Only the reader's own scrolling moves the navbar, not the chat scrolling itself to a new message.
  const lastUserInput = useRef(0);
  const noteUserInput = () => {
    lastUserInput.current = Date.now();
  };
  const onScrollCapture = (event: React.UIEvent) => {
    const target = event.target as HTMLElement;
    if (!(target instanceof HTMLElement)) return;
    const top = target.scrollTop;
    if (Date.now() - lastUserInput.current > 1_000) {
      scrollAnchor.current = top;
      return;
    }
    if (top <= navbarScrollThreshold) {
      setNavbarHidden(false);
      scrollAnchor.current = top;
    } else if (top - scrollAnchor.current > navbarScrollThreshold) {
      setNavbarHidden(true);
      scrollAnchor.current = top;
    } else if (scrollAnchor.current - top > navbarScrollThreshold) {
      setNavbarHidden(false);
      scrollAnchor.current = top;
    }
  };

  const close = (event: React.MouseEvent) => {
    event.preventDefault();
    setOpen(false);
  };
  const tabHrefs = { chats: tabHref(search, "chats"), matter: tabHref(search, "matter") };
  const status = matter?.status ?? "empty";
  const showGetPlus = !workspace.profile || workspace.profile.tier === "free";

  return (
    <div
      className="flex h-dvh overflow-hidden"
      style={
        {
          "--brand": organization.config.brandColor,
          "--accent": organization.config.accentColor,
        } as React.CSSProperties
      }
    >
      <a
        href="#main"
        className="sr-only z-50 rounded bg-surface px-3 py-2 focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
      >
        {t("shell.skipToContent")}
      </a>
      {featureFlags.leftSidebar ? (
        <>
          {open ? (
            <a
              href={menuHref(search, false)}
              onClick={close}
              aria-hidden="true"
              tabIndex={-1}
              className="fixed inset-0 z-30 bg-black/50 lg:hidden"
              data-testid="drawer-backdrop"
            />
          ) : null}
          <div
            id="workspace-sidebar"
            ref={drawer}
            role={open ? "dialog" : undefined}
            aria-modal={open ? true : undefined}
            aria-label={open ? t("shell.menu") : undefined}
            // Opening shows the drawer at once (so focus can move in) and slides it; closing slides it out, then hides it.
            className={`fixed inset-y-0 start-0 z-40 w-64 shrink-0 border-e border-line bg-surface-raised duration-300 lg:visible lg:static lg:z-auto lg:translate-x-0 ${
              open
                ? "visible translate-x-0 transition-[translate]"
                : "invisible -translate-x-full transition-[translate,visibility] rtl:translate-x-full"
            }`}
          >
            <SidebarContent
              organization={organization}
              tab={workspace.tab}
              tabHrefs={tabHrefs}
              matterStatus={status}
              profile={workspace.profile}
              profileFailed={workspace.profileFailed}
              closeControl={
                <a
                  ref={closer}
                  href={menuHref(search, false)}
                  onClick={close}
                  aria-label={t("shell.closeMenu")}
                  className="flex size-9 items-center justify-center rounded-md text-ink-muted hover:bg-surface-sunken lg:hidden"
                >
                  <CloseIcon />
                </a>
              }
            />
          </div>
        </>
      ) : null}

      <div
        className="flex min-w-0 flex-1 flex-col"
        onScrollCapture={onScrollCapture}
        onWheelCapture={noteUserInput}
        onTouchMoveCapture={noteUserInput}
        onKeyDownCapture={noteUserInput}
      >
        <header
          data-hidden={navbarHidden ? "true" : "false"}
          onFocusCapture={() => setNavbarHidden(false)}
          className={`flex shrink-0 items-center justify-between gap-2 overflow-hidden border-b border-line bg-surface px-3 transition-[max-height,padding] duration-300 lg:hidden ${
            navbarHidden ? "max-h-0 border-b-0 py-0" : "max-h-16 py-2"
          }`}
        >
          <a
            ref={opener}
            href={menuHref(search, true)}
            onClick={(event) => {
              event.preventDefault();
              setOpen(true);
            }}
            aria-controls="workspace-sidebar"
            aria-expanded={open}
            className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium hover:bg-surface-sunken"
          >
            <MenuIcon />
            {t("shell.openMenu")}
          </a>
          <span className="min-w-0 flex-1 truncate text-center text-sm font-semibold">{organization.name}</span>
          {showGetPlus ? (
            <a href="/pricing#pricing" className="rounded-md bg-accent px-3 py-1.5 text-sm font-semibold text-black">
              {t("shell.getPlus")}
            </a>
          ) : null}
        </header>
        <div className="flex min-h-0 flex-1">
          <main
            id="main"
            className="mx-auto flex min-h-0 w-full max-w-3xl flex-1 flex-col gap-6 overflow-y-auto px-4 py-6"
          >
            {children}
            {/* Small screens have no side panel: the deletion request sits under the Matter tab (ADR 0060). */}
            {workspace.tab === "matter" && workspace.deletion.possible ? (
              <div className="lg:hidden">
                <DeletionRequestControl request={workspace.deletion.request} />
              </div>
            ) : null}
          </main>
          <RightPanel
            organization={organization}
            matter={matter}
            matterHref={tabHrefs.matter}
            activity={workspace.activity}
            media={media}
            deletion={workspace.deletion}
          />
        </div>
      </div>
    </div>
  );
}
