import { useTranslation } from "react-i18next";
import { DataTable } from "~/components/data-table.tsx";
import type { Route } from "./+types/keyboard-shortcuts";

const shortcuts = [
  { keys: ["Enter"], action: "shortcuts.send" },
  { keys: ["Shift", "Enter"], action: "shortcuts.newline" },
  { keys: ["Ctrl / ⌘", "Enter"], action: "shortcuts.sendAnywhere" },
  { keys: ["Ctrl / ⌘", "K"], action: "shortcuts.focusComposer" },
  { keys: ["Esc"], action: "shortcuts.close" },
] as const;

export default function KeyboardShortcuts() {
  const { t } = useTranslation();
  return (
    <main id="main" className="mx-auto flex max-w-2xl flex-col gap-6 px-6 py-12">
      <h1 className="text-2xl font-semibold">{t("shortcuts.title")}</h1>
      <DataTable columns={[t("shortcuts.keys"), t("shortcuts.action")]}>
        {shortcuts.map((shortcut) => (
          <tr key={shortcut.action} className="border-b border-line">
            <td className="py-3">
              {shortcut.keys.map((key, index) => (
                <span key={key}>
                  {index > 0 ? " + " : null}
                  <kbd className="rounded border border-line bg-surface-raised px-2 py-0.5 font-mono text-sm">
                    {key}
                  </kbd>
                </span>
              ))}
            </td>
            <td className="py-3">{t(shortcut.action)}</td>
          </tr>
        ))}
      </DataTable>
      <a className="self-start text-brand underline dark:text-accent" href="/">
        {t("actions.backToChat")}
      </a>
    </main>
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Keyboard shortcuts - Parley" }];
