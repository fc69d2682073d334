# The portal as one image: `npm start` serving the built web app, the API and the chat socket.
# The first stage installs everything and builds (the web app and the compiled server), the
# second installs the server's production packages, and the last keeps only those and the
# builds, running as `node`.
#
#   docker build -t module-portal .
#   docker run -p 3000:3000 -e ADMIN_PASSWORD='Choose#1t' module-portal
#
# Settings are environment variables (.env.example); compose.yaml runs two instances behind a
# balancer on PostgreSQL, Redis and an S3-compatible bucket.

# Node 20 is what CI tests; 22 and 24 work too (the AWS SDK will ask for 22 from 2027).
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The manifests first: the install is cached until one of them changes.
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# The compiled server bundles its packages but for a few it loads from node_modules (PGlite,
# argon2, pino, the API explorer, and what they load): the server's production packages,
# nothing of the web app's or the tests'.
FROM ${NODE_IMAGE} AS server-packages
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --workspace apps/server --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
# The CJK font that watermarks draw Chinese nicknames with.
RUN apt-get update \
  && apt-get install -y --no-install-recommends fonts-wqy-microhei \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# No sources and no manifests beside the builds: the start script compares the builds with
# the sources, finds none and runs them as they are, building nothing.
COPY package.json ./
COPY scripts/start.mjs scripts/server-node-flags.mjs scripts/
COPY --from=server-packages /app/node_modules node_modules
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir data && chown node:node data
USER node
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/app/data
EXPOSE 3000
# Ready: started, not draining, and the database, Redis and the file storage answer.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/ready`).then((answer) => process.exit(answer.ok ? 0 : 1), () => process.exit(1))"]
# What `npm start` runs, without npm in between: npm exits on SIGTERM without passing it on,
# so the server would be killed when the container stops instead of draining. The start
# script hands SIGTERM to the server and exits with its code.
CMD ["node", "scripts/start.mjs"]
