# syntax=docker/dockerfile:1
#
# Parley: multi-stage image. deps (all packages) -> build (react-router build) -> runtime
# (production packages only, non-root, Node 20 slim).
#
#   docker build -t parley .
#   docker run --init -p 3000:3000 -e DATABASE_URL=postgres://user:pass@db:5432/parley parley
#
# The process is `node --import tsx server.ts` (tsx is a runtime dependency: server.ts and the
# app/lib/*.server.ts files it imports are TypeScript). It handles SIGTERM itself and may take up to
# ~20 s to drain requests and jobs, so stop it with a grace period above that
# (`docker stop -t 30`, compose `stop_grace_period: 30s`). `--init` (tini) reaps orphaned children.
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

# --- build: client assets and the SSR bundle into build/.
FROM deps AS build
COPY . .
RUN npx react-router build

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
COPY package.json package-lock.json tsconfig.json server.ts ./
# server.ts imports ./app/lib/*.server.ts directly; app/, db/ and jobs/ also let
# `node --import tsx db/migrate.ts` run in the container. locales/ and public/ are already bundled
# into build/ but are kept beside the sources they belong to.
COPY app ./app
COPY db ./db
COPY jobs ./jobs
COPY locales ./locales
COPY public ./public

# The embedded PostgreSQL (only when DATABASE_URL is unset) and local file storage write here.
RUN mkdir -p /app/.data && chown node:node /app/.data
VOLUME ["/app/.data"]

USER node
EXPOSE 3000

# No curl in the slim image: Node's fetch. The first start without DATABASE_URL initialises the
# embedded PostgreSQL and runs migrations, hence the start period.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 3000}/api/health`, { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.status === 200 ? 0 : 1), () => process.exit(1))"]

# Not `npm start`: its prestart step would try to rebuild, and npm would sit between the signals
# and the server.
CMD ["node", "--import", "tsx", "server.ts"]
