#include "fleet/spatial_grid.h"

#include <algorithm>
#include <array>
#include <bit>
#include <limits>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace perihelion::fleet {

void SpatialGrid::rebuild(std::span<const glm::dvec3> points, double cellSize) {
  // A cell size that is exact in float, so that the float offsets and the double cells agree.
  auto size = static_cast<float>(cellSize);
  if (static_cast<double>(size) < cellSize) size = std::nextafter(size, std::numeric_limits<float>::infinity());
  cellSize_ = static_cast<double>(size);
  inverseCellSize_ = 1.0 / cellSize_;
  // Cells split along x first, as dense cells have them; hashed cells are worked out whole below.
  // (The widths are the cell size over a power of two, so the split and whole cells agree exactly.)
  xSplit_ = kDenseXSplit;
  widthX_ = cellSize_ / kDenseXSplit;
  inverseWidthX_ = inverseCellSize_ * kDenseXSplit;
  const std::size_t n = points.size();
  std::size_t slots = 0;
  dense_ = false;
  std::vector<Cell>& cellOfPoint = pointCells_;
  cellOfPoint.resize(n);
  if (n > 0) {
    Cell lo = cellOf(points[0]), hi = lo;
    for (std::size_t i = 0; i < n; ++i) {
      const Cell c = cellOf(points[i]);
      cellOfPoint[i] = c;
      lo = {std::min(lo.x, c.x), std::min(lo.y, c.y), std::min(lo.z, c.z)};
      hi = {std::max(hi.x, c.x), std::max(hi.y, c.y), std::max(hi.z, c.z)};
    }
    const double cells = static_cast<double>((hi.x >> kDenseXSplitShift) - (lo.x >> kDenseXSplitShift) + 1) *
                         static_cast<double>(hi.y - lo.y + 1) * static_cast<double>(hi.z - lo.z + 1);
    // Dense when the box has at most 8 whole cells per point: the array then costs less than the points.
    if (cells <= 8.0 * static_cast<double>(n) + 64.0) {
      dense_ = true;
      low_ = lo;
      size_ = {hi.x - lo.x + 1, hi.y - lo.y + 1, hi.z - lo.z + 1};
      slots = static_cast<std::size_t>(size_.x * size_.y * size_.z);
    }
  }
  if (!dense_) {
    xSplit_ = 1;
    widthX_ = cellSize_;
    inverseWidthX_ = inverseCellSize_;
    // Whole cells along x, worked out as queries work them out (halving the split ones would agree
    // too, but for positions so wild that the clamp differs).
    for (std::size_t i = 0; i < n; ++i) cellOfPoint[i].x = wholeFloor(points[i].x * inverseWidthX_);
    // About two buckets per point keeps collisions rare; a power of two makes the modulo a mask.
    slots = std::bit_ceil(std::max<std::size_t>(16, 2 * n));
    mask_ = slots - 1;
  }
  slotStart_.assign(slots + 1, 0);
  slot_.resize(n);
  for (std::size_t i = 0; i < n; ++i) {
    slot_[i] = static_cast<std::uint32_t>(slotOf(cellOfPoint[i]));
    ++slotStart_[slot_[i] + 1];
  }
  for (std::size_t b = 0; b < slots; ++b) slotStart_[b + 1] += slotStart_[b];
  order_.resize(n);
  entryOf_.resize(n);
  cells_.resize(n);
  points_.resize(n);
  // Three more than the points, so that four lanes starting at any point stay inside the arrays.
  localX_.assign(n + 3, 0.0f);
  localY_.assign(n + 3, 0.0f);
  localZ_.assign(n + 3, 0.0f);
  cellX_.assign(n + 3, 0);
  next_.assign(slotStart_.begin(), slotStart_.end() - 1);
  for (std::size_t i = 0; i < n; ++i) {  // counting sort: stable, so the order is fixed
    const std::uint32_t at = next_[slot_[i]]++;
    order_[at] = static_cast<std::uint32_t>(i);
    entryOf_[i] = at;
  }
  // Then what the queries read, in sorted order: one point read out of order for each entry
  // (fetched a few entries ahead), rather than seven arrays written out of order.
  for (std::size_t at = 0; at < n; ++at) {
    if (at + kFetchAhead < n) {
      __builtin_prefetch(&points[order_[at + kFetchAhead]]);
      __builtin_prefetch(&cellOfPoint[order_[at + kFetchAhead]]);
    }
    const std::uint32_t i = order_[at];
    const Cell& c = cellOfPoint[i];
    cells_[at] = c;
    points_[at] = points[i];
    localX_[at] = static_cast<float>(points[i].x - static_cast<double>(c.x) * widthX_);
    localY_[at] = static_cast<float>(points[i].y - static_cast<double>(c.y) * cellSize_);
    localZ_[at] = static_cast<float>(points[i].z - static_cast<double>(c.z) * cellSize_);
    cellX_[at] = dense_ ? static_cast<std::int32_t>(c.x - low_.x) : 0;
  }
}

