#!/bin/sh
# `npm test` (and CI's `.ci/run`): installs what the tests need, then every check and test in turn,
# stopping at the first that fails. Whatever happens, it ends with the time each step took, so a CI
# log says where its minutes went.
set -eu
cd "$(dirname "$0")/.."

times=''
current=''
at_exit() {
  status=$?
  printf '\n各步骤用时（秒）：\n%s' "$times"
  [ "$status" = 0 ] || printf '失败于：%s\n' "$current"
}
trap at_exit EXIT

step() {
  current="$*"
  started=$(date +%s)
  "$@"
  times="$times$(printf '%6s  %s' "$(($(date +%s) - started))" "$*")
"
}

step sh scripts/bootstrap.sh --browser
step pnpm typecheck
step pnpm lint
step pnpm format:check
step pnpm build
step pnpm test:unit
step pnpm test:e2e
step pnpm test:store
step pnpm test:compat
step pnpm test:first-run
step pnpm test:bench
