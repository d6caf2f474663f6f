import { useTranslation } from "react-i18next";
import { redirect, useRouteLoaderData } from "react-router";
import { AutoSaveForm, autoSaveClientAction } from "~/features/accounts/components/auto-save-form.tsx";
import { getMyAccount } from "~/features/accounts/get-account.server.ts";
import { accentColors, themes } from "~/features/accounts/settings-values.ts";
import { GeneralSettingsSchema } from "~/features/accounts/settings-schemas.ts";
import { readSettingsSave, settingsSaved } from "~/lib/settings-replies.server.ts";
import { getInstance } from "~/middleware/i18n.server.ts";
import { updateUser } from "~/features/accounts/update-user.server.ts";
import { requirePageUser } from "~/lib/require-user.server.ts";
import { applyThemePreference } from "~/components/theme.tsx";
import { supportedLanguages } from "~/lib/i18n.ts";
import { languageNames } from "~/lib/native-language-names.ts";
import { getLocale, localeCookie } from "~/middleware/i18n.server.ts";
import type { Route } from "./+types/general";
import { Options } from "~/components/ui/options.tsx";
import { SettingsPane } from "~/components/ui/settings-pane.tsx";
import { UnboundSelect } from "~/components/unbound-select.tsx";

/**
 * /settings/general (and bare /settings on a desktop): theme, accent color, interface language and
 * spoken language, stored per user. Changing the interface language also sets the lng cookie, so
 * the whole interface follows at once (spec §4).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requirePageUser(context, request);
  const account = await getMyAccount(user.id);
  // Deleted in another tab a moment ago: nothing to show, sign in again.
  if (!account) throw redirect("/auth?mode=signin");
  const { settings } = account;
  return {
    theme: settings.theme,
    accentColor: settings.accentColor,
    // The language the interface is in right now (the stored choice sets the cookie when saved).
    language: getLocale(context),
    spokenLanguage: settings.spokenLanguage,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requirePageUser(context, request);
  const save = await readSettingsSave(request, getInstance(context).t, GeneralSettingsSchema);
  if (!save.ok) return save.reply;
  const values = save.value;
  await updateUser(user.id, values);
  const headers = new Headers({ "Set-Cookie": await localeCookie.serialize(values.language) });
  return settingsSaved(getInstance(context).t, {
    enhanced: save.enhanced,
    path: new URL(request.url).pathname,
    headers,
  });
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return autoSaveClientAction(serverAction);
}

export default function GeneralSettings({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("settings");
  const root = useRouteLoaderData<{ locale: string }>("root");
  const current = loaderData;
  return (
    <SettingsPane name="general" className="max-w-lg gap-4">
      <AutoSaveForm
        intent="general"
        label={t("general.title")}
        className="flex flex-col gap-5"
        onReverted={() => {
          applyThemePreference(current.theme);
          document.documentElement.dataset.accent = current.accentColor;
        }}
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">{t("general.theme.label")}</legend>
          <div className="flex flex-wrap gap-3">
            {themes.map((theme) => (
              <label key={theme} className="flex items-center gap-2 rounded-md border border-line px-3 py-2">
                <input
                  type="radio"
                  name="theme"
                  value={theme}
                  defaultChecked={current.theme === theme}
                  onChange={(event) => {
                    if (event.currentTarget.checked) applyThemePreference(theme);
                  }}
                />
                {t(`general.theme.${theme}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <UnboundSelect
          label={t("general.accent.label")}
          id="accentColor"
          name="accentColor"
          defaultValue={current.accentColor}
          onChange={(event) => {
            document.documentElement.dataset.accent = event.currentTarget.value;
          }}
        >
          <Options values={accentColors} label={(accent) => t(`general.accent.${accent}`)} />
        </UnboundSelect>
        <UnboundSelect
          label={t("general.language.label")}
          id="language"
          name="language"
          key={root?.locale}
          defaultValue={current.language}
        >
          <LanguageOptions />
        </UnboundSelect>
        <UnboundSelect
          label={t("general.spoken.label")}
          hint={t("general.spoken.hint")}
          id="spokenLanguage"
          name="spokenLanguage"
          defaultValue={current.spokenLanguage}
        >
          <option value="auto">{t("general.spoken.auto")}</option>
          <LanguageOptions />
        </UnboundSelect>
      </AutoSaveForm>
    </SettingsPane>
  );
}

/** The supported languages as a select's options, each named in its own language. */
function LanguageOptions() {
  return supportedLanguages.map((language) => (
    <option key={language} value={language} lang={language}>
      {languageNames[language]}
    </option>
  ));
}
