# syntax=docker/dockerfile:1
# Build stage: native build tools compile better-sqlite3 for this Node version.
FROM node:20-bookworm-slim AS build
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

# Runtime stage: no compilers, a non-root user, the database on a volume.
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    DATABASE_PATH=/app/data/bot.sqlite
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY package.json package-lock.json tsconfig.json ./
COPY src ./src
COPY commands ./commands
COPY migrations ./migrations
RUN mkdir -p /app/data && chown -R node:node /app/data
USER node
VOLUME ["/app/data"]
# tsx (a runtime dependency) runs the TypeScript sources directly, as `npm start` does.
CMD ["node", "--import", "tsx", "src/index.ts"]
