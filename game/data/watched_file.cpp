#include "data/watched_file.h"

#include <system_error>

#include "data/json_source_map.h"

namespace perihelion::data {
namespace {

/// FNV-1a, 64 bits: enough to tell one save of a file from the next.
std::uint64_t fnv1a(std::string_view bytes, std::uint64_t hash = 14695981039346656037ull) {
  for (const char c : bytes) {
    hash ^= static_cast<unsigned char>(c);
    hash *= 1099511628211ull;
  }
  return hash;
}

/// What a read gave, as one hash: the text, or (marked apart) the messages saying why there is none.
std::uint64_t contentHashOf(const FileText& file) {
  if (file.text) return fnv1a(*file.text, fnv1a("T"));
  std::uint64_t hash = fnv1a("E");
  for (const Diagnostic& d : file.diagnostics) hash = fnv1a(d.message, hash);
  return hash;
}

}  // namespace

FileWatch::FileWatch(std::filesystem::path path) : path_(std::move(path)) {}

FileWatch::Stamp FileWatch::stamp() const {
  std::error_code ec;
  Stamp s;
  s.time = std::filesystem::last_write_time(path_, ec);
  if (ec) return {};
  s.size = std::filesystem::file_size(path_, ec);
  s.exists = !ec;
  return s;
}

FileText FileWatch::readNow() {
  seen_ = stamp();
  FileText file = readDataFile(path_);
  contentHash_ = contentHashOf(file);
  return file;
}

std::optional<FileText> FileWatch::readIfChanged() {
  if (path_.empty()) return std::nullopt;
  const Stamp now = stamp();
  if (now == seen_) return std::nullopt;
  const std::uint64_t before = contentHash_;
  FileText file = readNow();
  if (contentHash_ == before) return std::nullopt;  // saved again as it was: nothing new to say
  return file;
}

void locateDiagnostics(std::vector<Diagnostic>& diagnostics, std::string_view text) {
  const JsonSourceMap map(text);
  for (Diagnostic& d : diagnostics) {
    if (d.line > 0 || d.pointer.empty()) continue;
    const TextPosition at = map.valueAt(d.pointer);
    d.line = at.line;
    d.column = at.column;
  }
}

}  // namespace perihelion::data
