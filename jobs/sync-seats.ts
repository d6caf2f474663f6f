import { db } from "../db/client.ts";
import { syncSeats } from "../app/features/billing/sync-seats.server.ts";
import { defineWorker } from "./worker.ts";

/** Sets the subscription's quantity to the member count, with prorations (ADR 0033). */
export const syncSeatsWorker = defineWorker("sync-seats", async (job) => {
  await syncSeats(db, job.data.organizationId, job.id);
});
