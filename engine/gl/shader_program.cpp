#include "gl/shader_program.h"

#include <fstream>
#include <sstream>
#include <utility>

#include <glad/gl.h>
#include <glm/gtc/type_ptr.hpp>

#include "gl/shader_log.h"

namespace perihelion::engine {
namespace {

bool readFile(const std::filesystem::path& path, std::string& text) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::ostringstream s;
  s << in.rdbuf();
  text = s.str();
  return true;
}

std::string infoLog(GLuint object, bool isProgram) {
  GLint length = 0;
  isProgram ? glGetProgramiv(object, GL_INFO_LOG_LENGTH, &length) : glGetShaderiv(object, GL_INFO_LOG_LENGTH, &length);
  std::string log(static_cast<std::size_t>(std::max(length, 1)), '\0');
  isProgram ? glGetProgramInfoLog(object, length, nullptr, log.data())
            : glGetShaderInfoLog(object, length, nullptr, log.data());
  log.resize(log.find('\0') == std::string::npos ? log.size() : log.find('\0'));
  return log;
}

GLuint compile(GLenum stage, const std::filesystem::path& file, std::string& errors) {
  std::string source;
  if (!readFile(file, source)) {
    errors += file.string() + ": error: cannot read the shader file\n";
    return 0;
  }
  const GLuint shader = glCreateShader(stage);
  const char* text = source.c_str();
  glShaderSource(shader, 1, &text, nullptr);
  glCompileShader(shader);
  GLint ok = GL_FALSE;
  glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
  if (!ok) {
    errors += formatShaderLog(file.string(), infoLog(shader, false));
    glDeleteShader(shader);
    return 0;
  }
  return shader;
}

}  // namespace

std::optional<ShaderProgram> ShaderProgram::fromFiles(const std::filesystem::path& vertexFile,
                                                      const std::filesystem::path& fragmentFile,
                                                      std::string& errors) {
  const GLuint vertex = compile(GL_VERTEX_SHADER, vertexFile, errors);
  const GLuint fragment = compile(GL_FRAGMENT_SHADER, fragmentFile, errors);
  if (!vertex || !fragment) {
    if (vertex) glDeleteShader(vertex);
    if (fragment) glDeleteShader(fragment);
    return std::nullopt;
  }
  const GLuint program = glCreateProgram();
  glAttachShader(program, vertex);
  glAttachShader(program, fragment);
  glLinkProgram(program);
  glDeleteShader(vertex);
  glDeleteShader(fragment);
  GLint ok = GL_FALSE;
  glGetProgramiv(program, GL_LINK_STATUS, &ok);
  if (!ok) {
    errors += formatShaderLog(vertexFile.filename().string() + "+" + fragmentFile.filename().string(),
                              infoLog(program, true));
    glDeleteProgram(program);
    return std::nullopt;
  }
  return ShaderProgram(program);
}

ShaderProgram::ShaderProgram(ShaderProgram&& other) noexcept : id_(std::exchange(other.id_, 0)) {}
ShaderProgram& ShaderProgram::operator=(ShaderProgram&& other) noexcept {
  if (this != &other) {
    if (id_) glDeleteProgram(id_);
    id_ = std::exchange(other.id_, 0);
  }
  return *this;
}
ShaderProgram::~ShaderProgram() {
  if (id_) glDeleteProgram(id_);
}

void ShaderProgram::use() const { glUseProgram(id_); }
int ShaderProgram::uniform(const char* name) const { return glGetUniformLocation(id_, name); }
void ShaderProgram::set(const char* name, float value) const { glUniform1f(uniform(name), value); }
void ShaderProgram::set(const char* name, int value) const { glUniform1i(uniform(name), value); }
void ShaderProgram::set(const char* name, const glm::vec3& value) const {
  glUniform3fv(uniform(name), 1, glm::value_ptr(value));
}
void ShaderProgram::set(const char* name, const glm::vec4& value) const {
  glUniform4fv(uniform(name), 1, glm::value_ptr(value));
}
void ShaderProgram::set(const char* name, const glm::mat4& value) const {
  glUniformMatrix4fv(uniform(name), 1, GL_FALSE, glm::value_ptr(value));
}

}  // namespace perihelion::engine
