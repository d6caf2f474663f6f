import type { Executor } from "../../../db/client.ts";
import { uuidPattern } from "~/lib/ids.ts";

/**
 * The organizations a link's key names (`/chat/<slug or id>`, the activity feed's `organizationId`):
 * by id when the key is a UUID (or a slug spelled like one), else by its slug in any case. Null when
 * the key cannot name one (empty or over 100 characters), so nothing is asked of the database.
 */
export function organizationsByKey(executor: Executor, slugOrId: string) {
  const key = slugOrId.trim();
  if (key === "" || key.length > 100) return null;
  return executor
    .selectFrom("organizations")
    .where((eb) =>
      uuidPattern.test(key) ? eb.or([eb("id", "=", key), eb("slug", "=", key)]) : eb("slug", "=", key.toLowerCase()),
    );
}
