import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useFetcher } from "react-router";
import { ErrorList, FormErrors, SubmitButton } from "~/components/forms.tsx";
import type { LastResult } from "~/components/forms.tsx";
import { Button } from "~/components/ui/button.tsx";
import { ConfirmDialog } from "~/components/ui/dialog.tsx";
import { Input } from "~/components/ui/input.tsx";
import { Label } from "~/components/ui/label.tsx";
import { showToast } from "~/features/toasts/show-toast.ts";
import { useHydrated } from "~/components/use-hydrated.ts";

type DisableReply =
  | { intent: "disable-two-factor"; ok: true }
  | { intent: "disable-two-factor"; result: SubmissionResult<string[]> };

/**
 * Turning two-factor off (spec §4). Without JavaScript: a form asking for a current code or a
 * recovery code. With it: a switch; switching it off opens a confirm dialog with the same field;
 * confirming turns the switch off at once, and a refused code turns it back on and reopens the
 * dialog with the message.
 */
export function TwoFactorOff({ lastResult }: { lastResult: LastResult }) {
  const hydrated = useHydrated();
  return hydrated ? <TwoFactorSwitch /> : <DisableTwoFactorForm errors={lastResult?.error} />;
}

type CodeErrors = Record<string, string[] | null> | null | undefined;

/** The code field and the buttons, shared by the plain form and the dialog. */
function DisableTwoFactorFields({
  errors,
  enhanced = false,
  onCancel,
}: {
  errors: CodeErrors;
  enhanced?: boolean;
  onCancel?: () => void;
}) {
  const { t } = useTranslation("settings");
  const codeErrors = errors?.code ?? undefined;
  return (
    <>
      <input type="hidden" name="intent" value="disable-two-factor" />
      {enhanced ? <input type="hidden" name="enhanced" value="1" /> : null}
      <FormErrors id="disable-two-factor-form-errors" errors={errors?.[""] ?? undefined} ns="auth" />
      <div className="flex flex-col gap-1">
        <Label htmlFor="disable-two-factor-code">{t("security.twoFactor.codeLabel")}</Label>
        <Input
          id="disable-two-factor-code"
          name="code"
          required
          autoComplete="one-time-code"
          maxLength={20}
          autoFocus={enhanced}
          aria-invalid={codeErrors ? true : undefined}
          aria-describedby={codeErrors ? "disable-two-factor-code-errors" : undefined}
          className="font-mono"
        />
        <ErrorList id="disable-two-factor-code-errors" errors={codeErrors} ns="settings" />
      </div>
      <div className="flex gap-2">
        <SubmitButton pendingIntent="disable-two-factor" variant="danger-outline">
          {t("security.twoFactor.disable")}
        </SubmitButton>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t("security.twoFactor.cancel")}
          </Button>
        ) : null}
      </div>
    </>
  );
}

function DisableTwoFactorForm({ errors }: { errors: CodeErrors }) {
  const { t } = useTranslation("settings");
  return (
    <Form
      method="post"
      className="flex flex-col gap-2 rounded-md border border-line p-3"
      aria-label={t("security.twoFactor.confirmTitle")}
    >
      <p className="text-sm">{t("security.twoFactor.confirmBody")}</p>
      <DisableTwoFactorFields errors={errors} />
    </Form>
  );
}

function TwoFactorSwitch() {
  const { t } = useTranslation("settings");
  const fetcher = useFetcher<DisableReply>();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [switchedOff, setSwitchedOff] = useState(false);
  const reply = fetcher.state === "idle" ? fetcher.data : undefined;
  const failure = reply && "result" in reply ? reply.result : undefined;
  useEffect(() => {
    if (!failure) return;
    // Refused: the switch goes back on, and the dialog shows why.
    setSwitchedOff(false);
    setDialogOpen(true);
    showToast({ type: "error", title: t("security.twoFactor.disableFailed"), description: t("mfa.invalidCode") });
  }, [failure, t]);
  const on = !switchedOff;
  return (
    <>
      <div className="flex items-center gap-3">
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby="two-factor-title"
          onClick={() => on && setDialogOpen(true)}
          className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors ${on ? "bg-brand" : "bg-line"}`}
        >
          <span
            className={`inline-block size-5 rounded-full bg-surface shadow transition-transform ${on ? "translate-x-5" : "translate-x-0.5"}`}
          />
        </button>
        <span className="text-sm">{on ? t("security.twoFactor.switchOn") : t("security.twoFactor.switchOff")}</span>
      </div>
      <ConfirmDialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        titleId="disable-two-factor-title"
        title={t("security.twoFactor.confirmTitle")}
        body={t("security.twoFactor.confirmBody")}
      >
        <fetcher.Form
          method="post"
          className="flex flex-col gap-2"
          onSubmit={() => {
            // Optimistic: off at once; a refusal turns it back on.
            setSwitchedOff(true);
            setDialogOpen(false);
          }}
        >
          <DisableTwoFactorFields
            errors={dialogOpen ? failure?.error : undefined}
            enhanced
            onCancel={() => setDialogOpen(false)}
          />
        </fetcher.Form>
      </ConfirmDialog>
    </>
  );
}
