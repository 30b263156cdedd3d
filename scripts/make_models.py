#!/usr/bin/env python3
"""Writes Perihelion's own models into data/models/ (python3 standard library only, deterministic output).

    python3 scripts/make_models.py [--out DIR]

Units are metres. Outputs:
  ship.obj + ship.mtl + ship_hull.png  arrow-like fighter, 20 m long, nose along +x, up +z, left +y
  station.gltf                         ring station ~196 m across, spin axis +z (buffer and PNG as data URIs)
  station.glb                          the same station as binary glTF (PNG inside the BIN chunk)

The PNG, glTF and GLB writers here are also used by tests/data/models/make_fixtures.py.

Index of this file
  [SECTION] PNG writer
  [SECTION] Mesh building (flat-shaded convex parts, torus, cylinder, box)
  [SECTION] glTF 2.0 writer (.gltf with data URIs, .glb)
  [SECTION] OBJ writer
  [SECTION] The ship
  [SECTION] The station
"""
import argparse
import base64
import json
import math
import pathlib
import struct
import zlib

# [SECTION] PNG writer ---------------------------------------------------------------------------


def png_bytes(width, height, pixel):
    """PNG (8-bit RGBA, no interlace) of width x height; pixel(x, y) -> (r, g, b, a), y = 0 is the top row."""
    raw = bytearray()
    for y in range(height):
        raw.append(0)  # filter type 0 (None) for every row
        for x in range(width):
            raw.extend(bytes(pixel(x, y)))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)  # depth 8, colour type 6 = RGBA
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(raw), 9))
            + chunk(b"IEND", b""))


def hash01(x, y, seed):
    """Deterministic pseudo-random value in [0, 1) for a pixel (integer hash, same on every Python)."""
    h = (x * 374761393 + y * 668265263 + seed * 2147483647) & 0xFFFFFFFF
    h = ((h ^ (h >> 13)) * 1274126177) & 0xFFFFFFFF
    return ((h ^ (h >> 16)) & 0xFFFF) / 65536.0


def panel_pixel(base, line, seed, panel=16):
    """Returns pixel(x, y) for a hull-panel pattern: panels of `panel` px, dark seams, rivets, slight noise."""
    def pixel(x, y):
        px, py = x % panel, y % panel
        shade = 0.92 + 0.08 * hash01(x // panel, y // panel, seed)  # each panel a little different
        shade *= 0.97 + 0.03 * hash01(x, y, seed + 1)
        if px == 0 or py == 0:
            colour = line
        elif px in (2, panel - 2) and py in (2, panel - 2):
            colour = tuple(min(255, c + 40) for c in base)  # rivet
        else:
            colour = tuple(int(c * shade) for c in base)
        return (colour[0], colour[1], colour[2], 255)
    return pixel


# [SECTION] Mesh building ------------------------------------------------------------------------


class Mesh:
    """Triangle list with per-vertex position (m), unit normal and uv; triangles wind counter-clockwise
    seen from outside."""

    def __init__(self):
        self.positions, self.normals, self.uvs, self.indices = [], [], [], []

    def add_vertex(self, p, n, uv):
        self.positions.append(tuple(p))
        self.normals.append(tuple(n))
        self.uvs.append(tuple(uv))
        return len(self.positions) - 1


def sub(a, b):
    return tuple(x - y for x, y in zip(a, b))


def cross(a, b):
    return (a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])


def dot(a, b):
    return sum(x * y for x, y in zip(a, b))


def normalize(v):
    length = math.sqrt(dot(v, v))
    return tuple(x / length for x in v)


def oriented_face(p0, p1, p2, inside):
    """Returns the triangle's corners and unit normal, reordered so the normal points away from `inside`."""
    n = normalize(cross(sub(p1, p0), sub(p2, p0)))
    centre = tuple((a + b + c) / 3 for a, b, c in zip(p0, p1, p2))
    if dot(n, sub(centre, inside)) < 0:
        return (p0, p2, p1), tuple(-x for x in n)
    return (p0, p1, p2), n


def box_uv(p, n, metres_per_tile):
    """Box mapping: project on the plane facing the normal's dominant axis; one texture tile per
    `metres_per_tile` metres (the texture repeats)."""
    ax = max(range(3), key=lambda i: abs(n[i]))
    a, b = [(1, 2), (0, 2), (0, 1)][ax]
    return (round(p[a] / metres_per_tile, 5), round(p[b] / metres_per_tile, 5))


