#!/usr/bin/python3
"""Checks that the source tree's layers hold, from the #include lines of every .h/.cpp.

Usage: check_layers.py ROOT [--expect EXIT OUTPUT_FILE]

1. Each game/ folder includes only itself and the folders below it in LAYERS; game/app includes
   anything; engine/ never includes game code. A game/ folder missing from LAYERS is an error.
2. No include cycle between folders. The order already rules cycles out, but a cycle is what a
   reader looks for, so each one is named with one include line per edge.
3. The simulation (every folder but game/app) includes no GL, GLFW, Assimp, stb, ImGui or engine
   header, and does no I/O (<fstream>, <iostream>, <filesystem>) outside game/data.
4. What the tick runs (orbit, well, world, fleet, combat, sim, and the computer players and match in
   ai and match) includes no clock, thread, <random> or
   hashed container header: the same start and commands must give the same bits.
Prints each violation as FILE:LINE: error: ..., then a summary line; exits 1 on any violation,
2 if ROOT has no sources (so a wrong path never passes), 0 otherwise. With --expect, runs the
check and passes only if its exit code and output match (the tests on tests/data/layers/).
"""
import argparse
import collections
import difflib
import os
import pathlib
import re
import sys

# The order, lowest first. A folder may include itself and folders of a lower rank, nothing else.
LAYERS = {
    "game/astro": 0,   # units, constants, dates and time scales: the base, needs no other folder
    "game/orbit": 1,   # Kepler orbits, in astro's units and time scales
    "game/well": 2,    # gravity wells: rings about a planet, ring positions at a time
    "game/world": 3,   # solar system, bodies, stations: a station sits on a well's ring
    "game/fleet": 4,   # ships fly among the world's bodies to its stations
    "game/combat": 5,  # weapons, defences and damage: what ships and stations fight with
    "game/sim": 6,     # GameState and the step: the world, its fleets and their fights together
    "game/data": 7,    # the JSON gate that builds the simulation's objects, and render's sibling:
    "game/render": 7,  # SceneView, what to draw of the simulation; neither needs the other
    "game/ai": 7,      # computer players: what a player knows, and the commands it gives
    "game/net": 7,     # LAN play: packets, the lockstep turns, the ENet transport (commands, not the tick)
    "game/match": 8,   # a skirmish: the data's world, its seats and computer players, victory
    "game/save": 9,    # saved games: the state and a match's part, to JSON and back
    "game/app": 10,    # the executable, which ties the game to the engine: may include anything
}
SIMULATION = [f for f in LAYERS if f != "game/app"]
ORDER = " < ".join("|".join(f[5:] for f in LAYERS if LAYERS[f] == r)
                   for r in sorted(set(LAYERS.values())))
PLATFORM = re.compile(r"(glad|GL|GLFW|OpenGL|KHR|assimp|backends)/|stb_|imgui")
IO = {"fstream", "iostream", "filesystem"}
# What a deterministic tick must not depend on: the clock, thread timing, unseeded chance, and the
# iteration order of hashed containers. astro reads the wall clock for "now" (the desktop's start);
# data keeps hashed maps of source positions, which never reach the state.
NONDETERMINISTIC = {"chrono", "ctime", "time.h", "random", "thread", "unordered_map", "unordered_set"}
TICK_FOLDERS = {"game/orbit", "game/well", "game/world", "game/fleet", "game/combat", "game/sim", "game/ai",
                "game/match"}
INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^">]+)[">]')
SOURCES = {".h", ".hpp", ".cpp", ".cc", ".inl"}
Edges = dict[str, dict[str, tuple[str, str]]]  # folder -> folder it includes -> (FILE:LINE, name)


def folder_of(rel: pathlib.PurePath) -> str:
    """The layer a file (path relative to the root) belongs to: engine, or game/<folder>."""
    parts = rel.parts
    return "engine" if parts[0] == "engine" else "/".join(parts[:2]) if len(parts) > 2 else "game"


