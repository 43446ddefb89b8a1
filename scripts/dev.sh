#!/bin/sh
# pnpm dev                              every app's dev server and the backend (installs first, as npm start does)
# pnpm dev <remote> [--console <address>]
#                                       that remote alone, inside a console that already runs (so everything
#                                       is installed): straight to the Rspack CLI, which loads
#                                       deploy/build/devRemote.rspack.config.ts, for a start in seconds
set -eu
case "${1:-}" in
  "" | -*)
    sh scripts/bootstrap.sh
    exec pnpm --filter @console/deploy dev "$@"
    ;;
esac
remote=$1
shift
address=""
while [ $# -gt 0 ]; do
  case "$1" in
    --console) address=${2:-}; shift 2 ;;
    --console=*) address=${1#--console=}; shift ;;
    *) echo "未知的参数：$1（用法：pnpm dev <远程模块> [--console <控制台地址>]）" >&2; exit 1 ;;
  esac
done
cd deploy
CONSOLE_DEV_REMOTE=$remote CONSOLE_DEV_CONSOLE=$address CONSOLE_DEV_STARTED_AT=$(date +%s%3N) \
  exec node node_modules/@rspack/cli/bin/rspack.js serve -c build/devRemote.rspack.config.ts --mode development
