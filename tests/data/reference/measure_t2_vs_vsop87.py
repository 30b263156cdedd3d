#!/usr/bin/env python3
"""Maximum error of Standish's Table 2a/2b model against full VSOP87B, 3000 BC - 3000 AD.

Table 2 positions: make_standish_t2.py (imported; its position() and read_elements()).
VSOP87B positions: make_vsop87_long_range.cjs --at (npm astronomia 4.2.0; EMB = VSOP87B Earth +
ELP/MPP02 Moon x m_Moon/(m_Earth+m_Moon), as in vsop87_long_range_tt.csv).
Dates (TT): 20,000 evenly spaced from JD 625673.5 (3000 BC Jan 1) to JD 2817151.5 (3000 AD Dec 31),
both included, minus those from JD 2378495.0 to JD 2470172.75 (1800-2050, where the game uses Table 1).
Errors, heliocentric J2000 ecliptic: longitude difference reduced to [-180, 180] deg, in arcsec;
latitude difference in arcsec; |r_T2 - r_VSOP87| in km (1 au = 149597870.7 km). Prints, per body, the
maxima and the calendar year (astronomical numbering, Julian calendar before 1582 Oct 15) of each.

Usage (from this directory; astronomia installed outside the repository, see make_vsop87_long_range.cjs):
  npm install --prefix /tmp/h3 astronomia@4.2.0
  python3 measure_t2_vs_vsop87.py /tmp/h3            # about 2-3 minutes; Python 3 standard library + node
"""
import csv
import math
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import make_standish_t2 as t2  # noqa: E402

AU_KM = 149597870.7
JD_FIRST, JD_LAST, N_DATES = 625673.5, 2817151.5, 20000
EXCLUDE = (2378495.0, 2470172.75)
BODIES = ["Mercury", "Venus", "EM Bary", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune"]
VSOP_NAME = {"EM Bary": "EMB"}


def dates():
    out = []
    for i in range(N_DATES):
        jd = JD_FIRST + (JD_LAST - JD_FIRST) * i / (N_DATES - 1)
        if not (EXCLUDE[0] <= jd <= EXCLUDE[1]):
            out.append(jd)
    return out


def year_of(jd):
    """Calendar year (astronomical: 0 = 1 BC) of a JD; Julian calendar before JD 2299161 (Meeus ch. 7)."""
    Z = math.floor(jd + 0.5)
    F = jd + 0.5 - Z
    if Z < 2299161:
        A = Z
    else:
        alpha = math.floor((Z - 1867216.25) / 36524.25)
        A = Z + 1 + alpha - math.floor(alpha / 4)
    B = A + 1524
    C = math.floor((B - 122.1) / 365.25)
    D = math.floor(365.25 * C)
    E = math.floor((B - D) / 30.6001)
    month = E - 1 if E < 14 else E - 13
    return C - 4716 if month > 2 else C - 4715


def year_label(y):
    return f"{1 - y} BC" if y <= 0 else f"{y} AD"


def spherical(x, y, z):
    return math.degrees(math.atan2(y, x)), math.degrees(math.atan2(z, math.hypot(x, y))), math.sqrt(x * x + y * y + z * z)


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: python3 measure_t2_vs_vsop87.py NPM_PREFIX   (where astronomia 4.2.0 is installed)")
    jds = dates()
    vsop = {}
    with tempfile.TemporaryDirectory() as tmp:
        jd_file, out_file = os.path.join(tmp, "jds.txt"), os.path.join(tmp, "vsop87.csv")
        with open(jd_file, "w") as f:
            f.write("\n".join(repr(jd) for jd in jds) + "\n")
        subprocess.run(["node", os.path.join(HERE, "make_vsop87_long_range.cjs"), sys.argv[1], "--at", jd_file, out_file],
                       check=True)
        with open(out_file, newline="") as f:
            for r in csv.DictReader(f):
                vsop[(float(r["jd_tt"]), r["body"])] = (float(r["x_au"]), float(r["y_au"]), float(r["z_au"]))
    assert len(vsop) == len(jds) * len(BODIES), len(vsop)

    elements = t2.read_elements(os.path.join(HERE, "jpl_elements_3000bc_3000ad.csv"))
    print(f"{len(jds)} dates (of {N_DATES} evenly spaced JD {JD_FIRST}-{JD_LAST}, "
          f"excluding JD {EXCLUDE[0]}-{EXCLUDE[1]}); Table 2 minus VSOP87B, maxima of |difference|")
    print("| body | longitude (arcsec) | year | latitude (arcsec) | year | distance (km) | year |")
    print("| --- | ---: | --- | ---: | --- | ---: | --- |")
    for body in BODIES:
        worst = [(0.0, None)] * 3
        for jd in jds:
            l1, b1, r1 = spherical(*t2.position(elements[body], jd))
            l2, b2, r2 = spherical(*vsop[(jd, VSOP_NAME.get(body, body))])
            dl = (l1 - l2 + 180.0) % 360.0 - 180.0
            errs = (abs(dl) * 3600.0, abs(b1 - b2) * 3600.0, abs(r1 - r2) * AU_KM)
            worst = [max(w, (e, jd)) for w, e in zip(worst, errs)]
        cells = []
        for e, jd in worst:
            cells += [f"{e:.1f}" if e < 1e4 else f"{e:,.0f}", f"{year_label(year_of(jd))} (JD {jd:.2f})"]
        print(f"| {body} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
