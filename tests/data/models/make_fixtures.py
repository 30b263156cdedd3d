#!/usr/bin/env python3
"""Writes the model-loader test fixtures into this folder (python3 standard library only, deterministic).

    python3 tests/data/models/make_fixtures.py

Every number tests/model_loader_test.cpp expects is stated here, next to the data that produces it.
Reuses the PNG and glTF writers of scripts/make_models.py.
"""
import math
import pathlib
import struct
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.dont_write_bytecode = True  # leave no __pycache__ in scripts/
sys.path.insert(0, str(HERE.parent.parent.parent / "scripts"))
import make_models as mm  # noqa: E402  (the path is set just above)


def checker_pixel(a, b, corner):
    """Two-colour 1-px checker whose top-left pixel (x = 0, y = 0) is `corner`, to prove rows run top down."""
    def pixel(x, y):
        if x == 0 and y == 0:
            return corner
        return a if (x + y) % 2 == 0 else b
    return pixel


WHITE, GREY = (255, 255, 255, 255), (96, 96, 96, 255)

# cube.obj: box from (0,0,0) to (1,2,3) (asymmetric, so a swapped axis shows), 8 positions, 4 uvs, 6 normals,
# 12 triangles -> 36 indices; 24 distinct position/uv/normal corners -> 24 vertices after joining.
# Its MTL names "CHECKER.PNG"; the file on disk is checker.png, 8 x 4 px, top-left pixel red.
# Material "checker_mat": Kd 0.2 0.4 0.6. The +z face's corner (1,2,3) has vt (1,1) (OBJ: v up).
CUBE_OBJ = """# Test cube: box (0,0,0)-(1,2,3), one face per axis direction, counter-clockwise seen from outside
mtllib cube.mtl
v 0 0 0
v 1 0 0
v 1 2 0
v 0 2 0
v 0 0 3
v 1 0 3
v 1 2 3
v 0 2 3
vt 0 0
vt 1 0
vt 1 1
vt 0 1
vn 0 0 -1
vn 0 0 1
vn 0 -1 0
vn 0 1 0
vn -1 0 0
vn 1 0 0
o cube
usemtl checker_mat
f 1/1/1 4/2/1 3/3/1
f 1/1/1 3/3/1 2/4/1
f 5/1/2 6/2/2 7/3/2
f 5/1/2 7/3/2 8/4/2
f 1/1/3 2/2/3 6/3/3
f 1/1/3 6/3/3 5/4/3
f 4/1/4 8/2/4 7/3/4
f 4/1/4 7/3/4 3/4/4
f 1/1/5 5/2/5 8/3/5
f 1/1/5 8/3/5 4/4/5
f 2/1/6 3/2/6 7/3/6
f 2/1/6 7/3/6 6/4/6
"""
CUBE_MTL = """# The texture name is upper case on purpose: the file on disk is checker.png
newmtl checker_mat
Kd 0.2 0.4 0.6
d 1.0
map_Kd CHECKER.PNG
"""

# missing_texture.obj: one triangle; its material (Kd 0.9 0.1 0.1) names a texture that does not exist.
MISSING_OBJ = """# One triangle whose material names a texture file that does not exist
mtllib missing_texture.mtl
v 0 0 0
v 1 0 0
v 0 1 0
vn 0 0 1
vt 0 0
o tri
usemtl lost
f 1/1/1 2/1/1 3/1/1
"""
MISSING_MTL = """newmtl lost
Kd 0.9 0.1 0.1
map_Kd does_not_exist.png
"""

EMPTY_OBJ = "# An OBJ file with no geometry at all\n"


