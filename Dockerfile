# syntax=docker/dockerfile:1
# Meridian's image: one image for the web processes (`start`, the default) and the workers (`worker`).
# See docs/deploy.md for the layout and every setting.

# --- build: dependencies, TypeScript and the web app ---------------------------------------------
FROM node:20-bookworm-slim AS build
WORKDIR /app
# Native modules (better-sqlite3, argon2, DuckDB) come prebuilt; the toolchain is a fallback.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ ca-certificates \
  && rm -rf /var/lib/apt/lists/*
COPY . .
RUN npm ci --no-audit --no-fund \
  && npm run build \
  && npm prune --omit=dev --no-audit --no-fund

# --- runtime ------------------------------------------------------------------------------------------
FROM node:20-bookworm-slim
# Chromium renders report and thumbnail screenshots (playwright-core drives the system browser;
# none is downloaded). Fonts so that charts and dashboards render their text.
RUN apt-get update \
  && apt-get install -y --no-install-recommends chromium fonts-liberation fonts-noto-core ca-certificates \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8088 \
    DATA_DIR=/data \
    CHROMIUM_PATH=/usr/bin/chromium
WORKDIR /app
COPY --from=build --chown=root:root /app/package.json /app/package-lock.json ./
COPY --from=build --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/packages ./packages
# The application files stay root's (read-only to the process); only DATA_DIR is writable.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8088
# Web processes answer GET /health on PORT; a worker answers it on WORKER_HEALTH_PORT when set.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "const p=process.env.WORKER_HEALTH_PORT||process.env.PORT;fetch('http://127.0.0.1:'+p+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM: web processes stop accepting, finish in-flight requests and exit; workers finish their jobs.
STOPSIGNAL SIGTERM
ENTRYPOINT ["node", "packages/server/dist/main.js"]
CMD ["start"]
