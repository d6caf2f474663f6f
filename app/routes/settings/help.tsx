import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { requirePageUser } from "~/lib/require-user.server.ts";
import type { Route } from "./+types/help";
import { SettingsPane } from "~/components/ui/settings-pane.tsx";

/** /settings/help (spec §2): external links open in new tabs; internal ones stay in the app. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requirePageUser(context, request);
  return null;
}

const external = [
  { key: "helpCenter", href: "https://help.parley.law" },
  { key: "releaseNotes", href: "https://parley.law/release-notes" },
  { key: "terms", href: "https://parley.law/terms" },
  { key: "downloads", href: "https://parley.law/downloads" },
] as const;

const internal = [
  { key: "reportBug", to: "/report-bug" },
  { key: "keyboardShortcuts", to: "/keyboard-shortcuts" },
] as const;

export default function HelpSettings() {
  const { t } = useTranslation("settings");
  return (
    <SettingsPane name="help" className="max-w-lg gap-4">
      <ul className="flex flex-col gap-2">
        {external.map((link) => (
          <li key={link.key}>
            <a href={link.href} target="_blank" rel="noopener noreferrer" className="underline">
              {t(`help.links.${link.key}`)}
              <span className="sr-only"> ({t("help.newTab")})</span>
              <span aria-hidden="true"> ↗</span>
            </a>
          </li>
        ))}
        {internal.map((link) => (
          <li key={link.key}>
            <Link to={link.to} className="underline">
              {t(`help.links.${link.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </SettingsPane>
  );
}