namespace {

/// Makes room for `more` candidates (and a spare lane group) after those already found.
void reserveCandidates(NearbyPoints& out, std::size_t more) { out.makeRoom(out.candidates + more + 4); }

#if defined(__SSE2__)
/// For each 4-bit lane mask, the lanes that are set, in order (the rest padding): a compress.
alignas(16) constexpr std::int32_t kSetLanes[16][4] = {
    {0, 0, 0, 0}, {0, 0, 0, 0}, {1, 0, 0, 0}, {0, 1, 0, 0}, {2, 0, 0, 0}, {0, 2, 0, 0}, {1, 2, 0, 0}, {0, 1, 2, 0},
    {3, 0, 0, 0}, {0, 3, 0, 0}, {1, 3, 0, 0}, {0, 1, 3, 0}, {2, 3, 0, 0}, {0, 2, 3, 0}, {1, 2, 3, 0}, {0, 1, 2, 3}};
constexpr int kSetCount[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};
#endif

}  // namespace

void SpatialGrid::testRuns(std::span<const Run> runs, std::uint32_t self, float r2, NearbyPoints& out) const {
  std::size_t more = 0;
  for (const Run& run : runs) more += run.end - run.begin + 4;
  reserveCandidates(out, more);
#if defined(__SSE2__)
  // testEntry's sums, four entries at a time (SSE2, which every x86-64 has): the same bits.
  std::size_t c = out.candidates, h = out.hitCount;
  // Raw pointers, so that the compiler need not reload them after every store.
  std::uint32_t* const slots = out.slot.data();
  std::uint32_t* const hits = out.hits.data();
  float *const xs = out.x.data(), *const ys = out.y.data(), *const zs = out.z.data(), *const d2s = out.distance2.data();
  const float *const lx = localX_.data(), *const ly = localY_.data(), *const lz = localZ_.data();
  const std::int32_t* const cx = cellX_.data();
  const __m128 vqx = _mm_set1_ps(lx[self]), vqy = _mm_set1_ps(ly[self]), vqz = _mm_set1_ps(lz[self]);
  const __m128 vWidthX = _mm_set1_ps(static_cast<float>(widthX_)), vr2 = _mm_set1_ps(r2);
  const __m128i vqCell = _mm_set1_epi32(cx[self]), lanes = _mm_setr_epi32(0, 1, 2, 3);
  for (const Run& run : runs) {
    const __m128 vAlongY = _mm_set1_ps(run.alongY), vAlongZ = _mm_set1_ps(run.alongZ);
    const __m128i vEnd = _mm_set1_epi32(static_cast<std::int32_t>(run.end));
    for (std::uint32_t k = run.begin; k < run.end; k += 4, c += 4) {
      const __m128i index = _mm_add_epi32(_mm_set1_epi32(static_cast<std::int32_t>(k)), lanes);
      const __m128i cellsX = _mm_loadu_si128(reinterpret_cast<const __m128i*>(cx + k));
      const __m128 wholeX = _mm_mul_ps(_mm_cvtepi32_ps(_mm_sub_epi32(vqCell, cellsX)), vWidthX);
      const __m128 ox = _mm_add_ps(_mm_sub_ps(vqx, _mm_loadu_ps(lx + k)), wholeX);
      const __m128 oy = _mm_add_ps(_mm_sub_ps(vqy, _mm_loadu_ps(ly + k)), vAlongY);
      const __m128 oz = _mm_add_ps(_mm_sub_ps(vqz, _mm_loadu_ps(lz + k)), vAlongZ);
      const __m128 d2 = _mm_add_ps(_mm_add_ps(_mm_mul_ps(ox, ox), _mm_mul_ps(oy, oy)), _mm_mul_ps(oz, oz));
      // Within the radius and inside the run (the last group may reach past it).
      const __m128i inRun = _mm_cmplt_epi32(index, vEnd);
      const int mask = _mm_movemask_ps(_mm_and_ps(_mm_cmple_ps(d2, vr2), _mm_castsi128_ps(inRun)));
      _mm_storeu_si128(reinterpret_cast<__m128i*>(slots + c), index);
      _mm_storeu_ps(xs + c, ox);
      _mm_storeu_ps(ys + c, oy);
      _mm_storeu_ps(zs + c, oz);
      _mm_storeu_ps(d2s + c, d2);
      const __m128i set = _mm_load_si128(reinterpret_cast<const __m128i*>(kSetLanes[mask]));
      _mm_storeu_si128(reinterpret_cast<__m128i*>(hits + h),
                       _mm_add_epi32(_mm_set1_epi32(static_cast<std::int32_t>(c)), set));
      h += static_cast<std::size_t>(kSetCount[mask]);
    }
  }
  out.candidates = c;
  out.hitCount = h;
#else
  for (const Run& run : runs) {
    for (std::uint32_t k = run.begin; k < run.end; ++k) testEntry(k, self, r2, out);
  }
#endif
}

