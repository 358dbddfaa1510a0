# One image for every process of the shop: the shop API, the storefront server and the registry's publish step
# differ only in their folder and command (compose.yaml). The same commands run in `pnpm many-machines` and in
# the end-to-end suite's many-machines journeys (scripts/many-machines.mjs).
FROM node:20-bookworm-slim
# better-sqlite3 compiles its native module when no prebuilt binary fits.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
RUN npm install -g pnpm@10.34.8
WORKDIR /app
COPY . .
RUN pnpm install --frozen-lockfile && pnpm -r --workspace-concurrency=2 build
ENV NODE_ENV=production HOST=0.0.0.0
# The shop API's SQLite file lives on a volume mounted here.
RUN mkdir -p /data && chown node:node /data
USER node
