import { useTranslation } from "react-i18next";
import type { MatterView } from "~/features/matters/matter-view.ts";

/** The matter summary the assistant built, with what is still missing. */
export function MatterCanvasBlock({ view }: { view: MatterView }) {
  const { t } = useTranslation("chat");
  const { canvas } = view;
  const jurisdiction = [
    canvas.jurisdiction?.city,
    canvas.jurisdiction?.county,
    canvas.jurisdiction?.state,
    canvas.jurisdiction?.country,
  ]
    .filter(Boolean)
    .join(", ");
  const keyDates = canvas.keyDates ?? [];
  const answers = Object.entries(canvas.answers);
  return (
    <section
      aria-label={t("matterCanvas.title")}
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface-raised p-4"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">{t("matterCanvas.title")}</h3>
        <span className="text-sm text-ink-muted">{t("matterCanvas.number", { number: canvas.matterNumber })}</span>
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-muted">{t("matterCanvas.status")}</dt>
        <dd
          data-matter-status={view.status}
          className={view.status === "ready" ? "font-medium text-success" : "font-medium"}
        >
          {view.status === "ready" ? t("matterPanel.statusReady") : t("matterPanel.statusIncomplete")}
        </dd>
        <dt className="text-ink-muted">{t("matterCanvas.service")}</dt>
        <dd>{canvas.service}</dd>
        <dt className="text-ink-muted">{t("matterCanvas.urgency")}</dt>
        <dd>{t(`urgency.${canvas.urgency}`)}</dd>
        {jurisdiction ? (
          <>
            <dt className="text-ink-muted">{t("matterCanvas.jurisdiction")}</dt>
            <dd>{jurisdiction}</dd>
          </>
        ) : null}
        {canvas.opposingParty ? (
          <>
            <dt className="text-ink-muted">{t("matterCanvas.opposingParty")}</dt>
            <dd data-testid="matter-opposing-party">{canvas.opposingParty}</dd>
          </>
        ) : null}
        {keyDates.length > 0 ? (
          <>
            <dt className="text-ink-muted">{t("matterCanvas.keyDates")}</dt>
            <dd>
              <ul data-testid="matter-key-dates">
                {keyDates.map((date) => (
                  <li key={`${date.iso}-${date.kind}`}>
                    {t(`matterCanvas.dateKinds.${date.kind}`, { defaultValue: t("matterCanvas.dateKinds.other") })}:{" "}
                    <time dateTime={date.iso}>{date.iso.replace("T", " ")}</time>
                    {date.place ? `, ${date.place}` : ""}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
      </dl>
      <p className="text-sm whitespace-pre-line">{canvas.matterSummary}</p>
      {answers.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">{t("matterCanvas.answers")}</summary>
          <dl className="mt-2 space-y-2">
            {answers.map(([question, answer]) => (
              <div key={question}>
                <dt className="text-ink-muted">{question}</dt>
                <dd>{answer}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
      {view.missing.length > 0 ? (
        <div className="text-sm">
          <h4 className="font-medium">{t("matterCanvas.missingTitle")}</h4>
          <ul className="list-disc ps-5 text-ink-muted">
            {view.missing.map((hint) => (
              <li key={`${hint.code}-${hint.key}`}>{t(hint.key, hint as unknown as Record<string, unknown>)}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-success">{t("matterCanvas.complete")}</p>
      )}
    </section>
  );
}
