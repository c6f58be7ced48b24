#!/usr/bin/env bash
# While issue 3 is open: rebuilds migration 0001 (catalog) from the schema files, so schema edits stay one migration.
set -euo pipefail
cd "$(dirname "$0")/../apps/server"
rm -f src/db/migrations/0001_catalog.sql src/db/migrations/meta/0001_snapshot.json
node -e '
const fs = require("fs");
const p = "src/db/migrations/meta/_journal.json";
const j = JSON.parse(fs.readFileSync(p, "utf8"));
j.entries = j.entries.filter((e) => e.idx < 1);
fs.writeFileSync(p, JSON.stringify(j, null, 2));
'
npx drizzle-kit generate --name catalog
