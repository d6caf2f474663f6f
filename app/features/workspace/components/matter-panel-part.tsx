import { useLoadWhenIdle } from "~/components/use-load-when-idle.ts";
import { deferredPart } from "~/components/deferred-part.tsx";
import type { MatterPanel } from "./matter-panel.tsx";

/**
 * The Matter tab's panel as a deferred part (ADR 0108): rendered on the server and hydrated as
 * before, its code not in the intake page's first load. The page's loader awaits
 * `loadMatterPanel` before it renders on the server; in the browser the panel's code is loaded
 * before hydration when the page shows it, else once the browser is idle, so switching to the tab
 * does not wait for it.
 */
const matterPanel = deferredPart("intake-matter-panel", () =>
  import("./matter-panel.tsx").then((module) => module.MatterPanel),
);
export const loadMatterPanel = matterPanel.load;

type Props = Parameters<typeof MatterPanel>[0];

export function MatterPanelPart(props: Props) {
  return (
    <div className="contents" {...matterPanel.marker}>
      <matterPanel.Part {...props} />
    </div>
  );
}

/** Loads the panel's code when the browser is next idle (the tab may be opened later). */
export function usePreloadedMatterPanel() {
  useLoadWhenIdle(matterPanel.load);
}
