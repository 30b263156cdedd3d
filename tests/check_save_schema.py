#!/usr/bin/python3
"""Checks that saved games match the schema `perihelion schema save` prints (Debian's python3-jsonschema).

Usage: check_save_schema.py PERIHELION SCENARIO WORKDIR

Saves SCENARIO after 30 ticks with `perihelion simulate --save`, validates the save against the
schema, and checks that the schema refuses the save with its tick turned into a string (so that a
schema that allows anything cannot pass).
"""
import json
import pathlib
import subprocess
import sys

import jsonschema


def main() -> int:
    perihelion, scenario, workdir = sys.argv[1], sys.argv[2], pathlib.Path(sys.argv[3])
    workdir.mkdir(parents=True, exist_ok=True)
    save = workdir / "schema_check_save.json"
    subprocess.run([perihelion, "simulate", scenario, "--ticks", "30", "--save", str(save)], check=True,
                   stdout=subprocess.DEVNULL)
    schema = json.loads(subprocess.run([perihelion, "schema", "save"], check=True, capture_output=True, text=True).stdout)
    validator = jsonschema.Draft202012Validator(schema)
    game = json.loads(save.read_text())
    errors = list(validator.iter_errors(game))
    for e in errors:
        print(f"{save}: error: /{'/'.join(map(str, e.path))}: {e.message}")
    game["state"]["tick"] = "30"
    if validator.is_valid(game):
        print("error: the schema accepts a save whose tick is a string")
        return 1
    save.unlink()
    print(f"{save.name}: matches the save schema" if not errors else "")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
