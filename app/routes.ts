import { index, type RouteConfig, route } from "@react-router/dev/routes";

/** Every URL of the application, once. */
export default [
  index("routes/intake/index.tsx"),
  route("keyboard-shortcuts", "routes/keyboard-shortcuts.tsx"),
  route("api/health", "routes/api/health.ts"),
  route("api/sessions", "routes/api/sessions.ts"),
  route("api/agent/stream", "routes/api/agent/stream.ts"),
  route("api/usage/quota", "routes/api/usage/quota.ts"),
  route("api/files/:fileKey", "routes/api/files/$fileKey.ts"),
  route("api/payments/stripe-webhook", "routes/api/payments/stripe-webhook.ts"),
  // Unmatched URLs still run the root middleware (locale) and answer a real 404.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
