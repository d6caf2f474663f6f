import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { Button, buttonClassName } from "~/components/ui/button.tsx";
import { Section } from "~/components/ui/section.tsx";

export type ManagedLawyer = {
  id: string;
  name: string;
  firm: string | null;
  practiceAreas: string[];
  location: string;
  active: boolean;
};

/** The firm's lawyers, each with Edit (a link to `editHref`) and Deactivate or Activate (posted to `actionHref`). */
export function ManagedLawyerList({
  lawyers,
  actionHref,
  editHref,
}: {
  lawyers: ManagedLawyer[];
  actionHref: string;
  editHref: (lawyerId: string) => string;
}) {
  const { t } = useTranslation("lawyers");
  return (
    <Section id="directory-title" title={t("manage.listTitle")}>
      {lawyers.length === 0 ? (
        <p className="text-ink-muted">{t("manage.empty")}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line rounded-lg border border-line">
          {lawyers.map((lawyer) => (
            <li key={lawyer.id} className="flex flex-wrap items-center gap-3 p-3" data-lawyer-id={lawyer.id}>
              <div className="me-auto flex flex-col">
                <span className="font-medium">{lawyer.name}</span>
                <span className="text-sm text-ink-muted">
                  {[lawyer.firm, lawyer.location, lawyer.practiceAreas.join(", ")].filter(Boolean).join(" · ")}
                </span>
              </div>
              <span
                className={`rounded px-2 py-0.5 text-xs ${lawyer.active ? "bg-surface-sunken" : "border border-line text-ink-muted"}`}
              >
                {lawyer.active ? t("manage.active") : t("manage.inactive")}
              </span>
              <Link
                to={`${editHref(lawyer.id)}#lawyer-form`}
                className={buttonClassName({ variant: "secondary", size: "sm" })}
                aria-label={t("manage.editName", { name: lawyer.name })}
              >
                {t("manage.edit")}
              </Link>
              <Form method="post" action={actionHref}>
                <input type="hidden" name="lawyerId" value={lawyer.id} />
                <Button
                  type="submit"
                  name="intent"
                  value={lawyer.active ? "deactivate" : "activate"}
                  variant="secondary"
                  size="sm"
                  aria-label={t(lawyer.active ? "manage.deactivateName" : "manage.activateName", {
                    name: lawyer.name,
                  })}
                >
                  {lawyer.active ? t("manage.deactivate") : t("manage.activate")}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
