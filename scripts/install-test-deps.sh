#!/usr/bin/env bash
# Installs what the test suites need and is not in the repository:
#  - Debian's Chromium at /usr/bin/chromium (Playwright drives it; no browser is ever downloaded);
#  - xmllint (Debian's libxml2-utils): the SEPA file's test validates against the ISO 20022 schema with it;
#  - node_modules via `npm ci` when missing or older than package-lock.json.
# Safe to run repeatedly: it does nothing when everything is in place.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# shellcheck source=lib/apt.sh
source scripts/lib/apt.sh

if [ ! -x /usr/bin/chromium ]; then
  echo "install-test-deps: /usr/bin/chromium missing; installing Debian's chromium" >&2
  apt_install chromium
  [ -x /usr/bin/chromium ] || { echo "install-test-deps: chromium install did not provide /usr/bin/chromium" >&2; exit 1; }
fi

if ! command -v xmllint >/dev/null 2>&1; then
  echo "install-test-deps: xmllint missing; installing Debian's libxml2-utils" >&2
  apt_install libxml2-utils
  command -v xmllint >/dev/null 2>&1 || { echo "install-test-deps: libxml2-utils did not provide xmllint" >&2; exit 1; }
fi

# npm writes node_modules/.package-lock.json on every install; when package-lock.json is newer (a pull changed
# it) or the hidden lock is absent, the tree is stale.
if [ ! -d node_modules ] || [ ! -f node_modules/.package-lock.json ] ||
  [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "install-test-deps: node_modules missing or stale; running npm ci" >&2
  export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
  # Only from the lock file: a package-lock.json out of step with package.json fails here, as it would for anyone
  # installing on another platform. The lock holds every platform's optional packages (docs/decisions/0010).
  npm ci --no-audit --no-fund
fi

