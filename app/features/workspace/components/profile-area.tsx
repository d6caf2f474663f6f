import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showToast } from "~/features/toasts/show-toast.ts";
import type { WorkspaceProfile } from "~/features/workspace/workspace.server.ts";
import { ChevronIcon } from "~/components/ui/icons.tsx";

/** Local storage keys cleared on sign out (spec: onboarding, cart and auth keys). */
const signOutKeys = ["onboardingCompleted", "onboardingCheckDone", "cartPreferences", "cartData"];

/** Tier badge (spec §6): free shows 'Free'; plus, business and enterprise show 'Business'. */
export function tierBadgeKey(tier: WorkspaceProfile["tier"]): "profile.tierFree" | "profile.tierBusiness" {
  return tier === "free" ? "profile.tierFree" : "profile.tierBusiness";
}

function initialsOf(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 0 ? words.slice(0, 2).map((word) => word[0]) : [email[0] ?? "?"];
  return letters.join("").toUpperCase();
}

function Avatar({ profile }: { profile: WorkspaceProfile }) {
  if (profile.image) return <img src={profile.image} alt="" className="size-9 shrink-0 rounded-full object-cover" />;
  return (
    <span
      aria-hidden="true"
      className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-semibold text-on-brand"
    >
      {initialsOf(profile.name, profile.email)}
    </span>
  );
}

function Identity({ profile }: { profile: WorkspaceProfile }) {
  const { t } = useTranslation("workspace");
  return (
    <>
      <Avatar profile={profile} />
      <span className="min-w-0 flex-1 text-start">
        <span className="block truncate text-sm font-medium">{profile.name || profile.email}</span>
        <span
          className="mt-0.5 inline-block rounded bg-surface-sunken px-1.5 text-xs text-ink-muted"
          data-tier={profile.tier}
        >
          {t(tierBadgeKey(profile.tier))}
        </span>
      </span>
    </>
  );
}

/** Reading the signed-in user failed (spec §8): the menu is replaced by the message, the page goes on. */
function ProfileLoadFailed() {
  const { t } = useTranslation("auth");
  return (
    <div
      role="alert"
      className="flex flex-col gap-0.5 rounded-md border border-danger/40 px-3 py-2 text-sm"
      data-profile-failed=""
    >
      <p className="font-medium">{t("session.loadFailedTitle")}</p>
      <p className="text-ink-muted">{t("session.loadFailedBody")}</p>
    </div>
  );
}

/**
 * The sidebar's profile area (spec §2): a sign-in button when anonymous; otherwise name, avatar,
 * tier badge, Upgrade, and a menu (Upgrade, Settings, Help, Sign out). From 1024 px the menu is a
 * <details> disclosure (works without JavaScript); under 1024 px the profile links to /settings.
 */
export function ProfileArea({ profile, failed = false }: { profile: WorkspaceProfile | null; failed?: boolean }) {
  const { t } = useTranslation("workspace");
  const [signOutFailed, setSignOutFailed] = useState(false);
  if (failed) return <ProfileLoadFailed />;
  if (!profile) {
    return (
      <a
        href="/auth?mode=signin"
        className="flex w-full items-center justify-center rounded-md bg-brand px-4 py-2 text-sm font-medium text-on-brand hover:opacity-90"
      >
        {t("profile.signIn")}
      </a>
    );
  }
  const canUpgrade = profile.tier !== "enterprise";
  const item = "block w-full rounded px-3 py-2 text-start text-sm hover:bg-surface-sunken";
  return (
    <div className="flex flex-col gap-2">
      {canUpgrade ? (
        <a
          href="/pricing#pricing"
          className="rounded-md border border-accent px-3 py-1.5 text-center text-sm font-medium hover:bg-surface-sunken"
        >
          {t("profile.upgrade")}
        </a>
      ) : null}
      <a
        href="/settings"
        className="flex items-center gap-3 rounded-md p-2 hover:bg-surface-sunken lg:hidden"
        aria-label={t("profile.openSettings", { name: profile.name || profile.email })}
      >
        <Identity profile={profile} />
      </a>
      <details className="group relative hidden lg:block">
        <summary
          className="flex cursor-pointer list-none items-center gap-3 rounded-md p-2 hover:bg-surface-sunken [&::-webkit-details-marker]:hidden"
          aria-label={t("profile.menu")}
        >
          <Identity profile={profile} />
          <ChevronIcon className="size-4 text-ink-muted transition-transform group-open:rotate-180" />
        </summary>
        <div className="absolute start-0 bottom-full mb-2 w-full rounded-md border border-line bg-surface p-1 shadow-lg">
          <p className="truncate px-3 py-1 text-xs text-ink-muted">{profile.email}</p>
          <ul>
            {canUpgrade ? (
              <li>
                <a href="/pricing#pricing" className={item}>
                  {t("profile.upgrade")}
                </a>
              </li>
            ) : null}
            <li>
              <a href="/settings" className={item}>
                {t("profile.settings")}
              </a>
            </li>
            <li>
              <a href="/help" className={item}>
                {t("profile.help")}
              </a>
            </li>
            <li>
              <form
                method="post"
                action="/api/auth/sign-out"
                onSubmit={(event) => {
                  // With JavaScript the sign-out is a fetch, so a failure can be told instead of leaving the page.
                  event.preventDefault();
                  setSignOutFailed(false);
                  fetch("/api/auth/sign-out", {
                    method: "POST",
                    credentials: "include",
                    headers: { Accept: "application/json" },
                  })
                    .then((response) => {
                      if (!response.ok) throw new Error(`sign-out ${response.status}`);
                      for (const key of signOutKeys) window.localStorage.removeItem(key);
                      window.location.assign("/");
                    })
                    .catch(() => {
                      setSignOutFailed(true);
                      showToast({
                        type: "error",
                        title: t("profile.signOutFailedTitle"),
                        description: t("profile.signOutFailed"),
                      });
                    });
                }}
              >
                <button type="submit" className={item}>
                  {t("profile.signOut")}
                </button>
                {signOutFailed ? (
                  <p role="alert" className="px-3 py-1 text-xs text-danger">
                    {t("profile.signOutFailed")}
                  </p>
                ) : null}
              </form>
            </li>
          </ul>
        </div>
      </details>
    </div>
  );
}
