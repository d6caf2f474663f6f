import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { MatterActionsPanel } from "~/features/matter-page/components/matter-actions-panel.tsx";
import { applyMatterPageAction, loadMatterPage, matterPageRefusal } from "~/features/matter-page/matter-page.server.ts";
import { MatterPageActionSchema } from "~/features/matter-page/schemas.ts";
import {
  ActivitySection,
  ConflictSection,
  ContactSection,
  DocumentsSection,
  PartiesSection,
  PaymentSection,
  SummarySection,
  UrgencySection,
} from "~/features/matters/components/matter-sections.tsx";
import type { MatterAction } from "~/features/matters/matter-actions.ts";
import { findMemberPageActor } from "~/features/matters/member-page-access.server.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { DomainError, httpStatusOf } from "~/lib/errors.ts";
import { isSameOriginRequest } from "~/lib/origin-check.server.ts";
import { getInstance } from "~/middleware/i18n.server.ts";
import type { Route } from "./+types/$matterId";
import { BackLink } from "~/components/ui/back-link.tsx";
import { requireFound } from "~/lib/http-errors.server.ts";
import { requirePageUser } from "~/lib/require-user.server.ts";

/**
 * /org/{organizationId}/matters/{matterId} (ADR 0030, ADR 0058): one matter for the firm, leading
 * with the case: the summary (the transcript folded under it), key dates and urgency with its
 * reason, the parties, the conflict result, documents and their analyses, contact and payment, the
 * timeline. The actions the member's role allows (accept or decline, review, status, notes,
 * rating) sit in the side panel, each a plain POST form answered with post/redirect/get and a
 * toast. Opening the page records the firm's first open (once).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const actor = requireFound(await findMemberPageActor(requirePageUser(context, request).user, params.organizationId));
  const page = await loadMatterPage(actor, params.matterId);
  if (!page) throw data(null, { status: 404 });
  return page;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = requireFound(await findMemberPageActor(requirePageUser(context, request).user, params.organizationId));
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: MatterPageActionSchema });
  const posted = String(formData.get("intent") ?? "");
  // Legal hold and a deletion request's answer show their errors in the stewardship panel.
  const intent = posted === "deletion-decision" ? "stewardship" : posted;
  const refuse = (status: number, formErrors?: string[]) =>
    data<ActionReply>({ intent, result: submission.reply(formErrors ? { formErrors } : {}) }, { status });
  if (!isSameOriginRequest(request)) return refuse(403, ["firm:errors.crossSite"]);
  if (submission.status !== "success") return refuse(400);
  try {
    const { toast } = await applyMatterPageAction(actor, params.matterId, submission.value);
    const t = getInstance(context).t;
    return redirectWithToast(
      `/org/${actor.organizationId}/matters/${params.matterId}`,
      { type: "success", title: t(toast) },
      { status: 303 },
    );
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (error.code === "NOT_FOUND") throw data(null, { status: 404 });
    return refuse(httpStatusOf(error), [matterPageRefusal(submission.value.intent, error.code, error.message)]);
  }
}

type ActionReply = { intent: string; result: SubmissionResult<string[]> };

export default function MatterPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("firm");
  const { matter, allowed } = loaderData;
  const may = (action: MatterAction) => allowed.includes(action);
  const resultFor = (intent: string) => (actionData?.intent === intent ? actionData.result : undefined);
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  const when = (value: string) => dateTime.format(new Date(value));
  return (
    <main id="main" className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6">
      <title>{t("matter.metaTitle", { matterNumber: matter.matterNumber })}</title>
      <BackLink to={`/org/${loaderData.organizationId}/matters`}>{t("matter.back")}</BackLink>
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold">{t("matter.title", { matterNumber: matter.matterNumber })}</h1>
        {loaderData.safetyConcern ? (
          <p
            role="note"
            className="self-start rounded-md border border-danger px-3 py-1 font-semibold text-danger"
            data-testid="safety-concern"
          >
            {t("safety.page")}
          </p>
        ) : null}
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <Pair label={t("list.status")} value={t(`status.${matter.status}`)} />
          {matter.decision ? <Pair label={t("decision.label")} value={t(`decision.${matter.decision}`)} /> : null}
          {matter.statusTitle ? <Pair label={t("matter.statusTitle")} value={matter.statusTitle} /> : null}
          <Pair label={t("list.service")} value={matter.service ?? "—"} />
          <Pair label={t("list.urgency")} value={t(`urgency.${matter.urgency}`, { defaultValue: matter.urgency })} />
          <Pair label={t("list.opened")} value={when(matter.createdAt)} />
        </dl>
      </header>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6" data-testid="matter-case">
          <SummarySection
            summary={matter.summary}
            answers={matter.answers}
            jurisdiction={matter.jurisdiction}
            messages={loaderData.messages}
            when={when}
          />
          <UrgencySection triage={loaderData.triage} urgency={matter.urgency} urgencyReason={matter.urgencyReason} />
          <PartiesSection
            clientName={loaderData.contact?.name ?? matter.clientName}
            opposingParty={matter.opposingParty ?? loaderData.contact?.opposingParty ?? null}
            parties={matter.parties}
          />
          <ConflictSection
            conflict={loaderData.triage.conflict}
            mayResolve={{ clear: may("clear-conflict"), confirm: may("confirm-conflict") }}
            lastResult={resultFor("clear-conflict") ?? resultFor("confirm-conflict")}
          />
          <DocumentsSection documents={loaderData.documents} casePdf={loaderData.casePdf} />
          <ContactSection contact={loaderData.contact} clientName={matter.clientName} />
          <PaymentSection
            paymentState={loaderData.paymentState}
            amountCents={matter.paymentAmountCents}
            language={i18n.language}
          />
          <ActivitySection activity={loaderData.activity} when={when} />
        </div>

        <MatterActionsPanel view={loaderData} resultFor={resultFor} when={when} />
      </div>
    </main>
  );
}

function Pair({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-1">
      <dt className="text-ink-muted">{label}:</dt>
      <dd>{value}</dd>
    </div>
  );
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];
