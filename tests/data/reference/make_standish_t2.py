#!/usr/bin/env python3
"""Standish's approximate planetary positions, written from JPL's description alone.

Source of the algorithm: E. M. Standish, "Keplerian Elements for Approximate Positions of
the Major Planets" (JPL SSD, aprx_pos_planets.pdf), as summarised in shared/reference/README.md:
  1. T = (JD_TT - 2451545.0) / 36525; each element x = x0 + xdot * T.
  2. omega = varpi - Omega; M = L - varpi (+ b T^2 + c cos(f T) + s sin(f T) for Table 2,
     f T in degrees), reduced to [-180, 180] degrees.
  3. Solve M = E - e sin E (Newton from E0 = M + e sin M, to 1e-15 rad).
  4. x' = a (cos E - e), y' = a sqrt(1 - e^2) sin E, z' = 0.
  5. Rotate to the J2000 ecliptic: r = Rz(-Omega) Rx(-I) Rz(-omega) r'.
Output: heliocentric ecliptic-J2000 x, y, z in au. Python 3, standard library only.

Usage (from this directory):
  python3 make_standish_t2.py > standish_t2_expected_tt.csv            # Table 2a/2b
  python3 make_standish_t2.py --table1 standish_expected_tt.csv        # check against Table 1 reference
"""
import csv
import math
import sys

HERE = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."

BODIES = ["Mercury", "Venus", "EM Bary", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune", "Pluto"]

# Julian dates (TT) over 3000 BC - 3000 AD: calendar years' Jan 1.5 (Julian calendar before 1582,
# Gregorian after), the range's ends, and some odd fractional dates.
DATES = [
    625673.5,      # 3000 BC Jan 1 (year -2999, Julian calendar), start of Table 2's range
    625673.5 + 0.25,
    990557.5,      # -2000 Jan 1 (Julian calendar)
    1355807.5,     # -1000 Jan 1
    1538432.5,     # -500 Jan 1
    1721057.5,     # year 0 (1 BC) Jan 1
    1903682.5,     # 500 Jan 1
    2086307.5,     # 1000 Jan 1
    2268932.5,     # 1500 Jan 1
    2341972.5,     # 1700 Jan 1 (Gregorian)
    2378131.5,     # 1799 Jan 1
    2378496.5,     # 1800 Jan 1
    2415020.5,     # 1900 Jan 1
    2433282.5,     # 1950 Jan 1
    2451544.5,     # 2000 Jan 1
    2451545.0,     # J2000.0
    2460000.3137,  # 2023 Feb 24, fractional
    2469807.5,     # 2050 Jan 1
    2470172.5,     # 2051 Jan 1
    2488069.5,     # 2100 Jan 1
    2634166.5,     # 2500 Jan 1
    2816422.5,     # 2999 Jan 1
    2816787.5,     # 3000 AD Jan 1
    2817151.5,     # 3000 AD Dec 31, end of Table 2's range
    812345.678,    # odd fractional dates
    1234567.891,
    1600000.125,
    2000000.999,
    2299160.5,     # 1582 Oct 15, first Gregorian day
    2405123.4567,
    2525252.75,
    2700000.0001,
]


def read_elements(path):
    """Rows of a JPL elements CSV (comment lines start with '#'), keyed by planet name."""
    with open(path, newline="") as f:
        rows = csv.DictReader(line for line in f if not line.startswith("#"))
        return {r["planet"]: r for r in rows}


def number(row, key):
    """A cell as a float; an empty or missing cell counts as 0 (Table 2b's empty terms)."""
    v = row.get(key)
    return float(v) if v not in (None, "") else 0.0


def solve_kepler(M, e):
    """E with M = E - e sin E (radians), Newton's method from E0 = M + e sin M, to 1e-15 rad."""
    E = M + e * math.sin(M)
    for _ in range(100):
        dE = (E - e * math.sin(E) - M) / (1.0 - e * math.cos(E))
        E -= dE
        if abs(dE) <= 1e-15:
            break
    return E


def position(row, jd):
    """Heliocentric ecliptic-J2000 (x, y, z) in au of one body at one Julian date (TT)."""
    T = (jd - 2451545.0) / 36525.0
    el = lambda name: number(row, name + "_0") + number(row, name + "_rate") * T
    a, e, I, L, varpi, Omega = el("a"), el("e"), el("I"), el("L"), el("long_peri"), el("long_node")
    b, c, s, f = (number(row, k) for k in ("b", "c", "s", "f"))

    omega = varpi - Omega
    M = L - varpi + b * T * T + c * math.cos(math.radians(f * T)) + s * math.sin(math.radians(f * T))
    M = math.fmod(M, 360.0)
    if M > 180.0:
        M -= 360.0
    elif M < -180.0:
        M += 360.0

    E = solve_kepler(math.radians(M), e)
    xp = a * (math.cos(E) - e)
    yp = a * math.sqrt(1.0 - e * e) * math.sin(E)

    cw, sw = math.cos(math.radians(omega)), math.sin(math.radians(omega))
    cO, sO = math.cos(math.radians(Omega)), math.sin(math.radians(Omega))
    cI, sI = math.cos(math.radians(I)), math.sin(math.radians(I))
    x = (cw * cO - sw * sO * cI) * xp + (-sw * cO - cw * sO * cI) * yp
    y = (cw * sO + sw * cO * cI) * xp + (-sw * sO + cw * cO * cI) * yp
    z = (sw * sI) * xp + (cw * sI) * yp
    return x, y, z


def check_table1(expected_path):
    """Largest |difference| (au) against an expected-positions CSV made from Table 1."""
    elements = read_elements(HERE + "/jpl_elements_1800_2050.csv")
    worst, rows = 0.0, 0
    with open(expected_path, newline="") as f:
        for r in csv.DictReader(line for line in f if not line.startswith("#")):
            # That file repeats the EM Bary position as "Earth" and "EMB".
            body = "EM Bary" if r["body"] in ("Earth", "EMB") else r["body"]
            got = position(elements[body], float(r["jd_tt"]))
            want = (float(r["x"]), float(r["y"]), float(r["z"]))
            worst = max(worst, max(abs(g - w) for g, w in zip(got, want)))
            rows += 1
    print(f"{rows} rows; largest |difference| {worst:.3e} au")
    return worst


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--table1":
        sys.exit(0 if check_table1(sys.argv[2]) <= 1e-12 else 1)
    elements = read_elements(HERE + "/jpl_elements_3000bc_3000ad.csv")
    out = sys.stdout
    out.write("# What a correct implementation of Standish's Table 2a/2b algorithm gives (3000 BC - 3000 AD):\n")
    out.write("# heliocentric ecliptic-J2000 x, y, z in au; jd_tt is the Julian date on the TT scale.\n")
    out.write("# Elements: jpl_elements_3000bc_3000ad.csv (JPL p_elem_t2.txt), with Table 2b's b, c, s, f terms\n")
    out.write("# for Jupiter to Pluto. Made by make_standish_t2.py (Python floats, Kepler by Newton to 1e-15 rad),\n")
    out.write("# written from JPL's description, not from Perihelion's code. Its --table1 mode reproduces\n")
    out.write("# standish_expected_tt.csv to 1e-12 au. \"EM Bary\" is the Earth-Moon barycentre.\n")
    out.write("jd_tt,body,x_au,y_au,z_au\n")
    for jd in DATES:
        for body in BODIES:
            x, y, z = position(elements[body], jd)
            out.write(f"{jd:.4f},{body},{x:.15f},{y:.15f},{z:.15f}\n")


if __name__ == "__main__":
    main()
