#!/bin/sh
# What the tests need from Debian: Chromium for the end-to-end suite (Playwright cannot download its own browser
# here) and PostgreSQL's server binaries for the suites that run on PostgreSQL (scripts/with-postgres.mjs starts
# a throwaway cluster from them; no service is used). Installs only what is missing, in one apt-get.
set -e
missing=""
if [ ! -x /usr/bin/chromium ]; then missing="$missing chromium"; fi
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then missing="$missing postgresql"; fi
if [ -z "$missing" ]; then exit 0; fi
if [ "$(id -u)" = "0" ]; then SUDO=""; else SUDO="sudo"; fi
$SUDO apt-get update
# shellcheck disable=SC2086
$SUDO apt-get install -y $missing
