#!/usr/bin/env bash
# `npm test`: everything (unit, API integration, browser). Same as `npm run test:all`.
exec bash "$(dirname "${BASH_SOURCE[0]}")/test-all.sh" "$@"
