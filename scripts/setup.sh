#!/usr/bin/env bash
# Makes a clone ready for tests, the demo and the bench: npm dependencies, Debian
# Chromium, Firefox ESR, WebKitGTK and PostgreSQL, built packages. Idempotent: steps already done are skipped.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { echo "setup: $*"; }

# npm ci writes node_modules/.package-lock.json; an older copy means the lockfile moved on.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  step "installing npm dependencies (npm ci)"
  npm ci --no-audit --no-fund
fi

# Browser tests drive Debian's Chromium; playwright's own browser download is never used.
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$chromium" ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "setup: Chromium is missing at $chromium and installing it needs root." >&2
    echo "setup: run 'sudo apt-get update && sudo apt-get install -y chromium', or set CHROMIUM_PATH." >&2
    exit 1
  fi
  step "installing Debian chromium (apt-get)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y chromium
  [ -x "$chromium" ] || { echo "setup: apt-get installed chromium, but $chromium is still missing." >&2; exit 1; }
fi

# The other engines' browser tests (e2e/embedded-firefox, e2e/embedded-webkit) drive Debian's Firefox ESR and
# WebKitGTK (WebKitWebDriver under Xvfb): no browser download. Installed here, before test files run in parallel.
if { [ ! -x /usr/bin/firefox-esr ] || [ ! -x /usr/bin/WebKitWebDriver ] || [ ! -x /usr/bin/Xvfb ]; } && [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
  step "installing Debian firefox-esr, webkit2gtk-driver and xvfb (apt-get)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y firefox-esr webkit2gtk-driver xvfb || { apt-get update && apt-get install -y firefox-esr webkit2gtk-driver xvfb; } || \
    echo "setup: could not install firefox-esr, webkit2gtk-driver or xvfb; the Firefox and WebKit tests will fail saying what is missing." >&2
fi

# The server's PostgreSQL tests start their own clusters from Debian's binaries. Installed here, before
# the test files run in parallel: two of them calling apt-get at once would meet dpkg's lock.
if [ -z "$(ls /usr/lib/postgresql/*/bin/initdb 2>/dev/null)" ] && [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
  step "installing Debian postgresql (apt-get)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y --no-install-recommends postgresql || { apt-get update && apt-get install -y --no-install-recommends postgresql; } || \
    echo "setup: could not install postgresql; the PostgreSQL tests will say why they are skipped." >&2
fi

# Built packages are reused while no source, template or dependency changed since the last build
# (.tmp/build-stamp); a fresh clone, a pull or an edit builds again. The build's output goes to
# .tmp/build.log and is shown only when it fails.
stamp=.tmp/build-stamp
sources=(schema secure-site kit cli templates package-lock.json node_modules/.package-lock.json)
changed() {
  [ ! -f "$stamp" ] && return 0
  for dist in schema/dist secure-site/dist kit/dist cli/dist; do [ -d "$dist" ] || return 0; done
  [ -n "$(find "${sources[@]}" \( -name node_modules -o -name dist -o -name .tmp \) -prune -o -newer "$stamp" -type f -print -quit 2>/dev/null)" ]
}
if changed; then
  step "building packages (npm run build; output in .tmp/build.log)"
  mkdir -p .tmp
  if ! npm run build > .tmp/build.log 2>&1; then
    cat .tmp/build.log >&2
    echo "setup: FAILED: 'npm run build' did not succeed; its output is above (and in .tmp/build.log)." >&2
    rm -f "$stamp"
    exit 1
  fi
  touch "$stamp"
else
  step "packages unchanged since the last build: reusing them (delete .tmp/build-stamp to force a build)"
fi
step "ready"
