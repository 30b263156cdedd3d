#!/usr/bin/env bash
# Installs the Debian 12 packages Perihelion needs, only those missing; does nothing when all are
# present. Uses sudo when not run as root. Nothing else is downloaded, at build or at run time.
set -euo pipefail

packages=(
  build-essential cmake pkg-config          # compiler and build
  libglfw3-dev libglm-dev libassimp-dev     # window and input, maths, model loading
  libstb-dev libimgui-dev python3-glad      # images, HUD, the GL loader generator
  libgl-dev libgl1-mesa-dri                 # OpenGL (Mesa llvmpipe where there is no GPU)
  nlohmann-json3-dev libcli11-dev           # data files, command line
  libenet-dev                               # LAN play: reliable ordered channels over UDP
  libgtest-dev libbenchmark-dev             # tests and benchmarks
  python3 python3-jsonschema                # the JSON Schema check of data/
  xvfb xauth                                # GL tests with no display
  openuniverse-common                       # planet textures (optional at run time)
)

# Only scripts/fuzz.sh asks for these: the game and its tests build with GCC, and a player who only runs
# the game need not install a second compiler. Debian's clang 14, libFuzzer and the sanitizers' runtimes,
# and llvm-symbolizer for the crash reports' stack traces.
if [ "${1:-}" = "--fuzz" ]; then
  packages+=(clang-14 libclang-rt-14-dev llvm-14)
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing missing Debian packages: ${missing[*]}"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
