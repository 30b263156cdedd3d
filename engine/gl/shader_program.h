// A linked GLSL program built from two files (shaders/*.vert, shaders/*.frag). Errors name the file
// and line, through formatShaderLog.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include <glm/mat4x4.hpp>
#include <glm/vec3.hpp>
#include <glm/vec4.hpp>

namespace perihelion::engine {

class ShaderProgram {
 public:
  /// Compiles and links; on failure returns nothing and `errors` holds the formatted compiler log.
  static std::optional<ShaderProgram> fromFiles(const std::filesystem::path& vertexFile,
                                                const std::filesystem::path& fragmentFile, std::string& errors);
  ShaderProgram(ShaderProgram&& other) noexcept;
  ShaderProgram& operator=(ShaderProgram&& other) noexcept;
  ShaderProgram(const ShaderProgram&) = delete;
  ShaderProgram& operator=(const ShaderProgram&) = delete;
  ~ShaderProgram();

  void use() const;
  int uniform(const char* name) const;
  void set(const char* name, float value) const;
  void set(const char* name, int value) const;
  void set(const char* name, const glm::vec3& value) const;
  void set(const char* name, const glm::vec4& value) const;
  void set(const char* name, const glm::mat4& value) const;
  unsigned id() const { return id_; }

 private:
  explicit ShaderProgram(unsigned id) : id_(id) {}
  unsigned id_ = 0;
};

}  // namespace perihelion::engine
