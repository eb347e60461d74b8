#!/usr/bin/env bash
# Runs a command on Node.js 24 LTS next to the machine's own Node.js: `bash scripts/node24.sh <command> [args...]`.
# The runtime comes from the npm registry's `node` package, pinned in scripts/node24/package-lock.json and installed
# into scripts/node24/node_modules on first use, so no system install is needed. The command runs with that
# runtime first on PATH, so `npx vitest` and every `#!/usr/bin/env node` script inside it use Node.js 24.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dir="$root/scripts/node24"
bin="$dir/node_modules/.bin"
want="v$(node -p "require('$dir/package.json').dependencies.node")"

if [ ! -x "$bin/node" ] || [ "$("$bin/node" --version 2>/dev/null)" != "$want" ]; then
  echo "node24: installing Node.js $want from the npm registry into scripts/node24" >&2
  npm ci --prefix "$dir" --no-audit --no-fund >&2
fi
have="$("$bin/node" --version)"
[ "$have" = "$want" ] || { echo "node24: expected $want, got $have" >&2; exit 1; }
[ $# -gt 0 ] || { echo "$bin"; exit 0; }
PATH="$bin:$PATH" exec "$@"
