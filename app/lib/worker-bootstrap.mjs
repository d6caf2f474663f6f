// The entry of every bounded worker thread (app/lib/bounded-worker.server.ts): a thread does not
// inherit the parent's TypeScript loader, so it registers tsx, then imports the task module named
// in workerData, which reads its input from workerData and posts one message with its answer.
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
await import(workerData.module);