def node_transform_builder():
    """node_transform.gltf/.glb: two meshes (glTF primitives) under a node hierarchy.

    Node "parent" (translation 10,0,0) > node "child" (rotation +90 deg about +z, scale 2,1,1) > mesh "cube":
      cube -0.5..0.5, 24 vertices, 36 indices. Scale: x in [-1,1]; rotate (x,y) -> (-y,x): x in [-0.5,0.5],
      y in [-1,1]; translate: x in [9.5,10.5], y in [-1,1], z in [-0.5,0.5].
    Node "slanted" (scale 2,1,1 only) > mesh "triangle": (1,0,0) (0,1,0) (0,0,1), normal (1,1,1)/sqrt(3),
      uv (0,0) (1,0) (0,1) (glTF: v down). Transformed: (2,0,0) (0,1,0) (0,0,1); the correct normal is the
      inverse transpose (1/2,1,1) normalised = (1,2,2)/3 (not (2,1,1)/sqrt(6)).
    Model bounds: (0,-1,-0.5) .. (10.5,1,1). Totals: 27 vertices, 39 indices.
    Material "tinted": baseColorFactor (0.5, 0.25, 1, 1), embedded 16 x 8 px PNG, top-left pixel green.
    """
    builder = mm.GltfBuilder("Perihelion tests/data/models/make_fixtures.py")
    texture = builder.add_image("checker16x8", mm.png_bytes(16, 8, checker_pixel(WHITE, GREY, (0, 255, 0, 255))))
    material = builder.add_material("tinted", (0.5, 0.25, 1.0, 1.0), texture)
    cube = builder.add_mesh("cube", [(mm.box((-0.5, -0.5, -0.5), (0.5, 0.5, 0.5), metres_per_tile=1.0), material)])
    triangle = mm.Mesh()
    n = tuple(1 / math.sqrt(3) for _ in range(3))
    for p, uv in (((1.0, 0.0, 0.0), (0.0, 0.0)), ((0.0, 1.0, 0.0), (1.0, 0.0)), ((0.0, 0.0, 1.0), (0.0, 1.0))):
        triangle.add_vertex(p, n, uv)
    triangle.indices = [0, 1, 2]
    slanted_mesh = builder.add_mesh("triangle", [(triangle, material)])
    s = math.sqrt(0.5)
    child = builder.add_node("child", mesh=cube, rotation=[0.0, 0.0, s, s], scale=[2.0, 1.0, 1.0])
    builder.add_node("parent", children=[child], root=True, translation=[10.0, 0.0, 0.0])
    builder.add_node("slanted", mesh=slanted_mesh, root=True, scale=[2.0, 1.0, 1.0])
    return builder


def mirrored_builder():
    """mirrored.gltf: the -0.5..0.5 cube (24 vertices, 36 indices, no texture) under a node with scale (-2,1,1):
    a mirroring transform. Bounds (-1,-0.5,-0.5)..(1,0.5,0.5); loaded triangles must still wind
    counter-clockwise seen from outside, and normals must still point outwards."""
    builder = mm.GltfBuilder("Perihelion tests/data/models/make_fixtures.py")
    material = builder.add_material("plain", (1.0, 1.0, 1.0, 1.0))
    cube = builder.add_mesh("cube", [(mm.box((-0.5, -0.5, -0.5), (0.5, 0.5, 0.5), metres_per_tile=1.0), material)])
    builder.add_node("mirror", mesh=cube, root=True, scale=[-2.0, 1.0, 1.0])
    return builder


def chunk_3ds(chunk_id, payload=b"", *children):
    """A 3DS chunk: id (u16), length of the whole chunk including this 6-byte header (u32), data, sub-chunks."""
    data = payload + b"".join(children)
    return struct.pack("<HI", chunk_id, 6 + len(data)) + data


