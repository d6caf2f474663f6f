import type { Dispatch, Ref, SetStateAction } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button.tsx";
import { Input } from "~/components/ui/input.tsx";
import { parseSeats } from "~/features/billing/plans.ts";
import { Label } from "~/components/ui/label.tsx";

/**
 * The cart's seat stepper: − and + are GET submit buttons (the loader steps and redirects without
 * JavaScript), with JavaScript they change `seats` in place; "Update" shows until the page hydrates.
 * `fieldRef` reaches the count's field, for the page to read what was typed before it hydrated.
 */
export function SeatStepper({
  seats,
  setSeats,
  members,
  hydrated,
  fieldRef,
}: {
  seats: number;
  setSeats: Dispatch<SetStateAction<number>>;
  members: number;
  hydrated: boolean;
  fieldRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation("billing");
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor="seats">{t("cart.seats")}</Label>
      <div className="flex items-center gap-2">
        <StepButton step="down" label={t("cart.fewerSeats")} disabled={seats <= 1} setSeats={setSeats} />
        <Input
          id="seats"
          name="seats"
          ref={fieldRef}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={seats}
          onChange={(event) => setSeats(parseSeats(event.currentTarget.value))}
          className="w-20 text-center"
        />
        <StepButton step="up" label={t("cart.moreSeats")} setSeats={setSeats} />
        {hydrated ? null : (
          <Button type="submit" variant="ghost" size="sm" formMethod="get" formAction="/cart">
            {t("cart.update")}
          </Button>
        )}
      </div>
      {members > 1 ? <p className="text-sm text-ink-muted">{t("cart.membersNote", { count: members })}</p> : null}
    </div>
  );
}

/** − or +: without JavaScript a GET to /cart with `step` (the loader steps and redirects); with it, a change in place. */
function StepButton({
  step,
  label,
  disabled = false,
  setSeats,
}: {
  step: "down" | "up";
  label: string;
  disabled?: boolean;
  setSeats: Dispatch<SetStateAction<number>>;
}) {
  return (
    <Button
      type="submit"
      variant="secondary"
      name="step"
      value={step}
      formMethod="get"
      formAction="/cart"
      aria-label={label}
      disabled={disabled}
      onClick={(event) => {
        event.preventDefault();
        setSeats((value) => (step === "down" ? Math.max(1, value - 1) : value + 1));
      }}
    >
      {step === "down" ? "−" : "+"}
    </Button>
  );
}
