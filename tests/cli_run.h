// The perihelion executable run as a user runs it, for the CLI tests: its exit code and both streams.
#pragma once

#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace testing_cli {

struct CliRun {
  int exitCode = -1;
  std::string out;
  std::string err;
};

inline std::string slurp(const std::filesystem::path& p) {
  std::ifstream in(p);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

/// Runs a shell command line from a neutral folder, capturing both streams.
inline CliRun runShell(const std::string& commandLine) {
  const auto dir = std::filesystem::temp_directory_path() / ("perihelion_cli_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const std::string command = "cd '" + dir.string() + "' && " + commandLine + " > out.txt 2> err.txt";
  const int status = std::system(command.c_str());
  CliRun result;
  result.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  result.out = slurp(dir / "out.txt");
  result.err = slurp(dir / "err.txt");
  return result;
}

/// `perihelion ARGS`.
inline CliRun perihelion(const std::string& args) { return runShell("'" PERIHELION_EXE "' " + args); }

}  // namespace testing_cli
