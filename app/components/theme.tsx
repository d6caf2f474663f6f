import { useEffect } from "react";

/**
 * The theme is stored in localStorage under "theme" as "dark" or "light". While unset, the page
 * follows the system preference (and its changes). This script runs in <head>, before first paint.
 * Without JavaScript the stylesheet follows prefers-color-scheme. For a signed-in user the stored
 * preference (settings → General) wins: the script writes it to localStorage first, and the root
 * renders the light or dark class itself, so it applies without JavaScript too.
 */
export type ThemePreference = "light" | "dark" | "system";

const script = (preference: ThemePreference | null) =>
  `(function(){try{var d=document.documentElement,p=${JSON.stringify(preference)};if(p==="dark"||p==="light")localStorage.setItem("theme",p);else if(p==="system")localStorage.removeItem("theme");var t=localStorage.getItem("theme");if(t!=="dark"&&t!=="light"){t=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"}d.classList.remove("dark","light");d.classList.add(t);d.style.colorScheme=t}catch(e){}})()`;

export function ThemeScript({ nonce, preference = null }: { nonce: string; preference?: ThemePreference | null }) {
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script(preference) }} />;
}

export type Theme = "dark" | "light";

export function applyTheme(theme: Theme) {
  const root = document.documentElement;
  root.classList.remove("dark", "light");
  root.classList.add(theme);
  root.style.colorScheme = theme;
}

/** Applies a choice made in settings at once and remembers it on this device. */
export function applyThemePreference(preference: ThemePreference) {
  try {
    if (preference === "system") window.localStorage.removeItem("theme");
    else window.localStorage.setItem("theme", preference);
  } catch {
    // Storage can be disabled; the class below still applies to this page.
  }
  applyTheme(
    preference === "system"
      ? window.matchMedia("(prefers-color-scheme: dark)").matches
        ? "dark"
        : "light"
      : preference,
  );
}

/** Follows the system preference while the visitor has not chosen a theme. */
export function useFollowSystemTheme() {
  useEffect(() => {
    const query = window.matchMedia("(prefers-color-scheme: dark)");
    const onChange = () => {
      const stored = window.localStorage.getItem("theme");
      if (stored !== "dark" && stored !== "light") applyTheme(query.matches ? "dark" : "light");
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
}

const accents = ["blue", "green", "purple", "red"];

/** A signed-in user's stored theme and accent, as the root renders them (null: not chosen). */
export function readAppearance(stored: { theme: string | null; accentColor: string | null } | undefined): {
  theme: ThemePreference | null;
  accentColor: string | null;
} {
  const theme =
    stored?.theme === "light" || stored?.theme === "dark" || stored?.theme === "system" ? stored.theme : null;
  const accentColor = stored?.accentColor && accents.includes(stored.accentColor) ? stored.accentColor : null;
  return { theme, accentColor };
}
