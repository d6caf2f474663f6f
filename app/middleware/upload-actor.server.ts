import { userContext } from "~/lib/request-context.ts";
import type { UploadActor } from "~/features/files/upload-file.server.ts";
import { getFixedTranslator } from "./i18n.server.ts";

/** Who uploads, as the request's context knows it: the signed-in user (if any) and the billing texts. */
export async function uploadActorOf(context: Parameters<typeof getFixedTranslator>[0]): Promise<UploadActor> {
  return { userId: context.get(userContext)?.user.id ?? null, t: await getFixedTranslator(context, "billing") };
}
