import i18next from "i18next";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useFetcher } from "react-router";
import { Button } from "~/components/ui/button.tsx";
import { Toaster } from "~/features/toasts/toaster.tsx";
import type { Toast } from "~/lib/toast.ts";
import { useHydrated } from "~/components/use-hydrated.ts";

/** What a settings action answers a JavaScript save: ok, or a failure the form reverts on. */
export type AutoSaveReply = { ok: true } | { ok: false; toast: Toast; result?: unknown };

/**
 * A settings form that is a plain POST form with a Save button without JavaScript, and with
 * JavaScript saves on every change through a fetcher (marked `enhanced=1`). On failure it shows an
 * error toast and puts the fields back to what the server holds (the inputs' defaults).
 */
export function AutoSaveForm({
  intent,
  children,
  onReverted,
  className,
  label,
}: {
  intent: string;
  children: React.ReactNode;
  onReverted?: () => void;
  className?: string;
  label: string;
}) {
  const { t } = useTranslation("settings");
  const fetcher = useFetcher<AutoSaveReply>();
  const form = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const [failure, setFailure] = useState<Toast | null>(null);

  const reply = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (!reply || reply.ok) return;
    form.current?.reset();
    onReverted?.();
    setFailure(reply.toast);
    // onReverted is a fresh function each render; the reply is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reply]);

  const save = () => {
    if (!form.current) return;
    const formData = new FormData(form.current);
    formData.set("enhanced", "1");
    setFailure(null);
    void fetcher.submit(formData, { method: "post" });
  };

  return (
    <>
      <Form method="post" ref={form} className={className} aria-label={label} onChange={hydrated ? save : undefined}>
        <input type="hidden" name="intent" value={intent} />
        {children}
        <div className={hydrated ? "hidden" : undefined}>
          <Button type="submit">{t("save")}</Button>
        </div>
        <p role="status" className="min-h-5 text-sm text-ink-muted">
          {fetcher.state !== "idle" ? t("saving") : reply?.ok ? t("saved") : ""}
        </p>
      </Form>
      <Toaster toast={failure} listen={false} />
    </>
  );
}

/**
 * The clientAction of a section with auto-saved forms: a save that cannot reach the server (offline,
 * a 5xx) becomes the same failure reply as a refused one, so the form reverts and shows the spec's
 * error toast instead of an error page.
 */
export async function autoSaveClientAction<T>(serverAction: () => Promise<T>): Promise<T | AutoSaveReply> {
  try {
    return await serverAction();
  } catch {
    return {
      ok: false,
      toast: {
        type: "error",
        title: i18next.t("settings:toasts.errorTitle"),
        description: i18next.t("settings:toasts.saveError"),
      },
    };
  }
}