def torus(major, minor, rings, sides, uv_repeat):
    """Torus around +z through the origin: `rings` segments around the axis, `sides` around the tube.
    Seam vertices are duplicated so uv runs 0..uv_repeat without wrapping."""
    mesh = Mesh()
    for i in range(rings + 1):
        a = 2 * math.pi * i / rings
        for j in range(sides + 1):
            b = 2 * math.pi * j / sides
            n = (math.cos(b) * math.cos(a), math.cos(b) * math.sin(a), math.sin(b))
            r = major + minor * math.cos(b)
            p = (r * math.cos(a), r * math.sin(a), minor * math.sin(b))
            mesh.add_vertex(p, n, (uv_repeat[0] * i / rings, uv_repeat[1] * j / sides))
    for i in range(rings):
        for j in range(sides):
            a, b = i * (sides + 1) + j, (i + 1) * (sides + 1) + j
            mesh.indices += [a, b, b + 1, a, b + 1, a + 1]
    return mesh


def cylinder(radius, half_length, segments):
    """Closed cylinder on the z axis from -half_length to +half_length: smooth side, flat caps."""
    mesh = Mesh()
    for i in range(segments + 1):
        a = 2 * math.pi * i / segments
        n = (math.cos(a), math.sin(a), 0.0)
        for z in (-half_length, half_length):
            mesh.add_vertex((radius * n[0], radius * n[1], z), n, (4 * i / segments, (z + half_length) / 8))
    for i in range(segments):
        a = 2 * i
        mesh.indices += [a, a + 2, a + 3, a, a + 3, a + 1]
    for sign in (-1.0, 1.0):
        centre = mesh.add_vertex((0.0, 0.0, sign * half_length), (0.0, 0.0, sign), (0.5, 0.5))
        rim = [mesh.add_vertex((radius * math.cos(2 * math.pi * i / segments),
                                radius * math.sin(2 * math.pi * i / segments), sign * half_length),
                               (0.0, 0.0, sign),
                               (0.5 + 0.5 * math.cos(2 * math.pi * i / segments),
                                0.5 + 0.5 * math.sin(2 * math.pi * i / segments)))
               for i in range(segments)]
        for i in range(segments):
            a, b = rim[i], rim[(i + 1) % segments]
            mesh.indices += [centre, a, b] if sign > 0 else [centre, b, a]
    return mesh


def box(lo, hi, mesh=None, metres_per_tile=8.0):
    """Axis-aligned box from corner lo to corner hi: 24 vertices (4 per face), 12 triangles."""
    mesh = mesh or Mesh()
    for axis in range(3):
        for sign in (-1, 1):
            n = tuple(float(sign) if k == axis else 0.0 for k in range(3))
            u_axis, v_axis = [k for k in range(3) if k != axis]
            corners = []
            for du, dv in ((0, 0), (1, 0), (1, 1), (0, 1)):
                p = [0.0, 0.0, 0.0]
                p[axis] = hi[axis] if sign > 0 else lo[axis]
                p[u_axis] = hi[u_axis] if du else lo[u_axis]
                p[v_axis] = hi[v_axis] if dv else lo[v_axis]
                corners.append(tuple(p))
            outward = dot(cross(sub(corners[1], corners[0]), sub(corners[2], corners[0])), n) > 0
            quad = corners if outward else corners[::-1]
            base = [mesh.add_vertex(p, n, box_uv(p, n, metres_per_tile)) for p in quad]
            mesh.indices += [base[0], base[1], base[2], base[0], base[2], base[3]]
    return mesh


# [SECTION] glTF 2.0 writer ----------------------------------------------------------------------

FLOAT, UINT16, UINT32 = 5126, 5123, 5125
ARRAY_BUFFER, ELEMENT_ARRAY_BUFFER = 34962, 34963


def f32(v):
    """The value as it will be stored (float32), so accessor min/max match the data exactly."""
    return struct.unpack("<f", struct.pack("<f", v))[0]


