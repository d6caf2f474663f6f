import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync, rmSync } from "node:fs";
import pg from "pg";
import { startFakeGoogle } from "../fakes/google.ts";
import { startFakeOpenAI } from "../fakes/openai.ts";
import { fakeBusinessPrices, startFakeStripe } from "../fakes/stripe.ts";
import { e2eDataDir, e2eServers, type E2eVariant, serverLogPaths } from "./server-log.ts";

/**
 * Starts the production build (build/server.js with plain node) for the end-to-end suite, on a database of its own (a fresh
 * embedded PostgreSQL, or a fresh database on TEST_DATABASE_URL's server), with a local server
 * that speaks Stripe's API (and, for the `openai` variant, one that speaks OpenAI's). The app's
 * output is also written to files the fixtures read: a stray error fails the test that saw it.
 *
 *   node --import tsx tests/e2e/serve.ts builtin|openai
 */
const variant = (process.argv[2] ?? "builtin") as E2eVariant;
const server = e2eServers[variant];
const dataDir = e2eDataDir(variant);
const baseUrl = `http://localhost:${server.port}`;
const webhookSecret = "whsec_e2e";

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const stripe = await startFakeStripe({
  webhookUrl: `${baseUrl}/api/payments/stripe-webhook`,
  webhookSecret,
  port: server.stripePort,
});
const openai = variant === "openai" ? await startFakeOpenAI({ port: server.openaiPort }) : null;
// Google sign-in against a local server speaking Google's OAuth endpoints, as this test identity.
const google = await startFakeGoogle({
  port: server.googlePort,
  clientId: "parley-e2e.apps.googleusercontent.com",
  clientSecret: "e2e-google-secret",
  identity: { sub: "e2e-google-user", email: "grace.google@example.test", email_verified: true, name: "Grace Google" },
});

const environment: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: "production",
  PORT: String(server.port),
  HOST: "127.0.0.1",
  APP_URL: baseUrl,
  LOG_LEVEL: "info",
  DATA_DIR: dataDir,
  EMBEDDED_POSTGRES_PORT: String(server.databasePort),
  STRIPE_SECRET_KEY: "sk_test_e2e",
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  STRIPE_API_BASE: stripe.apiBase,
  // The fake account's Business Seat prices (4000 cents a month, 42000 a year).
  STRIPE_PRICE_BUSINESS_MONTHLY: fakeBusinessPrices.monthly,
  STRIPE_PRICE_BUSINESS_ANNUAL: fakeBusinessPrices.annual,
  OPENAI_API_KEY: openai ? "sk-e2e" : "",
  OPENAI_BASE_URL: openai ? openai.url : "",
  GOOGLE_CLIENT_ID: google.clientId,
  GOOGLE_CLIENT_SECRET: google.clientSecret,
  GOOGLE_AUTH_URL: google.authUrl,
  GOOGLE_TOKEN_URL: google.tokenUrl,
  GOOGLE_JWKS_URL: google.jwksUrl,
};
delete environment.DATABASE_URL;

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const database = `parley_e2e_${variant}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.query(`create database ${database}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  environment.DATABASE_URL = url.toString();
}

const logs = serverLogPaths(variant);
const stdoutLog = createWriteStream(logs.stdout);
const stderrLog = createWriteStream(logs.stderr);
// The compiled server, started the way `npm start` and the Docker image start it (ADR 0054).
const child = spawn(process.execPath, ["--heap-growing-percent=20", "build/server.js"], {
  env: environment,
  stdio: ["ignore", "pipe", "pipe"],
});
child.stdout.on("data", (chunk) => stdoutLog.write(chunk));
child.stderr.on("data", (chunk) => {
  stderrLog.write(chunk);
  process.stderr.write(chunk);
});
const stopFakes = () => Promise.all([stripe.stop(), openai?.stop(), google.stop()]);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => void stopFakes().finally(() => process.exit(code ?? 0)));
