import { useTranslation } from "react-i18next";
import { data, isRouteErrorResponse, redirect, useFormAction, useLocation } from "react-router";
import { MediaPanel } from "~/features/files/components/media-panel.tsx";
import { listVisitorSharedFiles } from "~/features/files/shared-files.server.ts";
import { listVisitorSharedLinks } from "~/features/files/shared-links.server.ts";
import { readIntakeCredentials } from "~/lib/intake-cookie.server.ts";
import { IntakeChat } from "~/features/intake/components/intake-chat.tsx";
import { loadMessageBlocks } from "~/features/intake/components/message-item.tsx";
import {
  IntakeLoadFailure,
  type IntakeLoadFailureKind,
  isIntakeLoadFailure,
} from "~/features/intake/components/intake-load-failure.tsx";
import {
  handleIntakeAction,
  type IntakeAnswer,
  loadIntakeChat,
  maxIntakePostBytes,
  refuseOversizedPost,
  returnFromCheckout,
} from "~/features/intake/intake-page.server.ts";
import { limitReason } from "~/features/usage/limits.ts";
import {
  loadOrganizationNotFound,
  OrganizationNotFoundPart,
} from "~/features/organizations/components/organization-not-found-part.tsx";
import { WelcomeHeader } from "~/features/organizations/components/welcome-header.tsx";
import { lookUpPublicOrganization } from "~/features/organizations/get-public-organization.server.ts";
import { loadIntakeOrganization } from "~/features/organizations/load-intake-organization.server.ts";
import { intakeCanonicalUrl, resolveIntakeTarget } from "~/features/organizations/intake-host.server.ts";
import { intakeDescription, intakeTitle } from "~/features/organizations/intake-meta.ts";
import {
  loadMatterPanel,
  MatterPanelPart,
  usePreloadedMatterPanel,
} from "~/features/workspace/components/matter-panel-part.tsx";
import { WorkspaceShell } from "~/features/workspace/components/workspace-shell.tsx";
import { loadWorkspace } from "~/features/workspace/workspace.server.ts";
import { StatusError } from "~/components/status-error.tsx";
import { isDatabaseUnavailable } from "~/lib/database-unavailable.server.ts";
import { DomainError } from "~/lib/errors.ts";
import { describeError, logger } from "~/lib/logger.server.ts";
import { isSameOriginRequest } from "~/lib/origin-check.server.ts";
import { clientKeyContext, requestIdContext, sessionReadFailedContext, userContext } from "~/lib/request-context.ts";
import { getFixedTranslator, getInstance, getLocale } from "~/middleware/i18n.server.ts";
import type { Route } from "./+types/index";
import { redirectWithToast } from "~/lib/toast.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = resolveIntakeTarget(url);
  if (target.kind === "redirect") throw redirect(target.location);
  const organization = await settingUp(context, () => loadIntakeOrganization(target.slug));
  if (!organization) {
    await loadOrganizationNotFound();
    return data({ found: false as const, requested: target.slug, pageUrl: url.pathname + url.search }, { status: 404 });
  }
  // Back from Stripe Checkout: confirm with Stripe (the webhook may not have arrived yet), then a clean URL.
  const checkoutSession = url.searchParams.get("session_id");
  if (url.searchParams.get("payment") === "success" && checkoutSession) {
    const credentials = await readIntakeCredentials(request);
    const from = { credentials, pageUrl: url };
    throw answerWith(await returnFromCheckout(from, organization, checkoutSession, filesTranslator(context)));
  }
  const user = context.get(userContext)?.user ?? null;
  const credentials = await readIntakeCredentials(request);
  const sessionReadFailed = context.get(sessionReadFailedContext);
  const t = await getFixedTranslator(context, "workspace");
  // The blocks' and the Matter tab's code is loaded on demand in the browser; the server renders them (ADR 0108).
  await Promise.all([loadMessageBlocks(), loadMatterPanel()]);
  // All at once: each part waits only for the visitor's read they share (ADR 0097), and the case
  // PDF for the matter.
  const [chat, sharedFiles, sharedLinks, workspace] = await settingUp(context, () => {
    const chatRead = loadIntakeChat(credentials, url, organization, { userId: user?.id ?? null });
    const matter = chatRead.then((read) => read.matter);
    // A chat window that holds the whole conversation (no older page, not paged back) has every
    // message's text: the links are found in it, without reading the messages again (ADR 0130).
    const wholeConversation = chatRead.then((read) =>
      read.olderHref === null && !url.searchParams.get("before")
        ? read.messages.map((message) => message.content)
        : null,
    );
    // A failed chat read is answered through Promise.all; the workspace and the links may stop before they read these.
    matter.catch(() => undefined);
    wholeConversation.catch(() => undefined);
    return Promise.all([
      chatRead,
      listVisitorSharedFiles(credentials, organization.id),
      listVisitorSharedLinks(credentials, organization.id, wholeConversation),
      loadWorkspace({
        credentials,
        searchParams: url.searchParams,
        organization,
        user,
        matter,
        sessionReadFailed,
        t,
      }),
    ]);
  });
  return {
    found: true as const,
    organization,
    canonical: intakeCanonicalUrl(url, organization.slug, target.fixedHost),
    chat,
    workspace,
    sharedFiles,
    sharedLinks,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  // The no-JavaScript composer: a form on another site must not post into a visitor's matter.
  if (!isSameOriginRequest(request)) throw data(null, { status: 403 });
  const target = resolveIntakeTarget(new URL(request.url));
  if (target.kind === "redirect") throw redirect(target.location);
  const organization = await lookUpPublicOrganization(target.slug);
  if (!organization) throw data(null, { status: 404 });
  const actor = { userId: context.get(userContext)?.user.id ?? null, t: await getFixedTranslator(context, "billing") };
  if (Number(request.headers.get("Content-Length") ?? "0") > maxIntakePostBytes)
    return answerWith(refuseOversizedPost(filesTranslator(context)));
  const post = {
    form: await request.formData(),
    credentials: await readIntakeCredentials(request),
    pageUrl: new URL(request.url),
    signal: request.signal,
  };
  return answerWith(
    await handleIntakeAction(
      post,
      organization,
      context.get(clientKeyContext),
      actor,
      filesTranslator(context),
      getLocale(context),
    ),
  );
}

