import { useTranslation } from "react-i18next";
import { Select } from "~/components/ui/input.tsx";
import { Label } from "~/components/ui/label.tsx";
import { sessionTimeouts } from "~/features/accounts/schemas.ts";
import { AutoSaveForm } from "./auto-save-form.tsx";
import { Options } from "~/components/ui/options.tsx";

/** How long a new sign-in lasts (spec §9): 1 hour, 1 day, 7 days (the default) or 30 days. */
export function SessionTimeoutSection({ value }: { value: number }) {
  const { t } = useTranslation("settings");
  return (
    <section className="flex flex-col gap-2" aria-labelledby="session-timeout-title">
      <h3 id="session-timeout-title" className="text-lg font-semibold">
        {t("security.sessionTimeout.title")}
      </h3>
      <AutoSaveForm intent="session-timeout" label={t("security.sessionTimeout.title")} className="flex flex-col gap-2">
        <Label htmlFor="sessionTimeout">{t("security.sessionTimeout.label")}</Label>
        <Select
          id="sessionTimeout"
          name="sessionTimeout"
          defaultValue={String(value)}
          key={value}
          className="self-start"
        >
          <Options values={sessionTimeouts} label={(seconds) => t(`security.sessionTimeout.options.${seconds}`)} />
        </Select>
        <p className="text-sm text-ink-muted">{t("security.sessionTimeout.hint")}</p>
      </AutoSaveForm>
    </section>
  );
}
