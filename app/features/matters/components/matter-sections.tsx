import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { FormErrors } from "~/components/forms.tsx";
import type { LastResult } from "~/components/forms.tsx";
import { Markdown } from "~/components/markdown.tsx";
import { Button } from "~/components/ui/button.tsx";
import { keyDateText } from "~/features/triage/components/key-date-text.ts";
import { activityTitleText, type StoredActivityTitle } from "~/features/activity/activity-titles.ts";
import { DefinitionRows } from "~/components/ui/definition-rows.tsx";
import { activityDescriptionText, type StoredActivityDescription } from "~/features/activity/activity-descriptions.ts";

/**
 * The matter page's sections (issue 19, ADR 0058). The page composes them: the case in the main
 * column (summary with the transcript folded under it, key dates and urgency, parties, conflict,
 * documents, contact, payment, activity), the firm's actions in the side panel. Each section is a
 * titled <section> of its own; a new one is one more element in the page's list.
 */
export function PageSection({
  id,
  title,
  children,
  className = "",
  testId,
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`flex flex-col gap-3 rounded-lg border border-line p-4 ${className}`}
      data-testid={testId ?? id}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export type TranscriptMessage = { id: string; role: string; content: string; html?: string; createdAt: string };

export function SummarySection({
  summary,
  answers,
  jurisdiction,
  messages,
  when,
}: {
  summary: string;
  answers: Record<string, string>;
  jurisdiction: Record<string, string | null> | null;
  messages: TranscriptMessage[];
  when: (value: string) => string;
}) {
  const { t } = useTranslation("firm");
  return (
    <PageSection id="summary" title={t("matter.summary")}>
      <p className="whitespace-pre-wrap">{summary || t("matter.noSummary")}</p>
      {jurisdiction ? (
        <p className="text-sm">
          {t("matter.jurisdiction")}:{" "}
          {[jurisdiction.city, jurisdiction.state, jurisdiction.country].filter(Boolean).join(", ") || "—"}
        </p>
      ) : null}
      {Object.keys(answers).length > 0 ? (
        <details>
          <summary className="cursor-pointer font-medium">
            {t("matter.answersCount", { count: Object.keys(answers).length })}
          </summary>
          <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
            <DefinitionRows
              rows={Object.entries(answers).map(([question, answer]) => [question, question, answer] as const)}
              rowClassName="contents"
            />
          </dl>
        </details>
      ) : null}
      <details data-testid="transcript">
        <summary className="cursor-pointer font-medium">
          {t("matter.transcript.show", { count: messages.length })}
        </summary>
        {messages.length === 0 ? <p className="mt-2 text-ink-muted">{t("matter.transcript.empty")}</p> : null}
        <ol className="mt-2 flex flex-col gap-3" aria-label={t("matter.transcript.title")}>
          {messages.map((message) => (
            <li
              key={message.id}
              data-role={message.role}
              className={`rounded-lg p-3 ${message.role === "user" ? "bg-surface-raised" : "border border-line"}`}
            >
              <p className="text-xs font-medium text-ink-muted">
                {message.role === "user" ? t("matter.transcript.visitor") : t("matter.transcript.assistant")} ·{" "}
                <time dateTime={message.createdAt}>{when(message.createdAt)}</time>
              </p>
              {message.role === "user" ? (
                <p className="whitespace-pre-wrap break-words">{message.content}</p>
              ) : (
                <Markdown html={message.html}>{message.content}</Markdown>
              )}
            </li>
          ))}
        </ol>
      </details>
    </PageSection>
  );
}

type DatedKeyDate = { kind: string; date: string; daysUntil: number; place: string | null };
export type TriageView = {
  keyDates: DatedKeyDate[];
  urgency: { level: string; decidingDate: DatedKeyDate | null };
  limitation: { date: string; citation: string } | null;
};

/** Key dates first (ADR 0042) and the urgency with its reason: the deciding date, or what the intake recorded. */
export function UrgencySection({
  triage,
  urgency,
  urgencyReason,
}: {
  triage: TriageView;
  urgency: string;
  urgencyReason: string | null;
}) {
  const { t } = useTranslation("firm");
  const level = triage.urgency.decidingDate ? triage.urgency.level : urgency;
  const reason = triage.urgency.decidingDate ? keyDateText(t, triage.urgency.decidingDate) : urgencyReason;
  return (
    <PageSection id="key-dates" title={t("triage.title")}>
      <p className={level === "emergency" ? "font-semibold text-danger" : "font-semibold"} data-testid="urgency">
        {reason
          ? t("triage.urgencyReason", { level: t(`urgency.${level}`, { defaultValue: level }), reason })
          : t("matter.urgencyOnly", { level: t(`urgency.${level}`, { defaultValue: level }) })}
      </p>
      {triage.keyDates.length === 0 ? <p className="text-sm text-ink-muted">{t("matter.noKeyDates")}</p> : null}
      <ul className="flex flex-col gap-1">
        {triage.keyDates.map((date, index) => (
          <li key={`${date.kind}-${date.date}-${index}`} className={date.daysUntil < 0 ? "text-ink-muted" : undefined}>
            <time dateTime={date.date}>{keyDateText(t, date)}</time>
          </li>
        ))}
      </ul>
      {triage.limitation ? (
        <p className="text-sm">
          {t("triage.limitation", { date: triage.limitation.date, citation: triage.limitation.citation })}
        </p>
      ) : null}
    </PageSection>
  );
}

export type PartyView = { name: string; role: string; description: string | null };

/** The client, the other side, and anyone else the narrative names. */
export function PartiesSection({
  clientName,
  opposingParty,
  parties,
}: {
  clientName: string | null;
  opposingParty: string | null;
  parties: PartyView[];
}) {
  const { t } = useTranslation("firm");
  const opposing = [
    ...new Set(
      [opposingParty, ...parties.filter((party) => party.role === "opposing").map((party) => party.name)].filter(
        (name): name is string => Boolean(name),
      ),
    ),
  ];
  const named = new Set([clientName, ...opposing].filter(Boolean).map((name) => name!.toLowerCase()));
  const others = parties.filter(
    (party) => party.role !== "client" && party.role !== "opposing" && !named.has(party.name.toLowerCase()),
  );
  return (
    <PageSection id="parties" title={t("parties.title")}>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[12rem_1fr]">
        <dt className="text-ink-muted">{t("parties.client")}</dt>
        <dd>{clientName || "—"}</dd>
        <dt className="text-ink-muted">{t("parties.otherSide")}</dt>
        <dd>{opposing.length > 0 ? opposing.join(", ") : "—"}</dd>
        <dt className="text-ink-muted">{t("parties.others")}</dt>
        <dd>
          {others.length === 0 ? (
            "—"
          ) : (
            <ul>
              {others.map((party, index) => (
                <li key={`${party.name}-${index}`}>
                  {party.name}
                  {party.description ? <span className="text-ink-muted"> ({party.description})</span> : null}
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
    </PageSection>
  );
}

export type ConflictView = {
  status: string;
  matches: {
    entryId: string;
    name: string;
    role: string;
    party: string;
    similarity: number;
    reference?: string | null;
  }[];
  resolvedAt: string | null;
  resolvedByName: string | null;
};

/** The conflict check's result (ADR 0041), when there is one: a lawyer clears or confirms it. */
export function ConflictSection({
  conflict,
  mayResolve,
  lastResult,
}: {
  conflict: ConflictView;
  mayResolve: { clear: boolean; confirm: boolean };
  lastResult: LastResult;
}) {
  const { t } = useTranslation("firm");
  if (conflict.status === "none") return null;
  const open = conflict.status === "hold" || conflict.status === "flagged";
  return (
    <PageSection
      id="conflict"
      title={t("conflict.title")}
      className={open ? "border-danger" : ""}
      testId="conflict-check"
    >
      <p className="font-medium">{t(`conflict.status.${conflict.status}`)}</p>
      <ul className="flex flex-col gap-1 text-sm">
        {conflict.matches.map((match) => (
          <li key={match.entryId}>
            {t("conflict.match", {
              name: match.name,
              role: t(`conflict.role.${match.role}`),
              party: match.party,
              similarity: Math.round(match.similarity * 100),
            })}
            {match.reference ? ` · ${match.reference}` : ""}
          </li>
        ))}
      </ul>
      {!open && conflict.resolvedAt ? (
        <p className="text-sm text-ink-muted">
          {t("conflict.resolvedBy", {
            name: conflict.resolvedByName ?? t("matter.formerMember"),
            date: conflict.resolvedAt.slice(0, 10),
          })}
        </p>
      ) : null}
      {open && (mayResolve.clear || mayResolve.confirm) ? (
        <Form method="post" className="flex flex-wrap gap-2">
          <FormErrors id="conflict-errors" errors={lastResult?.error?.[""] ?? undefined} ns="firm" />
          {mayResolve.clear ? (
            <Button type="submit" name="intent" value="clear-conflict">
              {t("conflict.clear")}
            </Button>
          ) : null}
          {mayResolve.confirm ? (
            <Button type="submit" name="intent" value="confirm-conflict" variant="danger-outline">
              {t("conflict.confirm")}
            </Button>
          ) : null}
        </Form>
      ) : null}
    </PageSection>
  );
}

export type DocumentView = { id: string; name: string; status: string; summary: string | null };

export function DocumentsSection({
  documents,
  casePdf,
}: {
  documents: DocumentView[];
  casePdf: { id: string; name: string } | null;
}) {
  const { t } = useTranslation("firm");
  return (
    <PageSection id="documents" title={t("matter.documents.title")}>
      {documents.length === 0 ? <p className="text-ink-muted">{t("matter.documents.none")}</p> : null}
      <ul className="flex flex-col gap-3">
        {documents.map((document) => (
          <li key={document.id} className="rounded-md border border-line p-3">
            <a href={`/api/files/${document.id}`} className="font-medium underline">
              {document.name}
            </a>{" "}
            <span className="text-sm text-ink-muted">
              ({t(`matter.documents.status.${document.status}`, { defaultValue: document.status })})
            </span>
            {document.summary ? <p className="mt-1 text-sm">{document.summary}</p> : null}
          </li>
        ))}
      </ul>
      <h3 className="font-medium">{t("matter.casePdf.title")}</h3>
      {casePdf ? (
        <a href={`/api/files/${casePdf.id}`} className="self-start underline">
          {t("matter.casePdf.download", { name: casePdf.name })}
        </a>
      ) : (
        <p className="text-ink-muted">{t("matter.casePdf.none")}</p>
      )}
    </PageSection>
  );
}

export function ContactSection({
  contact,
  clientName,
}: {
  contact: Record<string, string> | null;
  clientName: string | null;
}) {
  const { t } = useTranslation("firm");
  const rows: [string, string | null | undefined][] = [
    [t("matter.contact.name"), contact?.name ?? clientName],
    [t("matter.contact.email"), contact?.email],
    [t("matter.contact.phone"), contact?.phone],
    [t("matter.contact.location"), contact?.location],
  ];
  return (
    <PageSection id="contact" title={t("matter.contact.title")}>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[12rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="break-words">{value || "—"}</dd>
          </div>
        ))}
      </dl>
    </PageSection>
  );
}

export function PaymentSection({
  paymentState,
  amountCents,
  language,
}: {
  paymentState: string;
  amountCents: number | null;
  language: string;
}) {
  const { t } = useTranslation("firm");
  return (
    <PageSection id="payment" title={t("matter.payment.title")}>
      <p>
        {t(`payment.${paymentState}`)}
        {amountCents !== null
          ? ` · ${new Intl.NumberFormat(language, { style: "currency", currency: "USD" }).format(amountCents / 100)}`
          : ""}
      </p>
    </PageSection>
  );
}

export type ActivityView = StoredActivityTitle &
  StoredActivityDescription & {
    id: string;
    eventType: string;
    actorType: string;
    eventDate: string;
  };

export function ActivitySection({ activity, when }: { activity: ActivityView[]; when: (value: string) => string }) {
  const { t } = useTranslation("firm");
  return (
    <PageSection id="activity" title={t("matter.activity.title")}>
      {activity.length === 0 ? <p className="text-ink-muted">{t("matter.activity.none")}</p> : null}
      <ol className="flex flex-col gap-2 border-l border-line pl-4" aria-label={t("matter.activity.title")}>
        {activity.map((event) => (
          <li key={event.id} data-event-type={event.eventType}>
            <p className="font-medium">{activityTitleText(t, event)}</p>
            {activityDescriptionText(t, event) ? <p className="text-sm">{activityDescriptionText(t, event)}</p> : null}
            <p className="text-xs text-ink-muted">
              {t(`matter.activity.actor.${event.actorType}`, { defaultValue: event.actorType })} ·{" "}
              <time dateTime={event.eventDate}>{when(event.eventDate)}</time>
            </p>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
