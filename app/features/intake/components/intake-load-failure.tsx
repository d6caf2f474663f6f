import { useTranslation } from "react-i18next";
import { buttonClassName } from "~/components/ui/button.tsx";

/** Why the intake page could not open: its organization's configuration timed out, or the visitor's workspace could not be set up. */
export type IntakeLoadFailureKind = "organizationTimeout" | "workspaceSetup";

export function isIntakeLoadFailure(value: unknown): value is { failure: IntakeLoadFailureKind } {
  const failure = (value as { failure?: unknown } | null)?.failure;
  return failure === "organizationTimeout" || failure === "workspaceSetup";
}

/**
 * The intake page's error boundary for a load that failed (chat spec §8): the spec's text and a
 * Retry link to the same URL (a plain link, so it works without JavaScript). Never the error itself.
 */
export function IntakeLoadFailure({ kind, retryHref }: { kind: IntakeLoadFailureKind; retryHref: string }) {
  const { t } = useTranslation("chat");
  return (
    <main
      id="main"
      className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 p-6 text-center"
      data-failure={kind}
    >
      <title>
        {kind === "workspaceSetup" ? t("loadFailure.workspaceTitle") : t("loadFailure.organizationTimeout")}
      </title>
      <div role="alert" className="flex flex-col gap-2">
        {kind === "workspaceSetup" ? (
          <>
            <h1 className="text-2xl font-semibold">{t("loadFailure.workspaceTitle")}</h1>
            <p className="text-ink-muted">{t("loadFailure.workspaceBody")}</p>
          </>
        ) : (
          <h1 className="text-2xl font-semibold">{t("loadFailure.organizationTimeout")}</h1>
        )}
      </div>
      <a className={buttonClassName()} href={retryHref}>
        {t("loadFailure.retry")}
      </a>
    </main>
  );
}
