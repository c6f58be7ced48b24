#!/usr/bin/env bash
# The fault drill (bench/fault-drill.mjs) puts Debian's HAProxy in front of two server nodes; install it when it is
# missing (needs root and apt).
set -euo pipefail
HAPROXY="${HAPROXY_PATH:-haproxy}"
if command -v "$HAPROXY" >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "HAProxy not found: installing Debian's haproxy package for the fault drill"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy >/dev/null
  exit 0
fi
echo "The fault drill needs HAProxy. Install it (sudo apt-get install -y haproxy) or set HAPROXY_PATH." >&2
exit 1
