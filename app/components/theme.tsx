import { useEffect } from "react";

/**
 * The theme is stored in localStorage under "theme" as "dark" or "light". While unset, the page
 * follows the system preference (and its changes). This script runs in <head>, before first paint.
 * Without JavaScript the stylesheet follows prefers-color-scheme.
 */
const script = `(function(){try{var d=document.documentElement,t=localStorage.getItem("theme");if(t!=="dark"&&t!=="light"){t=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"}d.classList.remove("dark","light");d.classList.add(t);d.style.colorScheme=t}catch(e){}})()`;

export function ThemeScript({ nonce }: { nonce: string }) {
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />;
}

export type Theme = "dark" | "light";

export function applyTheme(theme: Theme) {
  const root = document.documentElement;
  root.classList.remove("dark", "light");
  root.classList.add(theme);
  root.style.colorScheme = theme;
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
