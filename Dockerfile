# syntax=docker/dockerfile:1
#
# Parley: multi-stage image. deps (all packages) -> build (npm run build) -> runtime
# (production packages only, non-root, Node 20 slim).
#
#   docker build -t parley .
#   docker run --init -p 3000:3000 -e DATABASE_URL=postgres://user:pass@db:5432/parley parley
#
# The process is `node build/server.js`: `npm run build` compiles server.ts and the SSR build to
# JavaScript (ADR 0054), so the image holds no TypeScript sources and no tsx. It handles SIGTERM
# itself and may take up to ~20 s to drain requests and jobs, so stop it with a grace period above
# that (`docker stop -t 30`, compose `stop_grace_period: 30s`). `--init` (tini) reaps orphaned
# children.
#
# Migrations: by default every start migrates and seeds (PARLEY_MIGRATE=auto). With several web
# nodes, run the release step once per deploy and start the nodes with PARLEY_MIGRATE=off (they wait
# for that schema):
#   docker run --rm -e DATABASE_URL=... parley node build/migrate.js
#
# Database: set DATABASE_URL in Docker. Without it, the embedded PostgreSQL (the quick start) runs
# inside the container as the non-root `node` user, with its data in DATA_DIR=/app/.data/postgres;
# /app/.data is a volume owned by that user, so mount one to keep the data:
#   docker run --init -p 3000:3000 -v parley-data:/app/.data parley

ARG NODE_IMAGE=node:20-bookworm-slim

# --- deps: every package (the build needs the dev tools). `npm install`, not `npm ci`: the lockfile
# written on the development machine lacks other platforms' optional binaries (rollup, tailwind
# oxide...), and `npm ci` refuses it as out of sync. The versions it does lock are kept.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund

# --- prod-deps: the same tree without devDependencies (keeps the binaries and postinstall
# results, e.g. the embedded PostgreSQL's library symlinks, of the full install).
FROM deps AS prod-deps
RUN npm prune --omit=dev --no-audit --no-fund

# --- build: client assets, the SSR bundle and the compiled entries (server.js, migrate.js) into build/.
FROM deps AS build
COPY . .
RUN npm run build

# --- runtime
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/.data \
    NPM_CONFIG_UPDATE_NOTIFIER=false
WORKDIR /app

# Application files stay owned by root (read-only to the app); only the data folder is writable.
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json package-lock.json ./
# public/ and locales/ are already in build/ (client assets and the SSR bundle).

# The embedded PostgreSQL (only when DATABASE_URL is unset) and local file storage write here.
RUN mkdir -p /app/.data && chown node:node /app/.data
VOLUME ["/app/.data"]

USER node
EXPOSE 3000

# No curl in the slim image: Node's fetch. The first start without DATABASE_URL initialises the
# embedded PostgreSQL and runs migrations, hence the start period.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 3000}/api/health`, { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.status === 200 ? 0 : 1), () => process.exit(1))"]

# Not `npm start`: npm would sit between the signals and the server.
# V8 collects once the old generation is 20 % past what survived the last collection (ADR 0094).
CMD ["node", "--heap-growing-percent=20", "build/server.js"]
