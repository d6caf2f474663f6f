import { useTranslation } from "react-i18next";
import { Checkbox } from "~/components/ui/input.tsx";
import { AutoSaveForm, autoSaveClientAction } from "~/features/accounts/components/auto-save-form.tsx";
import { getMyAccount } from "~/features/accounts/get-account.server.ts";
import { notificationFlags, NotificationSettingsSchema } from "~/features/accounts/settings-schemas.ts";
import { readSettingsSave, settingsSaved } from "~/lib/settings-replies.server.ts";
import { getInstance } from "~/middleware/i18n.server.ts";
import { updateUser } from "~/features/accounts/update-user.server.ts";
import { requirePageUser } from "~/lib/require-user.server.ts";
import type { Route } from "./+types/notifications";
import { SettingsPane } from "~/components/ui/settings-pane.tsx";

/** /settings/notifications: responses, tasks and messaging, each by push or e-mail (spec §2); all on by default. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requirePageUser(context, request);
  const { settings } = (await getMyAccount(user.id))!;
  return Object.fromEntries(notificationFlags.map((flag) => [flag, settings[flag]])) as Record<
    (typeof notificationFlags)[number],
    boolean
  >;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requirePageUser(context, request);
  const save = await readSettingsSave(request, getInstance(context).t, NotificationSettingsSchema);
  if (!save.ok) return save.reply;
  await updateUser(user.id, save.value);
  return settingsSaved(getInstance(context).t, { enhanced: save.enhanced, path: "/settings/notifications" });
}

const groups = [
  { key: "responses", flags: [["notificationResponsesPush", "push"]] },
  {
    key: "tasks",
    flags: [
      ["notificationTasksPush", "push"],
      ["notificationTasksEmail", "email"],
    ],
  },
  { key: "messaging", flags: [["notificationMessagingPush", "push"]] },
] as const;

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return autoSaveClientAction(serverAction);
}

export default function NotificationSettings({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("settings");
  return (
    <SettingsPane name="notifications" className="max-w-lg gap-4">
      <AutoSaveForm intent="notifications" label={t("notifications.title")} className="flex flex-col gap-4">
        {groups.map((group) => (
          <fieldset key={group.key} className="flex flex-col gap-2 rounded-md border border-line p-3">
            <legend className="px-1 font-medium">{t(`notifications.${group.key}.title`)}</legend>
            <p className="text-sm text-ink-muted">{t(`notifications.${group.key}.body`)}</p>
            {group.flags.map(([flag, channel]) => (
              <label key={flag} className="flex items-center gap-2">
                <Checkbox name={flag} value="on" defaultChecked={loaderData[flag]} />
                {t(`notifications.channel.${channel}`)}
              </label>
            ))}
          </fieldset>
        ))}
      </AutoSaveForm>
    </SettingsPane>
  );
}
