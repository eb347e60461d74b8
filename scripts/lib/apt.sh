# Shared helper: install Debian packages, running `apt-get update` at most once per hour on this machine
# (a stamp file records the last update, so install-test-deps.sh and pg-cluster.sh share it).
# Usage: source scripts/lib/apt.sh; apt_install chromium

APT_STAMP="${APT_STAMP:-/tmp/.woonportaal-apt-updated}"

apt_install() {
  if [ "$(id -u)" -ne 0 ]; then
    echo "apt_install: need root to install $* (run: sudo apt-get update && sudo apt-get install -y $*)" >&2
    return 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  if [ ! -f "$APT_STAMP" ] || [ -n "$(find "$APT_STAMP" -mmin +60 2>/dev/null)" ]; then
    echo "apt-get update" >&2
    apt-get update -q >&2 || return 1
    touch "$APT_STAMP"
  fi
  echo "apt-get install -y $*" >&2
  apt-get install -y -q "$@" >&2
}
