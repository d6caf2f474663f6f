import { parseWithZod } from "@conform-to/zod/v4";
import { useDeferredForm } from "~/components/deferred-validation.ts";
import { useState } from "react";
import { useCopy } from "~/components/use-copy.ts";
import { useTypedBeforeHydration } from "~/components/use-typed-before-hydration.ts";
import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import { confirmTwoFactorEnrollment, startTwoFactorEnrollment } from "~/features/accounts/two-factor.server.ts";
import { TotpCodeSchema } from "~/features/accounts/security-schemas.ts";
import { ErrorList, PostForm, useIsPending } from "~/components/forms.tsx";
import type { LastResult } from "~/components/forms.tsx";
import { Button, buttonClassName } from "~/components/ui/button.tsx";
import { Input } from "~/components/ui/input.tsx";
import { Label } from "~/components/ui/label.tsx";
import { requirePageUser } from "~/lib/require-user.server.ts";
import { DomainError, httpStatusOf } from "~/lib/errors.ts";
import { isSameOriginRequest } from "~/lib/origin-check.server.ts";
import { renderSVG } from "uqr";
import type { Route } from "./+types/mfa-enrollment";
import { SuccessNotice } from "~/components/ui/notice.tsx";
import { refusedCodeMessage } from "~/features/accounts/two-factor-refusals.ts";
import { SettingsPane } from "~/components/ui/settings-pane.tsx";

/**
 * /settings/mfa-enrollment (spec §2, §4): the secret to add to an authenticator app (as an otpauth
 * link, as a QR code rendered on the server, and as text), a 6-digit code, then the recovery codes, once.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requirePageUser(context, request);
  if (user.twoFactorEnabled) return { enabled: true as const, enrollment: null };
  const enrollment = await startTwoFactorEnrollment({ actor: user });
  // The otpauth:// URI as a QR code: an SVG made here, shown as an image (no script needed).
  const qrCode = `data:image/svg+xml;base64,${Buffer.from(renderSVG(enrollment.uri, { border: 2 }), "utf8").toString("base64")}`;
  return { enabled: false as const, enrollment: { ...enrollment, qrCode } };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, session } = requirePageUser(context, request);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: TotpCodeSchema });
  if (!isSameOriginRequest(request))
    return data(
      { result: submission.reply({ formErrors: ["auth:errors.crossSite"] }), recoveryCodes: null },
      { status: 403 },
    );
  if (submission.status !== "success")
    return data({ result: submission.reply(), recoveryCodes: null }, { status: 400 });
  try {
    const recoveryCodes = await confirmTwoFactorEnrollment(
      { actor: user, sessionId: session.id },
      submission.value.code,
    );
    return { result: submission.reply({ resetForm: true }), recoveryCodes };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const message = refusedCodeMessage(error, "settings:mfa.invalidCode");
    return data(
      { result: submission.reply({ formErrors: [message] }), recoveryCodes: null },
      { status: httpStatusOf(error) },
    );
  }
}

export default function MfaEnrollmentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("settings");
  const recoveryCodes = actionData?.recoveryCodes ?? null;
  return (
    <SettingsPane
      name="mfa"
      back={{ to: "/settings/security", label: t("mfa.back") }}
      className="w-full max-w-lg gap-6"
    >
      {recoveryCodes ? (
        <section className="flex flex-col gap-3" aria-labelledby="recovery-title">
          <SuccessNotice>{t("mfa.enabled")}</SuccessNotice>
          <h3 id="recovery-title" className="text-lg font-semibold">
            {t("mfa.recovery.title")}
          </h3>
          <p>{t("mfa.recovery.body")}</p>
          <ul aria-label={t("mfa.recovery.title")} className="grid grid-cols-2 gap-2 font-mono">
            {recoveryCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
          <Link to="/settings/security" className={buttonClassName({ className: "self-start" })}>
            {t("mfa.recovery.done")}
          </Link>
        </section>
      ) : loaderData.enabled ? (
        <p>{t("mfa.alreadyEnabled")}</p>
      ) : (
        <Enroll
          secret={loaderData.enrollment.secret}
          uri={loaderData.enrollment.uri}
          qrCode={loaderData.enrollment.qrCode}
          lastResult={actionData?.result}
        />
      )}
    </SettingsPane>
  );
}

function Enroll({
  secret,
  uri,
  qrCode,
  lastResult,
}: {
  secret: string;
  uri: string;
  qrCode: string;
  lastResult: LastResult;
}) {
  const { t } = useTranslation("settings");
  const isPending = useIsPending();
  const [form, fields] = useDeferredForm(
    () => import("~/features/accounts/security-schemas.ts").then((module) => module.TotpCodeSchema),
    { id: "mfa-enrollment", lastResult, shouldRevalidate: "onSubmit" },
  );
  // null until hydrated: without JavaScript the button is always enabled and the server checks.
  // Hydrated, it starts from what the field holds, not from "": a code typed before the script
  // arrived (a slow connection, a busy machine) stays in the field and can be verified.
  const [code, setCode] = useState<string | null>(null);
  const codeField = useTypedBeforeHydration((typed) => setCode(totpDigits(typed)));
  const { state: copied, copy } = useCopy();
  const errorId = `${fields.code.id}-error`;
  return (
    <section className="flex flex-col gap-4" aria-labelledby="mfa-steps">
      <h2 id="mfa-steps" className="sr-only">
        {t("mfa.title")}
      </h2>
      <p>{t("mfa.instructions")}</p>
      <img
        src={qrCode}
        alt={t("mfa.qrAlt")}
        width={208}
        height={208}
        data-testid="mfa-qr"
        className="rounded-md border border-line bg-white p-1"
      />
      <a href={uri} className="self-start text-brand underline dark:text-accent">
        {t("mfa.openInApp")}
      </a>
      <div className="flex flex-col gap-1">
        <span className="text-sm font-medium" id="mfa-secret-label">
          {t("mfa.secretLabel")}
        </span>
        <code
          aria-labelledby="mfa-secret-label"
          data-testid="mfa-secret"
          className="break-all rounded-md border border-line px-3 py-2 font-mono"
        >
          {secret}
        </code>
        {code !== null ? (
          <Button variant="link" size="sm" onClick={() => void copy(secret)} className="self-start">
            {copied === "copied" ? t("mfa.copied") : copied === "failed" ? t("mfa.copyFailed") : t("mfa.copySecret")}
          </Button>
        ) : null}
      </div>
      <PostForm form={form} ns="auth" className="flex flex-col gap-3">
        <Label htmlFor={fields.code.id}>{t("mfa.codeLabel")}</Label>
        <Input
          id={fields.code.id}
          name={fields.code.name}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          ref={codeField}
          value={code ?? undefined}
          onChange={(event) => setCode(totpDigits(event.target.value))}
          aria-invalid={fields.code.errors ? true : undefined}
          aria-describedby={fields.code.errors ? errorId : undefined}
          className="w-40 font-mono tracking-widest"
        />
        <ErrorList id={errorId} errors={fields.code.errors} ns="settings" />
        <Button type="submit" disabled={code !== null && code.length !== 6} pending={isPending} className="self-start">
          {t("mfa.verify")}
        </Button>
      </PostForm>
    </section>
  );
}

/** What the code field keeps of what was typed or pasted: its digits, at most six. */
function totpDigits(value: string): string {
  return value.replace(/\D/g, "").slice(0, 6);
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];
