#!/usr/bin/python3
"""Checks the data files against their committed JSON Schema with a real validator.

Usage: check_json_schema.py DATA_DIR

Every *.json under DATA_DIR (other than the schemas themselves) must name its schema in "$schema"
and satisfy it. To show that the validator is really checking, variants of data/solar_system.json
and data/combat.json with one known mistake each must be rejected. Uses Debian's python3-jsonschema; prints
'N passed, N failed' and exits non-zero on any failure.
"""
import copy
import json
import pathlib
import sys

import jsonschema


def main() -> int:
    data_dir = pathlib.Path(sys.argv[1])
    passed, failed = 0, 0

    def check(ok: bool, what: str) -> None:
        nonlocal passed, failed
        if ok:
            passed += 1
        else:
            failed += 1
            print(f"FAIL: {what}")

    files = sorted(p for p in data_dir.rglob("*.json") if not p.name.endswith(".schema.json"))
    check(len(files) > 0, f"no data files under {data_dir}")
    for path in files:
        document = json.loads(path.read_text(encoding="utf-8"))
        schema_name = document.get("$schema") if isinstance(document, dict) else None
        schema_path = path.parent / schema_name if schema_name else None
        if schema_path is None or not schema_path.is_file():
            check(False, f"{path}: names no schema that exists (\"$schema\": {schema_name!r})")
            continue
        schema = json.loads(schema_path.read_text(encoding="utf-8"))
        jsonschema.Draft202012Validator.check_schema(schema)
        errors = list(jsonschema.Draft202012Validator(schema).iter_errors(document))
        for e in errors:
            print(f"{path}: /{'/'.join(map(str, e.absolute_path))}: {e.message}")
        check(not errors, f"{path} satisfies {schema_path.name}")

    # The validator must reject each known mistake.
    base = json.loads((data_dir / "solar_system.json").read_text(encoding="utf-8"))
    schema = json.loads((data_dir / "solar_system.schema.json").read_text(encoding="utf-8"))
    validator = jsonschema.Draft202012Validator(schema)

    def mutated(change):
        doc = copy.deepcopy(base)
        change(doc)
        return doc

    planet = 3  # Earth
    mistakes = {
        "eccentricity 1.0": lambda d: d["bodies"][planet]["orbit"]["at_j2000"].update(eccentricity=1.0),
        "negative radius": lambda d: d["bodies"][planet].update(radius_km=-5),
        "string for a number": lambda d: d["bodies"][planet].update(radius_km="6371"),
        "typo in a key": lambda d: d["bodies"][planet]["orbit"]["at_j2000"].update(eccentricty=0.1),
        "planet without orbit": lambda d: d["bodies"][planet].pop("orbit"),
        "orbit on the star": lambda d: d["bodies"][0].update(orbit=d["bodies"][planet]["orbit"]),
        "bad colour": lambda d: d["bodies"][planet].update(color="blue"),
        "unknown kind": lambda d: d["bodies"][planet].update(kind="moon"),
        "no bodies": lambda d: d.pop("bodies"),
    }
    for what, change in mistakes.items():
        check(not validator.is_valid(mutated(change)), f"the schema rejects: {what}")

    # The combat rules' schema is closed everywhere and bounds every number.
    combat = json.loads((data_dir / "combat.json").read_text(encoding="utf-8"))
    combat_validator = jsonschema.Draft202012Validator(
        json.loads((data_dir / "combat.schema.json").read_text(encoding="utf-8")))

    def combat_mutated(change):
        doc = copy.deepcopy(combat)
        change(doc)
        return doc

    combat_mistakes = {
        "an unknown damage type": lambda d: d["weapons"][0].update(damage="plasma"),
        "a range of 0 km": lambda d: d["weapons"][0].update(range_km=0),
        "a negative multiplier": lambda d: d["damage_types"]["em"].update(shield=-1),
        "a damage type missing": lambda d: d["damage_types"].pop("electric"),
        "five mounts": lambda d: d["ships"][4]["weapons"].append({"weapon": "Railgun"}),
        "an unknown key in a ship": lambda d: d["ships"][0].update(armor=5),
        "no guns": lambda d: d["ships"][0]["weapons"][0].update(guns=0),
    }
    for what, change in combat_mistakes.items():
        check(not combat_validator.is_valid(combat_mutated(change)), f"the combat schema rejects: {what}")

    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
