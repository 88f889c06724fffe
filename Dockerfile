# syntax=docker/dockerfile:1
# Production runs on Node 24 LTS (the bot supports Node 20, 22 and 24).

# Build stage: compilers for better-sqlite3, every dependency for tsc, then
# the compiled bot in dist/ and only the production dependencies left.
FROM node:24-bookworm-slim AS build
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY scripts ./scripts
COPY src ./src
COPY commands ./commands
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund

# Runtime stage: no compilers, no TypeScript sources, a non-root user (node,
# uid 1000), the SQLite database on a volume (or PostgreSQL: DATABASE_URL).
FROM node:24-bookworm-slim
# jemalloc instead of glibc's malloc: the pictures' buffers, made and dropped
# all the time on two threads, leave glibc's heaps full of holes it never
# gives back (docs/performance.md). The link gives one path on amd64 and arm64.
RUN apt-get update \
 && apt-get install -y --no-install-recommends libjemalloc2 \
 && rm -rf /var/lib/apt/lists/* \
 && ln -s "$(ls /usr/lib/*-linux-gnu/libjemalloc.so.2)" /usr/local/lib/libjemalloc.so.2
ENV NODE_ENV=production \
    DATABASE_PATH=/app/data/bot.sqlite \
    LD_PRELOAD=/usr/local/lib/libjemalloc.so.2 \
    MALLOC_CONF=narenas:2,background_thread:true,dirty_decay_ms:2000,muzzy_decay_ms:0
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/scripts/build.mjs ./scripts/build.mjs
COPY package.json ./
COPY migrations ./migrations
# The fonts the pictures are drawn with (found by walking up from dist/src/images).
COPY assets ./assets
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME ["/app/data"]
# Unhealthy when the gateway has been away for more than a minute, the database
# cannot be written, or (INTERACTIONS=http) the endpoint does not answer.
HEALTHCHECK --interval=30s --timeout=10s --start-period=60s --retries=3 CMD ["node", "dist/src/health.js"]
# The node flags of `npm start` (test/build.test.ts checks they agree): a small young
# generation and no more V8 helper threads than needed keep memory down on small hosts.
CMD ["node", "--max-semi-space-size=4", "--v8-pool-size=0", "dist/src/index.js"]
