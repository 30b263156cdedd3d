// A unit UV sphere for planets: poles on +z/-z, u = longitude / 2 pi from +x, v from the north pole
// (0) to the south (1). Images load with their top row (the north edge of an equirectangular map)
// first, and GL puts the first row at v = 0: so the map wraps the sphere the right way up.
#pragma once

#include "assets/model_data.h"

namespace perihelion::engine {

/// (segments + 1) * (rings + 1) vertices and 6 * segments * (rings - 1) indices; radius 1.
MeshData makeUvSphere(int segments = 64, int rings = 32);

}  // namespace perihelion::engine
