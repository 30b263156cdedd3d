#!/usr/bin/env bash
# Makes the README's pictures with the game's own screenshot command (needs a display: Xvfb is started
# when there is none). Same options, same picture: the game is played frame by frame of a fixed length.
#   scripts/readme_pictures.sh        (after a Release build in build/)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${DISPLAY:-}" ]; then
  Xvfb :97 -screen 0 1280x720x24 >/dev/null 2>&1 &
  xvfb=$!
  trap 'kill $xvfb' EXIT
  export DISPLAY=:97
  sleep 1
fi
mkdir -p docs/images
# One scale in a well: the new game a day in (1,560 frames at 1 h/s), focused on the Earth. The Earth and its
# rings are drawn 200 times their size, and Blue's 12 frigates (the "12" marker) ride the inner ring,
# outside the drawn globe.
build/perihelion --scenario data/scenarios/new_game.json --time-rate 3600 --date 2026-11-26T12:00:00Z \
  screenshot --focus Earth --play-frames 1560 --hud --size 1280x720 --out docs/images/earth_well.png
echo "docs/images/earth_well.png"
