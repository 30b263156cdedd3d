#!/usr/bin/env python3
"""Writes the fuzzers' dictionaries from the formats' declarations, so that they follow the formats.

  json.dict       JSON's tokens, and every key and word of the data formats (game/data/*_format.cpp and
                  the names the loaders read: size classes, damage types, fields of view, stances)
  recording.dict  the words of a recording (game/sim/recording.cpp, the commands' names)

libFuzzer splices these into its mutations: a key such as "semi_major_axis_au" is hard to reach a byte
at a time. With --check, writes nothing and exits 1 when a committed dictionary is out of date (the
GCC build's test fuzz_dictionaries_are_current).
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
HERE = pathlib.Path(__file__).resolve().parent
WORD = re.compile(r'"([A-Za-z_$][A-Za-z0-9_$-]*)"')

JSON_TOKENS = ['{', '}', '[', ']', ':', ',', '"', '\\"', '\\\\', '\\u0000', '\\ud800', '\\u202e', 'true', 'false',
               'null', '-', '.', 'e', 'E+', 'e-', '0', '1', '-0', '1e308', '-1e400', '0.0', '4294967296',
               '9007199254740993', '#3d8bff', '2026-12-01T00:00:00Z', 'JD2451545.0', '../data/solar_system.json']
RECORDING_TOKENS = ['perihelion-recording 1', '\n', '\r\n', ' ', '-', '0', '1', '-0', '1e308', '4294967295',
                    '1000000000', '0123456789abcdef', 'ffffffffffffffff', '848275200.12345678', 'nan', 'inf']


def words(paths):
    found = set()
    for path in paths:
        found.update(WORD.findall(path.read_text()))
    return sorted(found)


def entry(token):
    """One dictionary line: the token in quotes, with \\ and " escaped and other bytes as \\xNN."""
    out = ''
    for byte in token.encode():
        c = chr(byte)
        if c in '\\"':
            out += '\\' + c
        elif 0x20 <= byte < 0x7f:
            out += c
        else:
            out += '\\x%02x' % byte
    return '"' + out + '"'


def dictionary(title, tokens):
    lines = [f'# {title}', '# Written by tests/fuzz/make_dictionaries.py: run it again after changing a format.']
    seen = set()
    for token in tokens:
        if token not in seen:
            seen.add(token)
            lines.append(entry(token))
    return '\n'.join(lines) + '\n'


def main():
    data = ROOT / 'game' / 'data'
    names = [ROOT / 'game' / p for p in ('well/size_class.h', 'combat/damage.h', 'fleet/ship_type.h',
                                         'fleet/fleet_state.h')]
    keys = words(sorted(data.glob('*_format.cpp')) + [data / 'format_spec.h', data / 'cost_format.h'] + names)
    json_dict = dictionary('JSON tokens, and the keys and words of the data formats, quoted as JSON has them.',
                           JSON_TOKENS + ['"%s"' % k for k in keys] + ['"%s":' % k for k in keys])
    recording_words = words([ROOT / 'game' / 'sim' / 'recording.cpp', ROOT / 'game' / 'sim' / 'command.cpp',
                             ROOT / 'game' / 'fleet' / 'fleet_state.h'])
    recording_dict = dictionary('The words of a recording (game/sim/recording.h).',
                                RECORDING_TOKENS + [w + ' ' for w in recording_words])
    stale = []
    for name, text in (('json.dict', json_dict), ('recording.dict', recording_dict)):
        path = HERE / name
        if '--check' in sys.argv[1:]:
            if not path.exists() or path.read_text() != text:
                stale.append(name)
        else:
            path.write_text(text)
    if stale:
        print('out of date: ' + ', '.join(stale) + ' (run tests/fuzz/make_dictionaries.py)')
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main())
