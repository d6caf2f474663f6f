import { useTranslation } from "react-i18next";
import { buttonClassName } from "~/components/ui/button.tsx";
import { MessagePage } from "~/components/ui/message-page.tsx";

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
  const workspace = kind === "workspaceSetup";
  return (
    <MessagePage
      title={workspace ? t("loadFailure.workspaceTitle") : t("loadFailure.organizationTimeout")}
      body={workspace ? t("loadFailure.workspaceBody") : undefined}
      alert
      data={{ "data-failure": kind }}
    >
      <a className={buttonClassName()} href={retryHref}>
        {t("loadFailure.retry")}
      </a>
    </MessagePage>
  );
}
