import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { Button, buttonClassName } from "~/components/ui/button.tsx";
import { Dialog } from "~/components/ui/dialog.tsx";
import { recordOnboardingFinishedHere, recordWelcomeSeen, syncOnboardingFlags } from "~/features/auth/first-login.ts";
import { SuccessNotice } from "~/components/ui/notice.tsx";

/** Spec §2: the welcome dialog shows after a 500 ms delay once the local completion flag is set. */
const WELCOME_DELAY_MS = 500;

function Tips({ name, titleId }: { name: string; titleId: string }) {
  const { t } = useTranslation("settings");
  return (
    <>
      <SuccessNotice>{t("onboarding.complete")}</SuccessNotice>
      <h2 id={titleId} className="text-2xl font-semibold">
        {t("onboarding.tips.title", { name })}
      </h2>
      <ul className="list-disc pl-5">
        <li>{t("onboarding.tips.chat")}</li>
        <li>{t("onboarding.tips.documents")}</li>
        <li>{t("onboarding.tips.settings")}</li>
      </ul>
    </>
  );
}

/**
 * The welcome tips that follow onboarding (/onboarding?step=done). Without JavaScript they are this
 * page, with a link onwards. With it, the page records the completion in this browser and goes on
 * at once; the tips then open as the welcome dialog over the next page.
 */
export function WelcomeTipsPage({ name, startHref }: { name: string; startHref: string }) {
  const { t } = useTranslation("settings");
  const navigate = useNavigate();
  useEffect(() => {
    recordOnboardingFinishedHere();
    void navigate(startHref, { replace: true });
  }, [navigate, startHref]);
  return (
    <section
      className="flex flex-col gap-4 rounded-xl border border-line bg-surface-raised p-6"
      aria-labelledby="welcome-tips-title"
    >
      <Tips name={name} titleId="welcome-tips-title" />
      <Link to={startHref} className={buttonClassName({ className: "self-start" })}>
        {t("onboarding.tips.start")}
      </Link>
    </section>
  );
}

/**
 * The welcome dialog (spec §2, §9): shown once per browser, 500 ms after a page loads with the
 * local completion flag set and the check not yet done; closing it records the check as done.
 */
export function WelcomeTipsDialog({ name }: { name: string }) {
  const { t } = useTranslation("settings");
  const location = useLocation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!syncOnboardingFlags()) return;
    // Asked again when the delay ends: the dialog may have opened on the previous page and been
    // closed since this page arrived; closed is closed.
    const timer = window.setTimeout(() => {
      if (syncOnboardingFlags()) setOpen(true);
    }, WELCOME_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [location.key]);
  const close = () => {
    recordWelcomeSeen();
    setOpen(false);
  };
  return (
    <Dialog open={open} onClose={close} labelledBy="welcome-tips-dialog-title">
      <Tips name={name} titleId="welcome-tips-dialog-title" />
      <Button className="self-start" onClick={close}>
        {t("onboarding.tips.start")}
      </Button>
    </Dialog>
  );
}
