// LAN play as users run it, for the tests: perihelion processes started in a folder of the test's own
// on the loopback address, the host on a port the system chose (--host 0, read from its stderr). The
// waits only bound how long a process may take (CTest's TIMEOUT bounds the test).
#pragma once

#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <string>
#include <thread>
#include <vector>

#include "cli_run.h"

namespace testing_lan {

namespace fs = std::filesystem;
using testing_cli::slurp;

/// A folder of its own for a test's processes and their output files.
class LanProcessTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("perihelion_lan_" + std::to_string(::getpid()) + "_" + ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override {
    for (const pid_t pid : pids_) ::kill(pid, SIGKILL);  // nothing outlives the test
    for (const pid_t pid : pids_) ::waitpid(pid, nullptr, 0);
    fs::remove_all(dir_);
  }

  /// Starts `perihelion ARGS` in the test's folder, stdout to NAME.out and stderr to NAME.err.
  pid_t spawn(const std::string& name, const std::string& args) {
    const std::string command = "exec '" PERIHELION_EXE "' " + args + " > " + name + ".out 2> " + name + ".err";
    const pid_t pid = ::fork();
    if (pid == 0) {
      if (::chdir(dir_.c_str()) != 0) ::_exit(127);
      ::execl("/bin/sh", "sh", "-c", command.c_str(), static_cast<char*>(nullptr));
      ::_exit(127);
    }
    pids_.push_back(pid);
    return pid;
  }
  /// The process's exit code (-1 if killed), waiting at most `seconds`.
  int wait(pid_t pid, double seconds = 90.0) {
    const auto until = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
    int status = 0;
    while (::waitpid(pid, &status, WNOHANG) == 0) {
      if (std::chrono::steady_clock::now() > until) {
        ::kill(pid, SIGKILL);
        ::waitpid(pid, &status, 0);
        break;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    std::erase(pids_, pid);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  }
  std::string out(const std::string& name) const { return slurp(dir_ / (name + ".out")); }
  std::string err(const std::string& name) const { return slurp(dir_ / (name + ".err")); }
  /// Waits until NAME.err holds `text` (at most 30 s); the word that follows it.
  std::string awaitLine(const std::string& name, const std::string& text) {
    const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(30);
    while (std::chrono::steady_clock::now() < until) {
      const std::string all = err(name);
      if (const std::size_t at = all.find(text); at != std::string::npos) {
        const std::size_t from = at + text.size();
        return all.substr(from, all.find_first_of(" ,\n", from) - from);
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    ADD_FAILURE() << name << ".err never held " << text << ":\n" << err(name);
    return "";
  }
  /// Starts a host with these arguments and returns its port.
  std::string host(const std::string& args) {
    spawn("host", "skirmish " + args + " --host 0");
    return awaitLine("host", "hosting on port ");
  }

  fs::path dir_;
  std::vector<pid_t> pids_;
};

}  // namespace testing_lan
