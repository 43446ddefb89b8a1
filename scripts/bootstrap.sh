#!/bin/sh
# Installs what the console needs on a fresh Debian machine that has Node >= 20.19 and nothing else.
# Run it as root (a fresh container has no sudo) or as a user who may use sudo.
#   sh scripts/bootstrap.sh            pnpm 10, the build tools and the workspace's dependencies
#   sh scripts/bootstrap.sh --browser  also what the browser tests need from Debian: Chromium, CJK fonts,
#                                      Kamailio (the SIP registrar), nginx (the production serving setup),
#                                      Ceph's RADOS Gateway with a monitor and an OSD (the S3-compatible
#                                      store `pnpm test:store` publishes the console to)
set -eu

node -e 'const [major, minor] = process.versions.node.split(".").map(Number);
  if (major < 20 || (major === 20 && minor < 19)) { console.error("需要 Node >= 20.19，当前为 " + process.version); process.exit(1); }'

# Runs a command as root: directly when root, else through sudo (keeping PATH, so that a Node outside
# sudo's secure_path is still found).
as_root() {
  if [ "$(id -u)" = 0 ]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1; then
    sudo env "PATH=$PATH" "$@"
  else
    echo "需要 root 权限（$*）：请以 root 身份运行，或先安装 sudo" >&2
    exit 1
  fi
}

if ! pnpm --version 2>/dev/null | grep -q '^10\.'; then
  echo "安装 pnpm 10 ..."
  # npm's global folder belongs to root when Node came from a Debian package or a tarball in /usr/local.
  if [ -w "$(npm prefix --global)/lib/node_modules" ]; then
    npm install --global pnpm@10 >/dev/null
  else
    as_root npm install --global pnpm@10 >/dev/null
  fi
fi

apt_install() {
  echo "安装系统软件包：$*"
  as_root apt-get update -qq
  # Through env: sudo does not pass the caller's environment on.
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

missing=""
# better-sqlite3 (the local backend) compiles itself with node-gyp when no prebuilt binary fits.
command -v python3 >/dev/null 2>&1 || missing="$missing python3"
{ command -v make >/dev/null 2>&1 && command -v g++ >/dev/null 2>&1; } || missing="$missing build-essential"

if [ "${1:-}" = "--browser" ]; then
  [ -x /usr/bin/chromium ] || missing="$missing chromium"
  # The browser tests' headless shell (the same Chromium release; the first-run test and the bench use the full one).
  [ -x /usr/bin/chromium-headless-shell ] || missing="$missing chromium-headless-shell"
  dpkg -s fonts-noto-cjk >/dev/null 2>&1 || missing="$missing fonts-noto-cjk"
  # The SIP registrar the browser phone registers with in the tests.
  [ -x /usr/sbin/kamailio ] || missing="$missing kamailio"
  dpkg -s kamailio-websocket-modules >/dev/null 2>&1 || missing="$missing kamailio-websocket-modules"
  # The production serving setup the browser tests run against.
  [ -x /usr/sbin/nginx ] || missing="$missing nginx"
  dpkg -s libnginx-mod-http-brotli-filter >/dev/null 2>&1 || missing="$missing libnginx-mod-http-brotli-filter"
  # A real S3-compatible store for the publishing tests (about 127 MB); its cluster runs in memory.
  [ -x /usr/bin/radosgw ] || missing="$missing radosgw"
  [ -x /usr/bin/ceph-mon ] || missing="$missing ceph-mon"
  [ -x /usr/bin/ceph-osd ] || missing="$missing ceph-osd"
  # radosgw's one recommended package, installed where the store tests were measured.
  dpkg -s ibverbs-providers >/dev/null 2>&1 || missing="$missing ibverbs-providers"
fi
# shellcheck disable=SC2086
[ -z "$missing" ] || apt_install $missing

pnpm install --frozen-lockfile
