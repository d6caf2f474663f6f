import { useTranslation } from "react-i18next";
import {
  type BusinessOnboardingStep,
  businessOnboardingSteps,
  stepIndex,
} from "~/features/business-onboarding/steps.ts";

/** Dot progress: one dot per step, the current one marked for screen readers too. */
export function WizardProgress({ step }: { step: BusinessOnboardingStep }) {
  const { t } = useTranslation("business");
  const current = stepIndex(step);
  return (
    <nav aria-label={t("progress.label")} className="flex flex-col items-center gap-2">
      <ol className="flex items-center gap-2">
        {businessOnboardingSteps.map((name, index) => (
          <li key={name} aria-current={index === current ? "step" : undefined}>
            <span
              className={`block size-2.5 rounded-full ${index === current ? "bg-brand" : index < current ? "bg-brand/60" : "bg-line"}`}
              aria-hidden="true"
            />
            <span className="sr-only">
              {t("progress.step", {
                number: index + 1,
                total: businessOnboardingSteps.length,
                name: t(`steps.${name}`),
              })}
            </span>
          </li>
        ))}
      </ol>
      <p className="text-sm text-ink-muted">
        {t("progress.position", { number: current + 1, total: businessOnboardingSteps.length })}
      </p>
    </nav>
  );
}