class GltfBuilder:
    """Collects buffers views, accessors, meshes, materials, images and nodes into one glTF document and
    one binary buffer. Call write_gltf (data URIs) or write_glb (binary container) at the end."""

    def __init__(self, generator):
        self.doc = {"asset": {"version": "2.0", "generator": generator}, "scene": 0, "scenes": [{"nodes": []}],
                    "nodes": [], "meshes": [], "materials": [], "accessors": [], "bufferViews": []}
        self.bin = bytearray()
        self.pngs = []  # (name, bytes); placed when written, since .gltf and .glb embed them differently

    def _view(self, data, target=None):
        while len(self.bin) % 4:
            self.bin.append(0)
        view = {"buffer": 0, "byteOffset": len(self.bin), "byteLength": len(data)}
        if target:
            view["target"] = target
        self.bin += data
        self.doc["bufferViews"].append(view)
        return len(self.doc["bufferViews"]) - 1

    def _accessor(self, rows, kind, with_bounds=False):
        width = len(rows[0])
        values = [f32(v) for row in rows for v in row]
        accessor = {"bufferView": self._view(struct.pack("<%df" % len(values), *values), ARRAY_BUFFER),
                    "componentType": FLOAT, "count": len(rows), "type": kind}
        if with_bounds:
            accessor["min"] = [min(values[k::width]) for k in range(width)]
            accessor["max"] = [max(values[k::width]) for k in range(width)]
        self.doc["accessors"].append(accessor)
        return len(self.doc["accessors"]) - 1

    def _indices(self, indices):
        small = max(indices) < 65536
        data = struct.pack("<%d%s" % (len(indices), "H" if small else "I"), *indices)
        self.doc["accessors"].append({"bufferView": self._view(data, ELEMENT_ARRAY_BUFFER),
                                      "componentType": UINT16 if small else UINT32, "count": len(indices),
                                      "type": "SCALAR"})
        return len(self.doc["accessors"]) - 1

    def add_image(self, name, png):
        """Adds a PNG image and a texture sampling it (repeat wrap, linear mipmapped); returns the texture."""
        self.pngs.append((name, png))
        self.doc.setdefault("samplers", [{"magFilter": 9729, "minFilter": 9987, "wrapS": 10497, "wrapT": 10497}])
        self.doc.setdefault("textures", []).append({"sampler": 0, "source": len(self.pngs) - 1})
        return len(self.doc["textures"]) - 1

    def add_material(self, name, base_colour, texture=None):
        pbr = {"baseColorFactor": list(base_colour), "metallicFactor": 0.0, "roughnessFactor": 0.8}
        if texture is not None:
            pbr["baseColorTexture"] = {"index": texture}
        self.doc["materials"].append({"name": name, "pbrMetallicRoughness": pbr})
        return len(self.doc["materials"]) - 1

    def add_mesh(self, name, parts):
        """parts: list of (Mesh, material index), one glTF primitive each (Assimp makes one aiMesh each)."""
        primitives = []
        for mesh, material in parts:
            attributes = {"POSITION": self._accessor(mesh.positions, "VEC3", with_bounds=True),
                          "NORMAL": self._accessor(mesh.normals, "VEC3"),
                          "TEXCOORD_0": self._accessor(mesh.uvs, "VEC2")}
            primitives.append({"attributes": attributes, "indices": self._indices(mesh.indices),
                               "material": material, "mode": 4})
        self.doc["meshes"].append({"name": name, "primitives": primitives})
        return len(self.doc["meshes"]) - 1

    def add_node(self, name, mesh=None, children=(), root=False, **trs):
        """A node; trs may hold translation [x,y,z], rotation [x,y,z,w] (unit quaternion), scale [x,y,z]."""
        node = {"name": name}
        if mesh is not None:
            node["mesh"] = mesh
        if children:
            node["children"] = list(children)
        node.update(trs)
        self.doc["nodes"].append(node)
        index = len(self.doc["nodes"]) - 1
        if root:
            self.doc["scenes"][0]["nodes"].append(index)
        return index

    def _finish(self, images_in_buffer):
        """Returns (document, binary buffer) with the images either in the buffer or as data URIs."""
        doc = json.loads(json.dumps(self.doc))  # a copy: the builder can write both variants
        data = bytearray(self.bin)
        images = []
        for name, png in self.pngs:
            if images_in_buffer:
                data += bytes(-len(data) % 4)
                doc["bufferViews"].append({"buffer": 0, "byteOffset": len(data), "byteLength": len(png)})
                data += png
                images.append({"name": name, "bufferView": len(doc["bufferViews"]) - 1, "mimeType": "image/png"})
            else:
                images.append({"name": name, "uri": "data:image/png;base64," + base64.b64encode(png).decode()})
        if images:
            doc["images"] = images
        data += bytes(-len(data) % 4)
        doc["buffers"] = [{"byteLength": len(data)}]
        return doc, bytes(data)

    def gltf_bytes(self):
        """glTF JSON with the buffer and the images embedded as base64 data URIs."""
        doc, data = self._finish(images_in_buffer=False)
        doc["buffers"][0]["uri"] = "data:application/octet-stream;base64," + base64.b64encode(data).decode()
        return (json.dumps(doc, indent=1) + "\n").encode()

    def glb_bytes(self):
        """Binary glTF: 12-byte header, JSON chunk (space padded), BIN chunk (zero padded), images in BIN."""
        doc, data = self._finish(images_in_buffer=True)
        text = json.dumps(doc, separators=(",", ":")).encode()
        text += b" " * (-len(text) % 4)
        body = struct.pack("<I4s", len(text), b"JSON") + text + struct.pack("<I4s", len(data), b"BIN\0") + data
        return struct.pack("<4sII", b"glTF", 2, 12 + len(body)) + body


