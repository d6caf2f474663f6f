import { clearSignedInStorage } from "~/features/auth/sign-out-storage.ts";

/**
 * A real form posting to /api/auth/sign-out: the server ends the session and redirects to / (no
 * JavaScript needed). With JavaScript, the local storage keys are cleared as it submits.
 */
export function SignOutForm({ className, label }: { className?: string; label: string }) {
  return (
    <form method="post" action="/api/auth/sign-out" onSubmit={() => clearSignedInStorage()}>
      <button type="submit" className={className}>
        {label}
      </button>
    </form>
  );
}
