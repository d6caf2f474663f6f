import { useTranslation } from "react-i18next";
import { Select } from "~/components/ui/input.tsx";
import { Label } from "~/components/ui/label.tsx";
import { sessionTimeouts } from "~/features/accounts/settings-values.ts";
import { AutoSaveForm } from "./auto-save-form.tsx";
import { Options } from "~/components/ui/options.tsx";
import { Section } from "~/components/ui/section.tsx";

/** How long a new sign-in lasts (spec §9): 1 hour, 1 day, 7 days (the default) or 30 days. */
export function SessionTimeoutSection({ value }: { value: number }) {
  const { t } = useTranslation("settings");
  return (
    <Section id="session-timeout-title" level={3} tight title={t("security.sessionTimeout.title")}>
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
    </Section>
  );
}
