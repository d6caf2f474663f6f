import { verifyLinkDomain } from "../app/features/accounts/link-domains.server.ts";
import { jobDefinitions } from "./definitions.ts";
import { defineWorker } from "./worker.ts";

/** Looks up a user's domain's TXT records; a lookup that fails is retried, the last try records it. */
export const verifyDomainWorker = defineWorker("verify-domain", async (job) => {
  await verifyLinkDomain(job.data, { lastTry: job.retryCount >= jobDefinitions["verify-domain"].policy.retryLimit });
});
