// Problems found in a data file: what, where (file, line, column, JSON pointer) and how bad.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace perihelion::data {

// X-macro: one row per problem a data file can have (identifier, stable text id for tools and tests).
#define PERIHELION_DIAGNOSTIC_CODES(X)                                                      \
  X(FileUnreadable, "file-unreadable")   /* missing, a directory, or no permission */       \
  X(FileTooLarge, "file-too-large")      /* over kMaxDataFileBytes */                       \
  X(EmptyFile, "empty-file")             /* nothing but white space */                      \
  X(SyntaxError, "syntax-error")         /* not JSON */                                     \
  X(NestingTooDeep, "nesting-too-deep")  /* over kMaxNestingDepth levels of [ and { */      \
  X(WrongType, "wrong-type")             /* a string where a number belongs, ... */         \
  X(MissingField, "missing-field")       /* a required key is absent */                     \
  X(OutOfRange, "out-of-range")          /* a number outside its documented range */        \
  X(BadValue, "bad-value")               /* a string not in its enumeration or pattern */   \
  X(DuplicateName, "duplicate-name")     /* two bodies with one name */                     \
  X(MissingSun, "missing-sun")           /* no body of kind "star" */                       \
  X(ExtraStar, "extra-star")             /* more than one body of kind "star" */            \
  X(FieldNotAllowed, "field-not-allowed") /* e.g. an orbit on the star */                   \
  X(UnknownName, "unknown-name")         /* a scenario names a fleet, type or planet there is none of */ \
  X(StationRefused, "station-refused")   /* a scenario's station breaks the placement rules */ \
  X(TypeInUse, "type-in-use")            /* a live edit drops a ship or station type the game has in play */ \
  X(SpansDoNotMeet, "spans-do-not-meet") /* an orbit's element sets leave dates between them, or overlap */ \
  X(BadParent, "bad-parent")             /* a moon's parent is not a planet: a moon, a cycle, the star */ \
  X(OutsideHillSphere, "outside-hill-sphere") /* a moon's orbit reaches beyond its planet's Hill sphere */ \
  X(RingCutsOrbit, "ring-cuts-orbit")    /* a well's ring crosses a moon's orbit */ \
  X(PoleAgainstTilt, "pole-against-tilt") /* warning: a north pole far from the obliquity given */ \
  X(TooManyErrors, "too-many-errors")    /* reporting stopped at kMaxDiagnostics (of one severity) */ \
  X(UnknownKey, "unknown-key")           /* warning: a key the format does not know */      \
  X(DuplicateKey, "duplicate-key")       /* warning: a key twice in one object; last wins */

enum class DiagnosticCode {
#define PERIHELION_DIAGNOSTIC_ENUM(id, text) id,
  PERIHELION_DIAGNOSTIC_CODES(PERIHELION_DIAGNOSTIC_ENUM)
#undef PERIHELION_DIAGNOSTIC_ENUM
};

/// The stable text id of a code, as printed in messages ("out-of-range").
std::string_view codeName(DiagnosticCode code);

enum class Severity { Warning, Error };

struct Diagnostic {
  Severity severity = Severity::Error;
  DiagnosticCode code = DiagnosticCode::SyntaxError;
  std::string pointer;  ///< RFC 6901 JSON pointer of the offending value ("" is the whole document)
  std::size_t line = 0;    ///< 1-based; 0 when there is no position (the file could not be read)
  std::size_t column = 0;  ///< 1-based, counted in characters (UTF-8 code points)
  std::string message;     ///< "expected ..., found ..."
};

/// "FILE:LINE:COL: error: /json/pointer: message [code]", the format compilers use, so editors and
/// terminals can jump to the place. Every part goes through printableText: a pointer or a message
/// quotes keys, values and parser excerpts from a file that may be hostile, and this line is what the
/// log, stderr and the HUD show.
std::string formatDiagnostic(const Diagnostic& d, std::string_view file);

/// `text` with nothing a terminal would act on: C0 controls (ESC, line feed, BEL, ...), DEL, C1
/// controls (U+0080-U+009F, such as the 8-bit CSI U+009B), line and paragraph separators and the
/// bidirectional overrides and isolates become JSON-style escapes ("\u001b", "\n", "\u202e"), as
/// string values are quoted in messages; bytes that are not UTF-8 (a stray 0xFF, an overlong or
/// truncated sequence, a surrogate) become "\xff". Backslashes are kept as they are, so a value
/// already quoted as JSON reads the same.
std::string printableText(std::string_view text);

bool hasErrors(const std::vector<Diagnostic>& diagnostics);

/// Reporting stops after this many errors, and apart from them this many warnings, in one file, like
/// a compiler's error limit.
inline constexpr std::size_t kMaxDiagnostics = 100;

}  // namespace perihelion::data
