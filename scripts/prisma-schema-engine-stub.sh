#!/bin/sh
# Prisma's CLI downloads a native schema engine before most commands; that host is unreachable here.
# prisma.config.ts points PRISMA_SCHEMA_ENGINE_BINARY at this file so `prisma generate` skips the download.
# Migrations run through Prisma's WebAssembly engine instead: use `npm run db:migrate` / `npm run db:migrate:create`.
echo "The native Prisma schema engine is not installed. Use 'npm run db:migrate' or 'npm run db:migrate:create'." >&2
exit 1
