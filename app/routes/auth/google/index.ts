import { redirect } from "react-router";
import { googleEnabled, startGoogleSignIn } from "~/features/auth/google.server.ts";
import { RedirectToSchema } from "~/features/auth/schemas.ts";
import { googleFlowCookies } from "~/lib/google-flow-cookies.server.ts";
import type { Route } from "./+types/index";

/** GET /auth/google: starts Google sign-in (state and PKCE verifier kept in short-lived cookies). */
export async function loader({ request }: Route.LoaderArgs) {
  if (!googleEnabled()) throw redirect("/auth?mode=signin&error=google_disabled");
  const redirectTo = RedirectToSchema.parse(new URL(request.url).searchParams.get("redirectTo") ?? undefined);
  const { url, attempt } = startGoogleSignIn(redirectTo);
  const headers = new Headers({ Location: url, "Cache-Control": "no-store" });
  for (const cookie of googleFlowCookies(attempt)) headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 302, headers });
}