# [SECTION] OBJ writer ---------------------------------------------------------------------------


def obj_text(header, mtllib, groups):
    """Wavefront OBJ text. groups: list of (object name, material name, Mesh) with per-vertex normals and
    uvs; OBJ texture coordinates have v = 0 at the bottom of the image. Shared values are written once."""
    tables = {"v": {}, "vt": {}, "vn": {}}

    def index(prefix, values):
        key = tuple(round(c, 4) + 0.0 for c in values)  # + 0.0 turns -0.0 into 0.0
        return tables[prefix].setdefault(key, len(tables[prefix]) + 1)

    faces = []
    for name, material, mesh in groups:
        corners = [(index("v", mesh.positions[i]), index("vt", mesh.uvs[i]), index("vn", mesh.normals[i]))
                   for i in range(len(mesh.positions))]
        faces += ["o " + name, "usemtl " + material]
        for t in range(0, len(mesh.indices), 3):
            faces.append("f " + " ".join("%d/%d/%d" % corners[i] for i in mesh.indices[t:t + 3]))
    lines = ["# " + line for line in header] + ["mtllib " + mtllib]
    for prefix, table in tables.items():
        lines += [prefix + " " + " ".join("%.4f" % c for c in key) for key in table]
    return ("\n".join(lines + faces) + "\n").encode()


# [SECTION] The ship -----------------------------------------------------------------------------

# Body frame: nose +x, up +z, left wing +y; origin near the centre of mass; metres. Nose tip x = +12,
# engine plate x = -8, so 20 m long; wing span 14 m.
SHIP_NOSE = (12.0, 0.0, 0.0)
SHIP_RING_FRONT = [(1.0, 0.0, 1.3), (1.0, 1.6, 0.5), (1.0, 1.6, -0.5),
                   (1.0, 0.0, -1.1), (1.0, -1.6, -0.5), (1.0, -1.6, 0.5)]
SHIP_RING_BACK = [(-8.0, y * 0.7, z * 0.7) for _, y, z in SHIP_RING_FRONT]


def flat_part(mesh, triangles, inside, metres_per_tile=5.0):
    """Adds flat-shaded triangles (3 own vertices each) wound outward from the convex part's point `inside`."""
    for tri in triangles:
        corners, n = oriented_face(*tri, inside)
        base = [mesh.add_vertex(p, n, box_uv(p, n, metres_per_tile)) for p in corners]
        mesh.indices += base


def centroid(points):
    return tuple(sum(p[k] for p in points) / len(points) for k in range(3))


def wedge(lead_top, lead_bottom, trail_top, trail_bottom, tip):
    """A thin convex wedge (wing or fin): top, bottom, leading, trailing and root faces: 6 triangles."""
    return [(lead_top, trail_top, tip), (lead_bottom, trail_bottom, tip), (lead_top, lead_bottom, tip),
            (trail_top, trail_bottom, tip), (lead_top, lead_bottom, trail_bottom), (lead_top, trail_bottom, trail_top)]


