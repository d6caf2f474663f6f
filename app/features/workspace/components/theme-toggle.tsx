import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { applyTheme, type Theme } from "~/components/theme.tsx";
import { MoonIcon, SunIcon } from "~/components/ui/icons.tsx";

/** Local storage key of the spec (accounts §9): "theme", stored as "dark" or "light". */
export const themeStorageKey = "theme";

/**
 * Switches between light and dark and remembers the choice. Needs JavaScript (the theme lives in
 * local storage), so it is rendered disabled until hydrated; without JavaScript the page follows
 * the system preference.
 */
export function ThemeToggle() {
  const { t } = useTranslation("workspace");
  const [theme, setTheme] = useState<Theme | null>(null);
  useEffect(() => {
    setTheme(document.documentElement.classList.contains("dark") ? "dark" : "light");
  }, []);
  const next: Theme = theme === "dark" ? "light" : "dark";
  return (
    <button
      type="button"
      disabled={theme === null}
      aria-label={next === "dark" ? t("theme.toDark") : t("theme.toLight")}
      title={next === "dark" ? t("theme.toDark") : t("theme.toLight")}
      onClick={() => {
        window.localStorage.setItem(themeStorageKey, next);
        applyTheme(next);
        setTheme(next);
      }}
      className="flex size-9 items-center justify-center rounded-md text-ink-muted hover:bg-surface-sunken hover:text-ink disabled:opacity-50"
    >
      {theme === "dark" ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
