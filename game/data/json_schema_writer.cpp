#include "data/json_schema_writer.h"

namespace perihelion::data {
namespace {

using nlohmann::ordered_json;

ordered_json objectSchema(const ObjectSpec& spec);

ordered_json fieldSchema(const FieldSpec& f);

ordered_json arraySchema(const FieldSpec& f) {
  ordered_json s;
  s["description"] = f.description;
  s["type"] = "array";
  if (f.type == ValueType::ArrayOfObjects) {
    s["items"] = objectSchema(*f.object);
  } else {
    FieldSpec item = itemSpec(f);
    item.defaultNumber.reset();
    item.defaultString = {};
    s["items"] = fieldSchema(item);
    s["items"].erase("description");
  }
  if (f.minItems > 0) s["minItems"] = f.minItems;
  if (f.maxItems < FieldSpec{}.maxItems) s["maxItems"] = f.maxItems;
  return s;
}

ordered_json fieldSchema(const FieldSpec& f) {
  ordered_json s;
  s["description"] = f.description;
  switch (f.type) {
    case ValueType::Number:
    case ValueType::Integer:
      s["type"] = f.type == ValueType::Number ? "number" : "integer";
      s[f.range.minExclusive ? "exclusiveMinimum" : "minimum"] = f.range.min;
      s[f.range.maxExclusive ? "exclusiveMaximum" : "maximum"] = f.range.max;
      if (f.defaultNumber) s["default"] = *f.defaultNumber;
      break;
    case ValueType::String:
      s["type"] = "string";
      if (!f.allowed.empty()) {
        s["enum"] = ordered_json::array();
        for (std::string_view a : f.allowed) s["enum"].push_back(a);
      }
      if (f.format == StringFormat::NonEmpty) s["pattern"] = "\\S";
      if (f.format == StringFormat::Name) s["pattern"] = "^[^\\s\\u0000-\\u001f]([^\\u0000-\\u001f]*[^\\s\\u0000-\\u001f])?$";
      if (f.format == StringFormat::HexColor) s["pattern"] = "^#[0-9A-Fa-f]{6}$";
      s["maxLength"] = f.maxLength;
      if (!f.defaultString.empty()) s["default"] = f.defaultString;
      break;
    case ValueType::Object: {
      ordered_json nested = objectSchema(*f.object);
      nested["description"] = f.description;
      return nested;
    }
    case ValueType::ArrayOfObjects:
    case ValueType::ArrayOfStrings:
    case ValueType::ArrayOfNumbers: return arraySchema(f);
  }
  return s;
}

ordered_json objectSchema(const ObjectSpec& spec) {
  ordered_json s;
  s["title"] = spec.title;
  s["description"] = spec.description;
  s["type"] = "object";
  s["properties"] = ordered_json::object();
  ordered_json required = ordered_json::array();
  ordered_json conditions = ordered_json::array();
  for (const FieldSpec& f : spec.fields) {
    s["properties"][std::string(f.key)] = fieldSchema(f);
    if (f.required) required.push_back(f.key);
    if (f.presentExactlyWhen) {
      const PresenceCondition& c = *f.presentExactlyWhen;
      ordered_json rule;
      if (c.siblingValues.size() == 1) {
        rule["if"]["properties"][std::string(c.siblingKey)]["const"] = c.siblingValues.front();
      } else {
        rule["if"]["properties"][std::string(c.siblingKey)]["enum"] = ordered_json(std::vector<std::string_view>(c.siblingValues.begin(), c.siblingValues.end()));
      }
      rule["if"]["required"] = ordered_json::array({c.siblingKey});
      rule["then"]["required"] = ordered_json::array({f.key});
      rule["else"]["not"]["required"] = ordered_json::array({f.key});
      conditions.push_back(rule);
    }
  }
  if (!required.empty()) s["required"] = required;
  if (!conditions.empty()) s["allOf"] = conditions;
  // Unknown keys are only warnings for the loader, but an editor should flag them as typos.
  s["additionalProperties"] = false;
  return s;
}

}  // namespace

ordered_json toJsonSchema(const ObjectSpec& root, std::string_view id) {
  ordered_json schema;
  schema["$schema"] = "https://json-schema.org/draft/2020-12/schema";
  schema["$id"] = id;
  const ordered_json body = objectSchema(root);  // named: items() of a temporary would dangle
  for (const auto& [key, value] : body.items()) schema[key] = value;
  return schema;
}

std::string jsonSchemaText(const ObjectSpec& root, std::string_view id) {
  return toJsonSchema(root, id).dump(2) + "\n";
}

}  // namespace perihelion::data