/** The intake action's answer as HTTP: the refusal with its status, or post/redirect/get (toast, cookie). */
function answerWith(answer: IntakeAnswer) {
  if (answer.kind === "refused") {
    const headers = answer.retryAfterSeconds ? { "Retry-After": String(answer.retryAfterSeconds) } : undefined;
    return data(answer.result, { status: answer.status, headers });
  }
  const headers = new Headers(answer.setCookie ? { "Set-Cookie": answer.setCookie } : undefined);
  return answer.toast ? redirectWithToast(answer.url, answer.toast, { headers }) : redirect(answer.url, { headers });
}

/**
 * Runs one step of opening the intake page. A step that fails answers the page's error boundary
 * with the spec's text (chat §8) instead of a bare 500: the organization's configuration that
 * timed out is a 504 ('Request timed out while loading organizations.'); anything else is
 * 'Couldn't set up your workspace', 503 when the database is unreachable, 500 otherwise. Logged with ids only.
 */
async function settingUp<T>(context: Route.LoaderArgs["context"], step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof Response) throw error;
    const requestId = context.get(requestIdContext);
    if (error instanceof DomainError && error.code === "REQUEST_TIMEOUT") {
      logger.warn("intake.organization.timeout", { requestId, ...error.details });
      throw loadFailure("organizationTimeout", 504);
    }
    const unavailable = isDatabaseUnavailable(error);
    logger.error("intake.workspace.setup_failed", { requestId, unavailable, ...describeError(error) });
    throw loadFailure("workspaceSetup", unavailable ? 503 : 500);
  }
}

