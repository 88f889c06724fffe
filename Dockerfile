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
# uid 1000), the database on a volume.
FROM node:24-bookworm-slim
# jemalloc instead of glibc's malloc: the pictures' buffers (30–60 KiB each,
# made and dropped all the time on two threads) leave glibc's heaps full of
# holes it never gives back. 1,000 new matches with pictures: RSS 170 MiB
# settled with jemalloc as configured here, 194–293 MiB with glibc; idle,
# both ~100 MiB (two arenas: jemalloc's default of four per core took 143).
# tcache_max: Skia takes a 1.3–1.6 MiB buffer for every PNG it encodes;
# kept in the picture thread's cache (at most one per size), it is not
# faulted in afresh each time, which cost a picture ~40% more CPU. See
# bench/startup.ts and bench/allocator.ts (BENCH_PRELOAD). The link gives one
# path on amd64 and arm64 alike.
RUN apt-get update \
 && apt-get install -y --no-install-recommends libjemalloc2 \
 && rm -rf /var/lib/apt/lists/* \
 && ln -s "$(ls /usr/lib/*-linux-gnu/libjemalloc.so.2)" /usr/local/lib/libjemalloc.so.2
ENV NODE_ENV=production \
    DATABASE_PATH=/app/data/bot.sqlite \
    LD_PRELOAD=/usr/local/lib/libjemalloc.so.2 \
    MALLOC_CONF=narenas:2,background_thread:true,dirty_decay_ms:2000,muzzy_decay_ms:0,tcache_max:2097152,tcache_nslots_large:1
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
# Fails when the gateway has been disconnected for more than a minute or the database is not writable.
HEALTHCHECK --interval=30s --timeout=10s --start-period=60s --retries=3 CMD ["node", "dist/src/health.js"]
# The compiled JavaScript with the node flags of `npm start` (test/build.test.ts checks they
# agree): a 4 MiB young generation, where Node 24 would take up to 64 MiB per semi-space on a
# large host and keep it resident (RSS), for no measurable gain here; see bench/startup.ts.
# V8's helper threads as many as the cores but one (Node's default is four, whatever the host):
# on two cores they no longer crowd the thread that answers clicks, and each thread less keeps
# less memory (docs/performance.md, Start-up and memory).
# `npm start` works too (its prestart finds dist/ current: no sources here) but adds npm's process.
CMD ["node", "--max-semi-space-size=4", "--v8-pool-size=0", "dist/src/index.js"]
