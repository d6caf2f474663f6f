import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { passwordStrength } from "~/features/auth/password-strength.ts";

const colors = ["bg-danger", "bg-danger", "bg-accent", "bg-success", "bg-success"];

/**
 * The sign-up password meter: five segments and a label (Very weak, Weak, Good, Strong). It reads
 * the password input itself, so what was typed before the page finished loading counts too.
 */
export function PasswordStrengthMeter({ id, inputId }: { id: string; inputId: string }) {
  const { t } = useTranslation("auth");
  const [password, setPassword] = useState("");
  useEffect(() => {
    const read = () => {
      const input = document.getElementById(inputId);
      setPassword(input instanceof HTMLInputElement ? input.value : "");
    };
    read();
    // Delegated: the input element may be replaced when the form is reset.
    const onInput = (event: Event) => {
      if (event.target instanceof HTMLInputElement && event.target.id === inputId) read();
    };
    document.addEventListener("input", onInput);
    return () => document.removeEventListener("input", onInput);
  }, [inputId]);
  const { score, label } = passwordStrength(password);
  return (
    <div id={id} className="flex flex-col gap-1" data-score={score}>
      <div className="flex gap-1" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((segment) => (
          <span
            key={segment}
            className={`h-1.5 flex-1 rounded-full ${segment <= score ? colors[score - 1] : "bg-surface-sunken"}`}
          />
        ))}
      </div>
      <p className="text-xs text-ink-muted" aria-live="polite">
        {password ? t("strength.label", { label: t(`strength.${label}`) }) : t("strength.hint")}
      </p>
    </div>
  );
}
