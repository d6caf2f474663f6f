import { useTranslation } from "react-i18next";
import { data, Form, redirect } from "react-router";
import { DataTable } from "~/components/data-table.tsx";
import { requireOrganizationPageActor } from "~/lib/require-user.server.ts";
import {
  importConflictList,
  loadConflictListPage,
  requireConflictListManager,
} from "~/features/conflicts/conflict-list-page.server.ts";
import { partyImportMaxBytes, type PartyImportProblem } from "~/features/conflicts/parse-party-csv.server.ts";
import { readTextUpload } from "~/lib/read-text-upload.server.ts";
import { PageError } from "~/components/status-error.tsx";
import type { Route } from "./+types/conflicts";
import { requireSameOrigin, throwAsStatus } from "~/lib/http-errors.server.ts";
import { BackLink } from "~/components/ui/back-link.tsx";
import { PageHeading } from "~/components/ui/page-heading.tsx";
import { Section } from "~/components/ui/section.tsx";
import { SuccessNotice } from "~/components/ui/notice.tsx";
import { organizationPageHref } from "~/features/organization-settings/page-href.ts";
import { Button } from "~/components/ui/button.tsx";
import { Label } from "~/components/ui/label.tsx";

const pageHref = organizationPageHref("conflicts");

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireOrganizationPageActor(context, request, requireConflictListManager);
  const url = new URL(request.url);
  const { organization, index } = await loadConflictListPage(actor).catch(throwAsStatus);
  const imported = Number(url.searchParams.get("imported"));
  return {
    organization,
    index,
    imported: url.searchParams.has("imported") && Number.isInteger(imported) && imported >= 0 ? imported : null,
  };
}

type ActionData = { problems: PartyImportProblem[] };

/** A file the import cannot read: the message shown and the status answered. */
const uploadRefusals = {
  "too-large": { message: "conflicts.import.errors.tooLarge", status: 413 },
  invalid: { message: "conflicts.import.errors.notText", status: 400 },
  missing: { message: "conflicts.import.errors.missing", status: 400 },
} as const;

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireOrganizationPageActor(context, request, requireConflictListManager);
  requireSameOrigin(request);
  const upload = await readTextUpload(
    request.body,
    { contentType: request.headers.get("Content-Type"), contentLength: request.headers.get("Content-Length") },
    { field: "file", maxBytes: partyImportMaxBytes },
  );
  if (upload.kind !== "ok") {
    const { message, status } = uploadRefusals[upload.kind];
    return data<ActionData>({ problems: [{ line: null, message }] }, { status });
  }
  const result = await importConflictList(actor, upload.text);
  if (!result.ok) return data<ActionData>({ problems: result.problems }, { status: 400 });
  return redirect(pageHref(actor.organizationId, { imported: String(result.count) }), { status: 303 });
}

export default function ConflictListSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("settings");
  const { organization, index, imported } = loaderData;
  const problems = (actionData as ActionData | undefined)?.problems ?? [];
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8">
      <title>{t("conflicts.metaTitle", { organization: organization.name })}</title>
      <BackLink to="/settings/organization">{t("conflicts.back")}</BackLink>
      <PageHeading title={t("conflicts.title")} intro={t("conflicts.intro")} />
      {imported !== null ? <SuccessNotice>{t("conflicts.import.done", { count: imported })}</SuccessNotice> : null}

      <Section id="import-title" title={t("conflicts.import.title")} className="rounded-lg border border-line p-4">
        <p className="text-sm">{t("conflicts.import.format")}</p>
        <Form
          method="post"
          encType="multipart/form-data"
          className="flex flex-col gap-2"
          aria-describedby={problems.length > 0 ? "import-problems" : undefined}
        >
          <Label htmlFor="party-file">{t("conflicts.import.file")}</Label>
          <input id="party-file" type="file" name="file" accept=".csv,text/csv" className="text-sm" />
          {problems.length > 0 ? (
            <div id="import-problems" role="alert" className="flex flex-col gap-1 text-sm text-danger">
              <p className="font-medium">{t("conflicts.import.rejected")}</p>
              <ul className="list-disc ps-5">
                {problems.map((problem, position) => (
                  <li key={`${problem.line}-${position}`}>
                    {problem.line !== null ? `${t("conflicts.import.line", { line: problem.line })}: ` : ""}
                    {t(problem.message, problem.values)}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <Button type="submit" className="self-start">
            {t("conflicts.import.submit")}
          </Button>
        </Form>
      </Section>

      <Section id="index-title" title={t("conflicts.index.title", { count: index.total })}>
        <DataTable
          empty={t("conflicts.index.empty")}
          columns={[
            t("conflicts.index.name"),
            t("conflicts.index.aliases"),
            t("conflicts.index.role"),
            t("conflicts.index.reference"),
            t("conflicts.index.source"),
          ]}
        >
          {index.items.map((item) => (
            <tr key={item.id} className="border-b border-line align-top" data-testid="party-row">
              <th scope="row" className="py-2 pr-3 font-medium">
                {item.name}
              </th>
              <td className="py-2 pr-3">{item.aliases.join("; ") || "—"}</td>
              <td className="py-2 pr-3">{t(`conflicts.roles.${item.role}`)}</td>
              <td className="py-2 pr-3">{item.reference ?? item.matterNumber ?? "—"}</td>
              <td className="py-2">{t(`conflicts.sources.${item.source}`)}</td>
            </tr>
          ))}
        </DataTable>
      </Section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <PageError error={error} ns="settings" keys="conflicts.errors" backTo="/settings" backLabel="conflicts.back" />
  );
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];