function loadFailure(failure: IntakeLoadFailureKind, status: number) {
  return data(
    { failure },
    { status, headers: { "Cache-Control": "no-store", ...(status === 503 ? { "Retry-After": "30" } : {}) } },
  );
}

/** The visitor's language for the texts the action writes (English when called outside the middleware, as in tests). */
function filesTranslator(context: Route.ActionArgs["context"] | Route.LoaderArgs["context"]) {
  try {
    const i18n = getInstance(context);
    return i18n.getFixedT(i18n.language, "files");
  } catch {
    return undefined;
  }
}

export default function IntakePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("billing");
  // The contact form posts to this page's own action (the index route's URL keeps its ?index).
  const contactAction = useFormAction();
  usePreloadedMatterPanel();
  if (!loaderData.found)
    return <OrganizationNotFoundPart requested={loaderData.requested} retryHref={loaderData.pageUrl} />;
  const { organization, chat, workspace } = loaderData;
  const restriction =
    chat.quota && !chat.quota.messages.unlimited && chat.quota.messages.remaining === 0
      ? t(`usage.limitReached.${limitReason(chat.quota.tier, "messages")}`, { limit: chat.quota.messages.limit })
      : null;
  return (
    <WorkspaceShell
      organization={organization}
      matter={chat.matter}
      workspace={workspace}
      media={<MediaPanel files={loaderData.sharedFiles} links={loaderData.sharedLinks} />}
    >
      {workspace.tab === "matter" ? (
        <MatterPanelPart matter={chat.matter} casePdf={workspace.casePdf} />
      ) : (
        <IntakeChat
          header={<WelcomeHeader organization={organization} />}
          organizationId={organization.id}
          organizationName={organization.name}
          introMessage={organization.introMessage}
          acknowledged={chat.acknowledged}
          messages={chat.messages}
          olderHref={chat.olderHref}
          restriction={restriction}
          quota={chat.quota}
          live={{
            matter: chat.matter,
            contactSubmitted: chat.contactSubmitted,
            contactAction,
            contactResult: actionData?.intent === "contact" ? actionData.result : undefined,
            uploadError: actionData?.intent === "checklist-upload" ? actionData.uploadError : null,
          }}
          sendError={
            actionData && "error" in actionData
              ? { message: actionData.error, text: actionData.intent === "send" ? actionData.text : "" }
              : null
          }
        />
      )}
    </WorkspaceShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  if (isRouteErrorResponse(error) && isIntakeLoadFailure(error.data)) {
    return <IntakeLoadFailure kind={error.data.failure} retryHref={location.pathname + location.search} />;
  }
  return <StatusError error={error} />;
}

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  // A failed load: the error boundary's own <title> names the failure (without JavaScript too).
  if (error) return [{ name: "robots", content: "noindex" }];
  const organization = loaderData?.found ? loaderData.organization : null;
  const title = intakeTitle(organization);
  const description = intakeDescription(organization);
  const tags: ReturnType<Route.MetaFunction> = [
    { title },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { name: "twitter:card", content: organization?.profileImage ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
  if (!loaderData?.found) return [...tags, { name: "robots", content: "noindex" }];
  // A firm that launched with "make the workspace public" off is reached by its link only.
  if (!loaderData.organization.isPublic) tags.push({ name: "robots", content: "noindex" });
  tags.push(
    { tagName: "link", rel: "canonical", href: loaderData.canonical },
    { property: "og:url", content: loaderData.canonical },
    { property: "og:site_name", content: loaderData.organization.name },
  );
  if (organization?.profileImage) {
    tags.push(
      { property: "og:image", content: organization.profileImage },
      { name: "twitter:image", content: organization.profileImage },
    );
  }
  return tags;
};
