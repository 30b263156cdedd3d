// Reads the reference CSV files in tests/data/reference: '#' lines are provenance comments, the
// first other line is the header, fields may be double-quoted.
#pragma once

#include <fstream>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

namespace perihelion::test {

using CsvRow = std::map<std::string, std::string>;

inline std::vector<std::string> splitCsvLine(const std::string& line) {
  std::vector<std::string> fields(1);
  bool quoted = false;
  for (const char c : line) {
    if (c == '"') {
      quoted = !quoted;
    } else if (c == ',' && !quoted) {
      fields.emplace_back();
    } else if (c != '\r') {
      fields.back() += c;
    }
  }
  return fields;
}

inline std::vector<CsvRow> readReferenceCsv(const std::string& name) {
  const std::string path = std::string(PERIHELION_TEST_DATA_DIR) + "/reference/" + name;
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot open " + path);
  std::vector<std::string> header;
  std::vector<CsvRow> rows;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    const std::vector<std::string> fields = splitCsvLine(line);
    if (header.empty()) {
      header = fields;
      continue;
    }
    CsvRow row;
    for (std::size_t k = 0; k < header.size() && k < fields.size(); ++k) row[header[k]] = fields[k];
    rows.push_back(std::move(row));
  }
  return rows;
}

}  // namespace perihelion::test