void SpatialGrid::testEntry(std::uint32_t k, std::uint32_t self, float r2, NearbyPoints& out) const {
  const auto size = static_cast<float>(cellSize_);
  const Cell& own = cells_[self];
  const Cell& other = cells_[k];
  const float ox = (localX_[self] - localX_[k]) + static_cast<float>(own.x - other.x) * static_cast<float>(widthX_);
  const float oy = (localY_[self] - localY_[k]) + static_cast<float>(own.y - other.y) * size;
  const float oz = (localZ_[self] - localZ_[k]) + static_cast<float>(own.z - other.z) * size;
  const float d2 = (ox * ox + oy * oy) + oz * oz;
  const std::size_t at = out.candidates++;
  out.slot[at] = k;
  out.x[at] = ox;
  out.y[at] = oy;
  out.z[at] = oz;
  out.distance2[at] = d2;
  if (d2 <= r2) out.hits[out.hitCount++] = static_cast<std::uint32_t>(at);
}

void SpatialGrid::testHashedCell(const Cell& cell, std::uint32_t after, std::uint32_t self, float r2,
                                 NearbyPoints& out) const {
  const std::size_t bucket = slotOf(cell);
  reserveCandidates(out, slotStart_[bucket + 1] - slotStart_[bucket]);
  for (std::uint32_t k = std::max(slotStart_[bucket], after); k < slotStart_[bucket + 1]; ++k) {
    if (cells_[k] == cell) testEntry(k, self, r2, out);  // not another cell in the same bucket
  }
}

void SpatialGrid::findLaterNear(std::uint32_t slot, float radius, NearbyPoints& out, bool bruteForce) const {
  out.candidates = 0;
  out.hitCount = 0;
  const Cell own = cells_[slot];
  const float r2 = radius * radius;
  if (bruteForce) {  // every later entry, one at a time: the same sums as four at a time
    reserveCandidates(out, order_.size());
    for (std::uint32_t k = slot + 1; k < order_.size(); ++k) testEntry(k, slot, r2, out);
    return;
  }
  if (dense_) {
    // A row of cells along x is one run of sorted entries; y and z are whole cells from the query's.
    const std::int64_t lastX = low_.x + size_.x - 1, lastY = low_.y + size_.y - 1, lastZ = low_.z + size_.z - 1;
    const auto size = static_cast<float>(cellSize_);
    const auto row = [&](std::int64_t x0, std::int64_t x1, std::int64_t y, std::int64_t z) {
      return Run{slotStart_[slotOf({x0, y, z})], slotStart_[slotOf({x1, y, z}) + 1],
                 static_cast<float>(own.y - y) * size, static_cast<float>(own.z - z) * size};
    };
    const std::int64_t x0 = std::max(own.x - xSplit_, low_.x), x1 = std::min(own.x + xSplit_, lastX);
    // Its own row from the next entry to the end of its last cell (a cell size further along x),
    // the row after it, and the three rows of the layer after it.
    std::array<Run, 5> runs;
    std::size_t count = 0;
    runs[count++] = {slot + 1, slotStart_[slotOf({x1, own.y, own.z}) + 1], 0.0f, 0.0f};
    if (own.y + 1 <= lastY) runs[count++] = row(x0, x1, own.y + 1, own.z);
    if (own.z + 1 <= lastZ) {
      for (std::int64_t y = std::max(own.y - 1, low_.y); y <= std::min(own.y + 1, lastY); ++y) runs[count++] = row(x0, x1, y, own.z + 1);
    }
    testRuns(std::span<const Run>(runs.data(), count), slot, r2, out);
    // The far end of the half shell reaches into entries no query has read yet: fetch those a little
    // ahead, for the queries that follow (with many points they come from main memory).
    const std::size_t ahead = std::min<std::size_t>(runs[count - 1].end + kFetchAhead, order_.size());
    __builtin_prefetch(&localX_[ahead]);
    __builtin_prefetch(&localY_[ahead]);
    __builtin_prefetch(&localZ_[ahead]);
    __builtin_prefetch(&cellX_[ahead]);
    return;
  }
  // Hashed: its own cell after it, then the 13 cells after its cell in (z, y, x) order.
  testHashedCell(own, slot + 1, slot, r2, out);
  for (std::int64_t dz = 0; dz <= 1; ++dz) {
    for (std::int64_t dy = dz == 0 ? 0 : -1; dy <= 1; ++dy) {
      for (std::int64_t dx = dz == 0 && dy == 0 ? 1 : -1; dx <= 1; ++dx) {
        testHashedCell({own.x + dx, own.y + dy, own.z + dz}, 0, slot, r2, out);
      }
    }
  }
}

}  // namespace perihelion::fleet
