import path from "node:path";
import protobuf from "protobufjs";

/**
 * A strict check of a JSON body against a message type of vendored protos (tests/fixtures/googleapis), as
 * Google's JSON mapping of proto3 reads it: every key a field's JSON name, every enum a name of its enum, every
 * Timestamp RFC 3339, numbers and strings of the field's scalar type, at most one member of a oneof, and every
 * field marked REQUIRED present. protobufjs's own fromObject is not this check: it skips unknown keys.
 */
const PROTOS = path.resolve("tests/fixtures/googleapis");
const PROTOBUF_OWN = path.resolve("node_modules/protobufjs");

export function loadProtos(file: string): protobuf.Root {
  const root = new protobuf.Root();
  root.resolvePath = (_origin, target) =>
    target.startsWith("google/protobuf/") ? path.join(PROTOBUF_OWN, target) : path.join(PROTOS, target);
  root.loadSync(file, { keepCase: false });
  root.resolveAll();
  return root;
}

const RFC3339 = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,9})?(Z|[+-]\d\d:\d\d)$/;
const INTEGER_TYPES = new Set(["int32", "int64", "uint32", "uint64", "sint32", "sint64", "fixed32", "fixed64"]);
const FLOAT_TYPES = new Set(["double", "float"]);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function scalarProblem(type: string, value: unknown): string | undefined {
  if (type === "string") return typeof value === "string" ? undefined : "a string";
  if (type === "bool") return typeof value === "boolean" ? undefined : "a boolean";
  if (type === "bytes") return typeof value === "string" && /^[A-Za-z0-9+/_-]*=*$/.test(value) ? undefined : "base64";
  if (FLOAT_TYPES.has(type)) return typeof value === "number" && Number.isFinite(value) ? undefined : "a number";
  if (INTEGER_TYPES.has(type)) {
    return (typeof value === "number" && Number.isInteger(value)) ||
      (typeof value === "string" && /^-?\d+$/.test(value))
      ? undefined
      : "an integer";
  }
  return `a ${type} (unchecked type)`;
}

function valueProblems(field: protobuf.Field, value: unknown, at: string): string[] {
  const resolved = field.resolvedType;
  if (resolved instanceof protobuf.Enum) {
    return typeof value === "string" && value in resolved.values ? [] : [`${at}: not a ${resolved.name} value`];
  }
  if (resolved instanceof protobuf.Type) {
    if (resolved.fullName === ".google.protobuf.Timestamp") {
      return typeof value === "string" && RFC3339.test(value) ? [] : [`${at}: not an RFC 3339 timestamp`];
    }
    return messageProblems(resolved, value, at);
  }
  const problem = scalarProblem(field.type, value);
  return problem ? [`${at}: should be ${problem}`] : [];
}

const isRequired = (field: protobuf.Field) => field.options?.["(google.api.field_behavior)"] === "REQUIRED";

export function messageProblems(type: protobuf.Type, value: unknown, at = type.name): string[] {
  if (!isObject(value)) return [`${at}: should be an object`];
  const problems: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    const field = type.fields[key];
    if (!field) {
      problems.push(`${at}.${key}: no such field in ${type.fullName}`);
      continue;
    }
    if (field.repeated) {
      if (!Array.isArray(item)) problems.push(`${at}.${key}: should be a list`);
      else item.forEach((one, i) => problems.push(...valueProblems(field, one, `${at}.${key}[${i}]`)));
    } else problems.push(...valueProblems(field, item, `${at}.${key}`));
  }
  for (const oneof of type.oneofsArray) {
    const set = oneof.oneof.filter((name) => name in value);
    if (set.length > 1) problems.push(`${at}: more than one of ${oneof.name} (${set.join(", ")})`);
  }
  for (const field of type.fieldsArray) {
    if (isRequired(field) && !(field.name in value)) problems.push(`${at}.${field.name}: required`);
  }
  return problems;
}

/** A body as it goes on the wire: JSON.stringify drops undefined keys. */
export const onTheWire = (body: unknown): unknown => JSON.parse(JSON.stringify(body)) as unknown;