def check(root: pathlib.Path) -> tuple[int, list[str]]:
    files = sorted(p for top in ("game", "engine") for p in (root / top).rglob("*")
                   if p.suffix in SOURCES and p.is_file())
    for top in ("game", "engine"):
        if not any(p.relative_to(root).parts[0] == top for p in files):
            return 2, [f"{root}: error: no source files under {top}/: is the tree's path right?"]
    # Includes are written relative to game/, game/app/ or engine/: the first name says the folder.
    prefix = {f[5:]: f for f in LAYERS}
    prefix.update({d.name: "game/app" for d in (root / "game/app").glob("*") if d.is_dir()})
    prefix.update({d.name: "game/" + d.name for d in (root / "game").glob("*") if d.is_dir()})
    prefix.update({d.name: "engine" for d in (root / "engine").glob("*") if d.is_dir()})

    def target(rel: pathlib.Path, src: str, quote: str, name: str) -> str | None:
        """The folder an include names, or None for a header from outside the tree."""
        if name.startswith("."):
            norm = os.path.normpath(rel.parent / name)
            return None if norm.startswith("..") else folder_of(pathlib.PurePath(norm))
        parts = name.split("/")
        if len(parts) == 1:
            return src if quote == '"' else None
        if parts[0] == "game" and len(parts) > 2:
            return "game/" + parts[1]
        return "engine" if parts[0] == "engine" else prefix.get(parts[0])

    errors: list[str] = []
    edges: Edges = collections.defaultdict(dict)
    folders: set[str] = set()
    for path in files:
        rel, src = path.relative_to(root), folder_of(path.relative_to(root))
        if src != "engine" and src not in LAYERS and src not in folders:
            errors.append(f"{rel}:1: error: {src} has no place in the layer order at the top of "
                          f"tests/check_layers.py (order: {ORDER}); add it there")
        folders.add(src)
        lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
        for number, line in enumerate(lines, 1):
            match = INCLUDE.match(line)
            if not match:
                continue
            quote, name = match.groups()
            spelled, where = f'"{name}"' if quote == '"' else f"<{name}>", f"{rel}:{number}"
            dst = target(rel, src, quote, name)
            if dst and dst != src:
                edges[src].setdefault(dst, (where, spelled))
            if src == "engine" and dst and dst != "engine":
                errors.append(f"{where}: error: engine includes game code ({dst}, {spelled}); "
                              "the engine never depends on the game")
            elif src in SIMULATION and (dst == "engine" or PLATFORM.match(name)):
                what = "an engine" if dst == "engine" else "a GL, GLFW, Assimp, stb or ImGui"
                errors.append(f"{where}: error: {src} includes {spelled}, {what} header; the "
                              "simulation never touches the platform or the engine")
            elif src in TICK_FOLDERS and name in NONDETERMINISTIC:
                errors.append(f"{where}: error: {src} includes {spelled}; what the tick reads must "
                              "not depend on clocks, threads, unseeded chance or hash order")
            elif src in SIMULATION and name in IO and src != "game/data":
                errors.append(f"{where}: error: {src} includes {spelled}; the simulation does no "
                              "I/O (only game/data reads files)")
            elif src in SIMULATION and dst in LAYERS and dst != src and \
                    LAYERS[dst] >= LAYERS[src]:
                how = "a folder above it" if LAYERS[dst] > LAYERS[src] else "its sibling"
                errors.append(f"{where}: error: {src} includes {dst} ({spelled}), {how} "
                              f"(order: {ORDER})")
    errors += cycle_errors(edges)
    summary = f"{len(files)} files in {len(folders)} folders checked ({', '.join(sorted(folders))})"
    if errors:
        count = sum(": error: " in line for line in errors)
        return 1, errors + [f"layer check failed: {count} violation(s); {summary}"]
    return 0, [f"layers hold: {summary}"]


def cycle_errors(edges: Edges) -> list[str]:
    """One error per include cycle between folders (the shortest through each folder), with a
    note naming one include line for each edge."""
    def rank(folder: str) -> tuple[int, str]:
        return LAYERS.get(folder, 99), folder

    cycles: list[list[str]] = []
    for start in sorted(edges, key=rank):
        paths, queue, cycle = {start: [start]}, collections.deque([start]), None
        while queue and cycle is None:
            node = queue.popleft()
            for nxt in sorted(edges[node], key=rank):
                if nxt == start:
                    cycle = paths[node]
                    break
                if nxt not in paths:
                    paths[nxt] = paths[node] + [nxt]
                    queue.append(nxt)
        if cycle:
            low = cycle.index(min(cycle, key=rank))
            cycle = cycle[low:] + cycle[:low]
            if cycle not in cycles:
                cycles.append(cycle)
    out = []
    for cycle in cycles:
        steps = list(zip(cycle, cycle[1:] + cycle[:1]))  # at least two: no folder is its own edge
        out.append(f"{edges[cycle[0]][cycle[1]][0]}: error: include cycle between folders: "
                   f"{' -> '.join(cycle + cycle[:1])}")
        out += [f"{edges[a][b][0]}: note: {a} -> {b} ({edges[a][b][1]})" for a, b in steps]
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("root", type=pathlib.Path)
    parser.add_argument("--expect", nargs=2, metavar=("EXIT", "OUTPUT_FILE"))
    args = parser.parse_args()
    code, lines = check(args.root)
    print("\n".join(lines))
    if not args.expect:
        return code
    want = pathlib.Path(args.expect[1]).read_text(encoding="utf-8").splitlines()
    got = [line.replace(str(args.root), "<root>") for line in lines]
    if code != int(args.expect[0]) or got != want:
        print(f"FAIL: exit {code} (expected {args.expect[0]}); output against {args.expect[1]}:")
        print("\n".join(difflib.unified_diff(want, got, "expected", "actual", lineterm="")))
        return 1
    print(f"PASS: exit {code} and the output expected")
    return 0


if __name__ == "__main__":
    sys.exit(main())
