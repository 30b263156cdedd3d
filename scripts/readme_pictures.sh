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
for tool in import xdotool; do
  command -v "$tool" >/dev/null || { echo "needs $tool (Debian: apt-get install imagemagick xdotool)" >&2; exit 1; }
done
mkdir -p docs/images
# One scale in a well: the new game a day in (1,560 frames at 1 h/s), focused on the Earth. The Earth and its
# rings are drawn 200 times their size, and Blue's 12 frigates (the "12" marker) ride the inner ring,
# outside the drawn globe.
build/perihelion --scenario data/scenarios/new_game.json --time-rate 3600 --date 2026-11-26T12:00:00Z \
  screenshot --focus Earth --play-frames 1560 --hud --size 1280x720 --out docs/images/earth_well.png
echo "docs/images/earth_well.png"

# The main menu: the game opened with no scenario, as a player first sees it (the window's pixels, with
# ImageMagick's import: the menu is not drawn by the screenshot command). The seed field shows the clock's.
build/perihelion --size 1280x720 >/dev/null 2>&1 &
game=$!
sleep 6
import -window "$(xdotool search --pid $game --name Perihelion | head -1)" docs/images/main_menu.png
kill $game
echo "docs/images/main_menu.png"

# A battle: Blue's 500 ships against Red's in the well of Mars, two real seconds in at real time, as Blue
# sees it (Red's fleets listed as seen; an explosion where a frigate is lost).
build/perihelion --scenario data/scenarios/combat_well.json --time-rate 1 \
  screenshot --play-frames 120 --focus Mars --hud --size 1280x720 --out docs/images/battle.png
echo "docs/images/battle.png"

# The end of a skirmish: you (Blue, on Mars) did nothing against ai:normal (Red, on Venus), at a game day a
# second; Red's strike takes Mars on day 57 and the summary shows the match's graphs and events.
build/perihelion --players human,ai:normal --seed 1 --time-rate 86400 \
  screenshot --play-frames 3600 --hud --size 1280x720 --out docs/images/skirmish_summary.png
echo "docs/images/skirmish_summary.png"
