# syntax=docker/dockerfile:1.7
# The shop as one image: the built storefront and the API bundle on Node 20, production
# dependencies only, run as the unprivileged `node` user. See docs/deploy.md.

ARG NODE_IMAGE=node:20-bookworm-slim

# The workspace manifests alone, so that installs are cached until a dependency changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /shop
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/sandboxes/package.json packages/sandboxes/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/

# 1. Everything installed, then built (web with Vite, API bundled with esbuild).
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. The API's registry dependencies without the development ones (no Vite, Playwright, tests).
FROM manifests AS deps
RUN npm ci --omit=dev --workspace apps/api --no-audit --no-fund

# 3. What runs: the bundles, the migrations, the storefront, and those dependencies.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    SEED_DEMO_DATA=false
WORKDIR /shop
COPY --from=deps --chown=root:root /shop/node_modules ./node_modules
COPY --from=build /shop/package.json /shop/package-lock.json ./
COPY --from=build /shop/apps/api/package.json ./apps/api/package.json
COPY --from=build /shop/apps/api/dist ./apps/api/dist
COPY --from=build /shop/apps/api/drizzle ./apps/api/drizzle
COPY --from=build /shop/apps/web/dist ./apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
WORKDIR /shop/apps/api
# Node itself as PID 1 gets SIGTERM from `docker stop` and drains (docs/deploy.md).
CMD ["node", "--enable-source-maps", "dist/server.js"]
