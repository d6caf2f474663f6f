/**
 * `use-sync-external-store/shim` for the browser build: react-i18next imports the shim (written for
 * React 17 and older), and React 19 has the hook itself, so the build points the shim's import here
 * instead of shipping it on every page (ADR 0083). Client-safe.
 */
export { useSyncExternalStore } from "react";
