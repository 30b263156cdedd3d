#include "gl/shader_log.h"

#include <cctype>
#include <sstream>

namespace perihelion::engine {
namespace {

/// Reads the line number out of "0:12(5): rest" (Mesa) or "0(12) : rest" (NVIDIA); on success
/// `rest` is what follows the location.
bool parseLocation(std::string_view line, int& lineNumber, std::string_view& rest) {
  std::size_t pos = 0;
  const auto digits = [&] {
    const std::size_t start = pos;
    while (pos < line.size() && std::isdigit(static_cast<unsigned char>(line[pos]))) ++pos;
    return pos > start;
  };
  const auto number = [&](std::size_t from) {
    int n = 0;
    for (std::size_t k = from; k < pos; ++k) n = n * 10 + (line[k] - '0');
    return n;
  };
  if (!digits() || pos >= line.size()) return false;
  if (line[pos] == ':') {  // Mesa: file:line(column):
    ++pos;
    const std::size_t start = pos;
    if (!digits()) return false;
    lineNumber = number(start);
    if (pos < line.size() && line[pos] == '(') {
      while (pos < line.size() && line[pos] != ')') ++pos;
      ++pos;
    }
  } else if (line[pos] == '(') {  // NVIDIA: file(line)
    ++pos;
    const std::size_t start = pos;
    if (!digits() || pos >= line.size() || line[pos] != ')') return false;
    lineNumber = number(start);
    ++pos;
  } else {
    return false;
  }
  while (pos < line.size() && (line[pos] == ' ' || line[pos] == ':')) ++pos;
  rest = line.substr(pos);
  return true;
}

}  // namespace

std::string formatShaderLog(std::string_view fileName, std::string_view log) {
  std::string out;
  std::size_t start = 0;
  while (start < log.size()) {
    std::size_t end = log.find('\n', start);
    if (end == std::string_view::npos) end = log.size();
    const std::string_view line = log.substr(start, end - start);
    start = end + 1;
    if (line.find_first_not_of(" \t\r") == std::string_view::npos) continue;
    int lineNumber = 0;
    std::string_view rest;
    out += fileName;
    if (parseLocation(line, lineNumber, rest)) {
      out += ":" + std::to_string(lineNumber) + ": ";
      out += rest;
    } else {
      out += ": ";
      out += line;
    }
    out += '\n';
  }
  return out;
}

}  // namespace perihelion::engine
