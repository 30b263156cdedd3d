// The Moon, the Galilean moons and Titan at 21 dates 1900-2100, from the npm package astronomia.
//
// Dependency (not in this repository): astronomia 4.2.0 (github.com/commenthol/astronomia, MIT):
//   npm install --prefix /tmp/h2 astronomia@4.2.0
// Usage (from this directory):
//   node make_moon_reference.cjs /tmp/h2 > moon_reference_tt.csv
//   node make_moon_reference.cjs /tmp/h2 --check     # the published check values below
//
// Moon: ELP/MPP02, full series fitted to DE405 (data/elpMppDeFull.js), elp.Moon.positionXYZ:
//   geocentric, mean ecliptic and equinox of J2000, km. A true 3D vector.
// Io, Europa, Ganymede, Callisto: jupitermoons.e5 (Meeus, Astronomical Algorithms, 2nd ed., ch. 44,
//   the high-accuracy method from Lieske's theory E5); Titan: saturnmoons.positions (Meeus ch. 46).
//   These are NOT 3D jovicentric/saturnicentric vectors: they are Meeus's apparent X, Y as seen from
//   the Earth (sky plane, in the planet's equatorial radii, X along the planet's equator positive to
//   the west, Y positive to the north), with light time and perspective applied.
'use strict'
const { createRequire } = require('module')

const prefix = process.argv[2]
if (!prefix) {
  console.error('usage: node make_moon_reference.cjs NPM_PREFIX [--check]')
  process.exit(2)
}
const requireFrom = createRequire(prefix.replace(/\/?$/, '/'))
const { planetposition, elp, jupitermoons, saturnmoons } = requireFrom('astronomia')
const version = requireFrom('astronomia/package.json').version
const data = requireFrom('astronomia/data').default

const earth = new planetposition.Planet(data.vsop87Bearth)
const jupiter = new planetposition.Planet(data.vsop87Bjupiter)
const saturn = new planetposition.Planet(data.vsop87Bsaturn)
const moon = new elp.Moon(data.elpMppDeFull)
const GALILEAN = ['Io', 'Europa', 'Ganymede', 'Callisto']

function rows (jd) {
  const out = []
  const m = moon.positionXYZ(jd)
  out.push([jd, 'Moon', 'Earth', 'ecliptic_J2000', 'km', m.x.toFixed(3), m.y.toFixed(3), m.z.toFixed(3)])
  const g = jupitermoons.e5(jd, earth, jupiter)
  GALILEAN.forEach((name, i) => {
    out.push([jd, name, 'Jupiter', 'apparent_sky_from_Earth', 'R_Jupiter', g[i].x.toFixed(6), g[i].y.toFixed(6), ''])
  })
  const s = saturnmoons.positions(jd, earth, saturn)[saturnmoons.titan]
  out.push([jd, 'Titan', 'Saturn', 'apparent_sky_from_Earth', 'R_Saturn', s.x.toFixed(6), s.y.toFixed(6), ''])
  return out
}

if (process.argv[3] === '--check') {
  // ELP/MPP02: geocentric J2000-ecliptic km, published by Y.-T. Liu (ytliu0.github.io/ElpMpp02/ElpMpp02v.html)
  // from the authors' Fortran code and files. Meeus: worked examples 44.b (JDE 2448972.50068) and 46.a
  // (JDE 2451439.50074), the values asserted in astronomia's test/jupitermoons.test.js and
  // test/saturnmoons.test.js (github.com/commenthol/astronomia), 4 and 3 decimals.
  const elpRef = [[2444239.5, 43890.28240, 381188.72745, -31633.38165], [2446239.5, -313664.59645, 212007.26674, 33744.75120],
    [2448239.5, -273220.06067, -296859.76822, -34604.35700], [2450239.5, 171613.14280, -318097.33750, 31293.54824],
    [2452239.5, 396530.00635, 47487.92249, -36085.30903]]
  let worst = 0
  for (const [jd, x, y, z] of elpRef) {
    const p = moon.positionXYZ(jd)
    worst = Math.max(worst, Math.hypot(p.x - x, p.y - y, p.z - z))
  }
  console.log(`Moon (ELP/MPP02) vs Liu's values: largest |difference| ${(worst * 1000).toFixed(0)} m`) // positions in km
  const g = jupitermoons.e5(2448972.50068, earth, jupiter)
  const meeus44 = [[-3.4503, 0.2137], [7.4418, 0.2752], [1.2010, 0.5900], [7.0720, 1.0290]]
  GALILEAN.forEach((n, i) => console.log(`${n} 44.b: X ${g[i].x.toFixed(4)} (Meeus ${meeus44[i][0]}), Y ${g[i].y.toFixed(4)} (Meeus ${meeus44[i][1]})`))
  const t = saturnmoons.positions(2451439.50074, earth, saturn)[saturnmoons.titan]
  console.log(`Titan 46.a: X ${t.x.toFixed(3)} (Meeus 14.568), Y ${t.y.toFixed(3)} (Meeus 4.738)`)
  process.exit(0)
}

// 21 dates: 1900 Jan 1.5 (JD 2415021.0) to 2100 Jan 1.5 every 10 Julian years, plus a fractional offset.
const lines = []
lines.push('# The Moon, the Galilean moons and Titan, 1900-2100, from the npm package astronomia ' + version + '.')
lines.push('# jd_tt: Julian date, TT. One row per body and date; read frame and unit on each row.')
lines.push('# Moon: geocentric x, y, z in km, mean ecliptic and equinox of J2000 (a 3D vector): ELP/MPP02 full series')
lines.push('#   fitted to DE405 (J. Chapront and G. Francou 2003, A&A 404, 735). Published accuracy (their Table 5,')
lines.push('#   1500-2500 vs DE406): longitude -0.06" to +0.40", latitude 0.034", distance 29 m.')
lines.push('# Io, Europa, Ganymede, Callisto (Meeus, Astronomical Algorithms 2nd ed., ch. 44, high-accuracy method after')
lines.push('#   Lieske\'s E5) and Titan (Meeus ch. 46): NOT 3D vectors. x, y are Meeus\'s apparent X, Y as seen from the')
lines.push('#   Earth, in equatorial radii of the planet: X along the planet\'s equator, positive to the west; Y positive')
lines.push('#   to the north; light time and perspective included; z is left empty. No published accuracy figure checked.')
lines.push('# Checks (make_moon_reference.cjs --check): Moon within 76 m of Y.-T. Liu\'s published ELP/MPP02 values at')
lines.push('#   5 dates 1980-2001 (ytliu0.github.io/ElpMpp02; which of the two parameter fits they use was not checked);')
lines.push('#   Meeus\'s examples 44.b and 46.a (values as in astronomia\'s own tests) reproduced to 4 and 3 decimals.')
lines.push('# Made by make_moon_reference.cjs; not from Perihelion code.')
lines.push('jd_tt,body,center,frame,unit,x,y,z')
for (let i = 0; i <= 20; i++) {
  const jd = 2415021.0 + i * 3652.5 + (i % 3) * 0.3125
  for (const r of rows(jd)) lines.push([r[0].toFixed(4), ...r.slice(1)].join(','))
}
console.log(lines.join('\n'))
