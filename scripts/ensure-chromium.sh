#!/bin/sh
# The end-to-end tests drive Debian's Chromium (Playwright cannot download its own browser here).
set -e
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = "0" ]; then SUDO=""; else SUDO="sudo"; fi
$SUDO apt-get update
$SUDO apt-get install -y chromium
