#!/bin/sh
# Installs what the console needs on a fresh Debian machine that has Node >= 20.19 and nothing else.
#   sh scripts/bootstrap.sh            pnpm 10 and the workspace's dependencies
#   sh scripts/bootstrap.sh --browser  also what the browser tests need from Debian: Chromium, CJK fonts,
#                                      Kamailio (the SIP registrar), nginx (the production serving setup)
set -eu

node -e 'const [major, minor] = process.versions.node.split(".").map(Number);
  if (major < 20 || (major === 20 && minor < 19)) { console.error("需要 Node >= 20.19，当前为 " + process.version); process.exit(1); }'

if ! pnpm --version 2>/dev/null | grep -q '^10\.'; then
  echo "安装 pnpm 10 ..."
  npm install --global pnpm@10 >/dev/null
fi

apt_install() {
  sudo=""
  [ "$(id -u)" = 0 ] || sudo="sudo"
  echo "安装系统软件包：$*"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

if [ "${1:-}" = "--browser" ]; then
  missing=""
  [ -x /usr/bin/chromium ] || missing="$missing chromium"
  dpkg -s fonts-noto-cjk >/dev/null 2>&1 || missing="$missing fonts-noto-cjk"
  # The SIP registrar the browser phone registers with in the tests.
  [ -x /usr/sbin/kamailio ] || missing="$missing kamailio"
  dpkg -s kamailio-websocket-modules >/dev/null 2>&1 || missing="$missing kamailio-websocket-modules"
  # The production serving setup the browser tests run against.
  [ -x /usr/sbin/nginx ] || missing="$missing nginx"
  dpkg -s libnginx-mod-http-brotli-filter >/dev/null 2>&1 || missing="$missing libnginx-mod-http-brotli-filter"
  # shellcheck disable=SC2086
  [ -z "$missing" ] || apt_install $missing
fi

pnpm install --frozen-lockfile
