import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Form, useFetcher, useNavigation } from "react-router";
import type { BusinessOnboardingStep } from "~/features/business-onboarding/steps.ts";
import { ErrorList, FormErrors } from "~/components/forms.tsx";
import { Button } from "~/components/ui/button.tsx";
import { useHydrated } from "~/components/use-hydrated.ts";

/** What the page's action answers an autosave (a fetcher submission). */
export type AutosaveReply = { intent: "autosave"; saved: boolean; fieldErrors?: Record<string, string[]> };

const autosaveDelayMs = 600;

/**
 * One wizard step as a real form: Next and Back are submit buttons (Back on the first step
 * closes), so the step saves and moves without JavaScript. With JavaScript every change is also
 * saved through a fetcher after a short pause (files only when the file input changed), so
 * leaving the page keeps what was typed.
 */
export function WizardForm({
  step,
  children,
  nextLabel,
  nextIntent = "next",
  formErrors,
  extraActions,
}: {
  step: BusinessOnboardingStep;
  children: React.ReactNode;
  nextLabel?: string;
  nextIntent?: string;
  formErrors?: string[];
  extraActions?: React.ReactNode;
}) {
  const { t } = useTranslation("business");
  const fetcher = useFetcher<AutosaveReply>();
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const hydrated = useHydrated();
  // An autosave still waiting when the form goes away is dropped.
  useEffect(() => {
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  const save = (withFile: boolean) => {
    if (!form.current) return;
    const formData = new FormData(form.current);
    formData.set("intent", "autosave");
    if (!withFile) formData.delete("profileImage");
    void fetcher.submit(formData, { method: "post", encType: "multipart/form-data" });
  };

  const onChange = (event: React.FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    // A file input fires input and change: it is saved once, at once, on change.
    if (target.type === "file" && event.type !== "change") return;
    if (timer.current) clearTimeout(timer.current);
    if (target.type === "file") {
      save(true);
      return;
    }
    timer.current = setTimeout(() => save(false), autosaveDelayMs);
  };

  // A navigation (Next, Back) supersedes a pending autosave: the submit carries the same fields.
  useEffect(() => {
    if (navigation.state === "submitting" && timer.current) clearTimeout(timer.current);
  }, [navigation.state]);

  const reply = fetcher.state === "idle" ? fetcher.data : undefined;
  const busy = navigation.state !== "idle";
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      ref={form}
      onChange={hydrated ? onChange : undefined}
      onInput={hydrated ? onChange : undefined}
      className="flex flex-col gap-6"
      aria-labelledby="wizard-step-title"
      noValidate
    >
      <input type="hidden" name="step" value={step} />
      <FormErrors errors={formErrors} ns="business" />
      {children}
      <ErrorList id="autosave-error" errors={reply?.fieldErrors?.profileImage} ns="business" />
      <div className="flex flex-row-reverse flex-wrap items-center justify-between gap-3">
        <Button type="submit" name="intent" value={nextIntent} pending={busy}>
          {nextLabel ?? t("actions.next")}
        </Button>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" name="intent" value="back" variant="secondary" pending={busy}>
            {t("actions.back")}
          </Button>
          {extraActions}
        </div>
      </div>
      <p role="status" className="min-h-5 text-center text-sm text-ink-muted">
        {fetcher.state !== "idle" ? t("autosave.saving") : reply?.saved ? t("autosave.saved") : ""}
      </p>
    </Form>
  );
}
