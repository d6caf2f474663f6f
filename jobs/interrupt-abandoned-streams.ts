import { db } from "../db/client.ts";
import { interruptAbandonedStreams } from "../app/features/conversations/messages.server.ts";
import { logger } from "../app/lib/logger.server.ts";
import { defineWorker } from "./worker.ts";

/**
 * Every five minutes (pg-boss schedule): chat answers left `streaming` past the stall window are
 * marked interrupted. A web server does it at start; this catches an answer whose last write was
 * lost to a database outage longer than the turn's own retry while the server kept running (ADR 0065).
 */
export const interruptAbandonedStreamsWorker = defineWorker("interrupt-abandoned-streams", async () => {
  const interrupted = await interruptAbandonedStreams(db);
  if (interrupted > 0) logger.info("intake.streams.interrupted", { count: interrupted });
});

export const interruptAbandonedStreamsCron = "*/5 * * * *";
