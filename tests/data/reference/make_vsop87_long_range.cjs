// Full VSOP87B (Bretagnon and Francou 1988) heliocentric ecliptic-J2000 positions, 3000 BC - 3000 AD.
//
// Dependency (not in this repository): the npm package astronomia 4.2.0 (github.com/commenthol/astronomia,
// MIT), whose data/vsop87B*.js files hold the full VSOP87B series and data/elpMppDeFull.js the full
// ELP/MPP02 lunar series (Chapront and Francou 2003, fitted to DE405). Install it outside the repository:
//   npm install --prefix /tmp/h2 astronomia@4.2.0
// Usage (from this directory):
//   node make_vsop87_long_range.cjs /tmp/h2 > vsop87_long_range_tt.csv
//   node make_vsop87_long_range.cjs /tmp/h2 --check vsop87_positions_tt.csv    # largest difference, au
//   node make_vsop87_long_range.cjs /tmp/h2 --at JDS.txt OUT.csv   # same bodies at the JDs (TT) listed one a
//                                                                 # line in JDS.txt, full double precision, written
//                                                                 # to OUT.csv (used by measure_t2_vs_vsop87.py)
//
// EMB: VSOP87B gives the Earth, not the Earth-Moon barycentre, so
//   EMB = Earth (VSOP87B) + Moon_geocentric (ELP/MPP02, J2000 ecliptic, km -> au) * m_Moon / (m_Earth + m_Moon),
// with m_Earth / m_Moon = 81.30056 (DE405, the ephemeris ELP/MPP02 was fitted to).
'use strict'
const { createRequire } = require('module')

const prefix = process.argv[2]
if (!prefix) {
  console.error('usage: node make_vsop87_long_range.cjs NPM_PREFIX [--check FILE.csv]')
  process.exit(2)
}
const requireFrom = createRequire(prefix.replace(/\/?$/, '/'))
const astronomia = requireFrom('astronomia')
const version = requireFrom('astronomia/package.json').version
const { planetposition, elp } = astronomia
const data = requireFrom('astronomia/data').default

const AU_KM = 149597870.7
const MOON_FRACTION = 1 / (1 + 81.30056) // m_Moon / (m_Earth + m_Moon)

const planets = {}
for (const name of ['mercury', 'venus', 'earth', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune']) {
  planets[name] = new planetposition.Planet(data['vsop87B' + name])
}
const moon = new elp.Moon(data.elpMppDeFull)

// Heliocentric ecliptic-J2000 x, y, z (au) from VSOP87B's L, B, R.
function vsop87b (name, jde) {
  const p = planets[name].position2000(jde)
  const cb = Math.cos(p.lat)
  return [p.range * cb * Math.cos(p.lon), p.range * cb * Math.sin(p.lon), p.range * Math.sin(p.lat)]
}

function position (body, jde) {
  if (body === 'EMB') {
    const e = vsop87b('earth', jde)
    const m = moon.positionXYZ(jde) // geocentric, km, mean ecliptic and equinox of J2000
    return [e[0] + m.x / AU_KM * MOON_FRACTION, e[1] + m.y / AU_KM * MOON_FRACTION, e[2] + m.z / AU_KM * MOON_FRACTION]
  }
  return vsop87b(body.toLowerCase(), jde)
}

const BODIES = ['Mercury', 'Venus', 'EMB', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune']

if (process.argv[3] === '--check') {
  // Compare with a CSV of full-VSOP87B positions (columns body, x, y, z, jd_tt).
  const fs = require('fs')
  const lines = fs.readFileSync(process.argv[4], 'utf8').split('\n').filter(l => l && !l.startsWith('#'))
  const head = lines.shift().split(',')
  const col = n => head.indexOf(n)
  const worst = {}
  for (const line of lines) {
    const f = line.split(',')
    const body = f[col('body')]
    const got = position(body === 'Earth' ? 'Earth' : body, Number(f[col('jd_tt')]))
    const want = ['x', 'y', 'z'].map(k => Number(f[col(k)]))
    const d = Math.max(...got.map((g, i) => Math.abs(g - want[i])))
    worst[body] = Math.max(worst[body] || 0, d)
  }
  for (const [b, d] of Object.entries(worst)) console.log(`${b}\t${d.toExponential(2)} au`)
  console.log(`all\t${Math.max(...Object.values(worst)).toExponential(2)} au`)
  process.exit(0)
}

if (process.argv[3] === '--at') {
  // Positions of all BODIES at the Julian dates (TT) listed one a line in the given file ('#' lines skipped);
  // numbers written as JavaScript's shortest round-trip form of the double. Written to a file, not stdout,
  // because process.exit() can cut off a large piped stdout.
  const fs = require('fs')
  const jds = fs.readFileSync(process.argv[4], 'utf8').split('\n').map(l => l.trim()).filter(l => l && !l.startsWith('#'))
  const rows = ['jd_tt,body,x_au,y_au,z_au']
  for (const s of jds) {
    const jd = Number(s)
    for (const body of BODIES) rows.push(`${s},${body},${position(body, jd).join(',')}`)
  }
  fs.writeFileSync(process.argv[5], rows.join('\n') + '\n')
  process.exit(0)
}

// 201 dates evenly spaced from 3000 BC Jan 1 (JD 625673.5) to 3000 AD Dec 31 (JD 2817151.5).
const JD_FIRST = 625673.5
const JD_LAST = 2817151.5
const N = 200
const CHECK = '5e-13 au for Mercury-Neptune and the Earth (rounding of its 12 decimals) and 1.4e-9 au for EMB'
const out = []
out.push('# Full VSOP87 version B (P. Bretagnon and G. Francou 1988, A&A 202, 309): heliocentric positions,')
out.push('# dynamical ecliptic and equinox J2000, in au; jd_tt is the Julian date on the TT (= TDB) scale.')
out.push('# 201 dates evenly spaced from 3000 BC Jan 1 (JD 625673.5) to 3000 AD Dec 31 (JD 2817151.5).')
out.push('# VSOP87 holds 1" only within its stated spans (VSOP87.doc): Mercury-Mars 2000 BC - 6000 AD, Jupiter and')
out.push('# Saturn 1 - 4000 AD, Uranus and Neptune 4000 BC - 8000 AD; outside them these are the theory\'s values,')
out.push('# not the true sky.')
out.push(`# Series: npm package astronomia ${version} (data/vsop87B*.js), summed by its planetposition.Planet.position2000.`)
out.push('# EMB = VSOP87B Earth + ELP/MPP02 geocentric Moon (Chapront and Francou 2003; astronomia data/elpMppDeFull.js,')
out.push('# full series, J2000 ecliptic) * m_Moon/(m_Earth+m_Moon), m_Earth/m_Moon = 81.30056.')
out.push('# Check: the same code reproduces vsop87_positions_tt.csv (full VSOP87B, 1800-2050, 27 dates) to')
out.push(`# ${CHECK}.`)
out.push('# Made by make_vsop87_long_range.cjs; not from Perihelion code.')
out.push('jd_tt,body,x_au,y_au,z_au')
for (let i = 0; i <= N; i++) {
  const jd = JD_FIRST + (JD_LAST - JD_FIRST) * i / N
  for (const body of BODIES) {
    const [x, y, z] = position(body, jd)
    out.push(`${jd.toFixed(4)},${body},${x.toFixed(12)},${y.toFixed(12)},${z.toFixed(12)}`)
  }
}
console.log(out.join('\n'))
