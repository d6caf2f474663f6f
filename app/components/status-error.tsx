import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Link } from "react-router";
import { buttonClassName } from "./ui/button.tsx";
import { MessagePage } from "./ui/message-page.tsx";

/** Which page an error shows: a 403 is 'Access Denied', a 404 the not-found page, anything else the unexpected one. */
export type ErrorKind = "forbidden" | "notFound" | "unexpected";

export function errorKindOf(error: unknown): ErrorKind {
  if (!isRouteErrorResponse(error)) return "unexpected";
  if (error.status === 403) return "forbidden";
  if (error.status === 404) return "notFound";
  return "unexpected";
}

const texts: Record<ErrorKind, { title: string; body: string }> = {
  forbidden: { title: "errors.forbiddenTitle", body: "errors.forbiddenBody" },
  notFound: { title: "errors.notFoundTitle", body: "errors.notFoundBody" },
  unexpected: { title: "errors.unexpectedTitle", body: "errors.unexpectedBody" },
};

/** The error page of a route's ErrorBoundary, one per status (never a stack or the thrown text). */
export function StatusError({ error }: { error: unknown }) {
  const { t } = useTranslation("common");
  const kind = errorKindOf(error);
  return (
    <MessagePage title={t(texts[kind].title)} body={t(texts[kind].body)} data={{ "data-error-kind": kind }}>
      <a className={buttonClassName()} href="/">
        {t("actions.goHome")}
      </a>
    </MessagePage>
  );
}

/**
 * The error of a page that explains its own refusals (a settings page inside the settings
 * layout): the title and body of its status from `ns` (`<keys>.forbiddenTitle`, `notFoundTitle`
 * or `failedTitle`, and the …Body), and a link back (`backLabel` is a key in `ns`).
 */
export function PageError({
  error,
  ns,
  keys,
  backTo,
  backLabel,
}: {
  error: unknown;
  ns: string;
  keys: string;
  backTo: string;
  backLabel: string;
}) {
  const { t } = useTranslation(ns);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const key = status === 403 ? "forbidden" : status === 404 ? "notFound" : "failed";
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col justify-center gap-4">
      <h1 className="text-2xl font-semibold">{t(`${keys}.${key}Title`)}</h1>
      <p className="text-ink-muted">{t(`${keys}.${key}Body`)}</p>
      <Link to={backTo} className="self-start underline">
        {t(backLabel)}
      </Link>
    </div>
  );
}