def make_ship():
    """Returns (hull Mesh, engine-glow Mesh): 36 + 4 = 40 flat-shaded triangles."""
    hull = Mesh()
    body_points = [SHIP_NOSE] + SHIP_RING_FRONT + SHIP_RING_BACK
    body_inside = centroid(body_points)
    body = []
    for i in range(6):
        a, b = SHIP_RING_FRONT[i], SHIP_RING_FRONT[(i + 1) % 6]
        c, d = SHIP_RING_BACK[i], SHIP_RING_BACK[(i + 1) % 6]
        body += [(SHIP_NOSE, a, b), (a, c, d), (a, d, b)]
    flat_part(hull, body, body_inside)
    for side in (1.0, -1.0):  # delta wings, 0.3 m thick at the root
        points = [(0.0, side * 1.5, 0.15), (0.0, side * 1.5, -0.15), (-7.0, side * 1.05, 0.15),
                  (-7.0, side * 1.05, -0.15), (-7.5, side * 7.0, 0.0)]
        flat_part(hull, wedge(*points), centroid(points))
    fin = [(-3.5, 0.12, 1.0), (-3.5, -0.12, 1.0), (-8.0, 0.12, 0.8), (-8.0, -0.12, 0.8), (-7.8, 0.0, 3.2)]
    flat_part(hull, wedge(*fin), centroid(fin))
    glow = Mesh()  # engine plate: the back hexagon as a fan
    back = SHIP_RING_BACK
    flat_part(glow, [(back[0], back[i], back[i + 1]) for i in range(1, 5)], body_inside)
    return hull, glow


def write_ship(out):
    hull, glow = make_ship()
    (out / "ship_hull.png").write_bytes(
        png_bytes(64, 64, panel_pixel(base=(178, 184, 194), line=(70, 74, 84), seed=7)))
    (out / "ship.mtl").write_bytes(b"\n".join([
        b"# Perihelion fighter materials (generated by scripts/make_models.py)",
        b"newmtl hull", b"Kd 0.8000 0.8200 0.8600", b"Ka 0.0000 0.0000 0.0000", b"d 1.0", b"illum 1",
        b"map_Kd ship_hull.png", b"",
        b"newmtl engine_glow", b"Kd 1.0000 0.5500 0.1500", b"Ka 0.0000 0.0000 0.0000", b"d 1.0", b"illum 1", b""]))
    (out / "ship.obj").write_bytes(obj_text(
        ["Perihelion fighter (generated by scripts/make_models.py, do not edit)",
         "Units: metres. Nose +x (tip at x = 12), up +z, left wing +y; 20 m long, 14 m span; 40 triangles."],
        "ship.mtl", [("hull", "hull", hull), ("engine", "engine_glow", glow)]))


# [SECTION] The station --------------------------------------------------------------------------

# Spin axis +z, centred on the origin; metres. Ring: tube centre radius 90 m, tube radius 8 m (outer
# diameter 196 m); hub: cylinder radius 14 m, 32 m long; four spokes 3 m x 3 m along +-x and +-y.
RING_RADIUS, TUBE_RADIUS, HUB_RADIUS, HUB_HALF_LENGTH, SPOKE_HALF_WIDTH = 90.0, 8.0, 14.0, 16.0, 1.5


def make_station_builder():
    builder = GltfBuilder("Perihelion scripts/make_models.py")
    texture = builder.add_image("station_panels", png_bytes(64, 64, panel_pixel(
        base=(220, 222, 226), line=(90, 96, 110), seed=11)))
    hull = builder.add_material("station_hull", (0.88, 0.89, 0.92, 1.0), texture)
    hub_material = builder.add_material("station_hub", (0.55, 0.60, 0.72, 1.0), texture)
    spokes = Mesh()
    inner, half = RING_RADIUS - TUBE_RADIUS + 0.5, SPOKE_HALF_WIDTH  # spokes reach 0.5 m into the tube
    box((HUB_RADIUS - 0.5, -half, -half), (inner, half, half), spokes)
    box((-inner, -half, -half), (-(HUB_RADIUS - 0.5), half, half), spokes)
    box((-half, HUB_RADIUS - 0.5, -half), (half, inner, half), spokes)
    box((-half, -inner, -half), (half, -(HUB_RADIUS - 0.5), half), spokes)
    mesh = builder.add_mesh("station", [
        (torus(RING_RADIUS, TUBE_RADIUS, 48, 16, (24.0, 2.0)), hull),
        (spokes, hull),
        (cylinder(HUB_RADIUS, HUB_HALF_LENGTH, 32), hub_material)])
    builder.add_node("station", mesh=mesh, root=True)
    return builder


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=pathlib.Path,
                        default=pathlib.Path(__file__).resolve().parent.parent / "data" / "models")
    out = parser.parse_args().out
    out.mkdir(parents=True, exist_ok=True)
    write_ship(out)
    station = make_station_builder()
    (out / "station.gltf").write_bytes(station.gltf_bytes())
    (out / "station.glb").write_bytes(station.glb_bytes())
    for name in ("ship.obj", "ship.mtl", "ship_hull.png", "station.gltf", "station.glb"):
        print("%-14s %7d bytes" % (name, (out / name).stat().st_size))


if __name__ == "__main__":
    main()