def tetra_3ds():
    """tetra.3ds: a tetrahedron (0,0,0) (2,0,0) (0,3,0) (0,0,4): bounds (0,0,0)..(2,3,4), 4 faces, each in its
    own smoothing group (flat) -> 4 x 3 = 12 vertices, 12 indices. Material "TETRA_MAT": diffuse 24-bit
    colour (51,102,204) = (0.2,0.4,0.8), texture map file "PANEL.PNG" (on disk: panel.png, 2 x 6 px,
    top-left pixel blue). Identity mesh matrix, no keyframer section."""
    points = [(0.0, 0.0, 0.0), (2.0, 0.0, 0.0), (0.0, 3.0, 0.0), (0.0, 0.0, 4.0)]
    uvs = [(0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)]
    inside = mm.centroid(points)
    faces = []
    for tri in ((0, 1, 2), (0, 1, 3), (0, 2, 3), (1, 2, 3)):
        corners, _ = mm.oriented_face(*(points[i] for i in tri), inside)
        faces.append([points.index(p) for p in corners])  # counter-clockwise seen from outside
    vertices = chunk_3ds(0x4110, struct.pack("<H", len(points)) + b"".join(struct.pack("<3f", *p) for p in points))
    mapping = chunk_3ds(0x4140, struct.pack("<H", len(uvs)) + b"".join(struct.pack("<2f", *uv) for uv in uvs))
    material_group = chunk_3ds(0x4130, b"TETRA_MAT\0" + struct.pack("<%dH" % (1 + len(faces)), len(faces),
                                                                     *range(len(faces))))
    smoothing = chunk_3ds(0x4150, struct.pack("<%dI" % len(faces), *(1 << i for i in range(len(faces)))))
    face_chunk = chunk_3ds(0x4120, struct.pack("<H", len(faces))
                           + b"".join(struct.pack("<4H", a, b, c, 7) for a, b, c in faces), material_group, smoothing)
    matrix = chunk_3ds(0x4160, struct.pack("<12f", 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0))
    mesh = chunk_3ds(0x4000, b"TETRA\0", chunk_3ds(0x4100, b"", vertices, mapping, face_chunk, matrix))
    material = chunk_3ds(0xAFFF, b"",
                         chunk_3ds(0xA000, b"TETRA_MAT\0"),
                         chunk_3ds(0xA020, b"", chunk_3ds(0x0011, bytes((51, 102, 204)))),
                         chunk_3ds(0xA200, b"", chunk_3ds(0x0030, struct.pack("<H", 100)),
                                   chunk_3ds(0xA300, b"PANEL.PNG\0")))
    edit = chunk_3ds(0x3D3D, b"", chunk_3ds(0x3D3E, struct.pack("<I", 3)), material,
                     chunk_3ds(0x0100, struct.pack("<f", 1.0)), mesh)
    return chunk_3ds(0x4D4D, b"", chunk_3ds(0x0002, struct.pack("<I", 3)), edit)


def garbage(length, seed):
    """Deterministic bytes that are no model format (a linear congruential generator)."""
    out, state = bytearray(), seed
    for _ in range(length):
        state = (state * 1103515245 + 12345) & 0x7FFFFFFF
        out.append((state >> 16) & 0xFF)
    return bytes(out)


def main():
    files = {
        "cube.obj": CUBE_OBJ.encode(), "cube.mtl": CUBE_MTL.encode(),
        "checker.png": mm.png_bytes(8, 4, checker_pixel(WHITE, GREY, (255, 0, 0, 255))),
        "missing_texture.obj": MISSING_OBJ.encode(), "missing_texture.mtl": MISSING_MTL.encode(),
        "empty.obj": EMPTY_OBJ.encode(),
        "tetra.3ds": tetra_3ds(),
        "panel.png": mm.png_bytes(2, 6, checker_pixel(WHITE, GREY, (0, 0, 255, 255))),
        # The image loaders accept at most 16384 px a side: the widest accepted image, and one pixel more.
        "wide_16384.png": mm.png_bytes(16384, 1, lambda x, y: GREY),
        "wide_16385.png": mm.png_bytes(16385, 1, lambda x, y: GREY),
        # corrupt.obj: text that looks like OBJ at first, then binary noise; no valid face.
        "corrupt.obj": b"v 1 2\nf 9 9 9\nvt x y\n" + garbage(512, 1),
    }
    builder = node_transform_builder()
    files["node_transform.gltf"] = builder.gltf_bytes()
    files["node_transform.glb"] = builder.glb_bytes()
    files["mirrored.gltf"] = mirrored_builder().gltf_bytes()
    # truncated.glb: the first half of node_transform.glb; its header still claims the full length.
    files["truncated.glb"] = files["node_transform.glb"][:len(files["node_transform.glb"]) // 2]
    for name, data in files.items():
        (HERE / name).write_bytes(data)
        print("%-20s %6d bytes" % (name, len(data)))


if __name__ == "__main__":
    main()
