import { readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import { describeIssues } from "@/lib/text";
import { brokerFileSchema, reviewsFileSchema, type BrokerFacts } from "./schema";

/** Where the site's words and the broker's facts live; tests point the loaders at a fixture folder instead. */
export const CONTENT_DIR = path.join(process.cwd(), "content");

/** The facts file's name inside a content folder. */
export const FACTS_FILE = "broker.yaml";

function readYaml<S extends z.ZodType>(root: string, file: string, schema: S): z.output<S> {
  let data: unknown;
  try {
    data = parseYaml(readFileSync(path.join(root, file), "utf8"));
  } catch (error) {
    throw new Error(`Content file ${file} could not be read as YAML from ${root}`, { cause: error });
  }
  const result = schema.safeParse(data);
  if (!result.success)
    throw new Error(`Invalid content file ${file}: ${describeIssues(result.error)}`, { cause: result.error });
  return result.data;
}

/** The broker's facts under a content folder: broker.yaml, validated, with the reviews file it names. */
export function loadBrokerFacts(root: string = CONTENT_DIR): BrokerFacts {
  const file = readYaml(root, FACTS_FILE, brokerFileSchema);
  const reviews = readYaml(root, file.reviews.file, reviewsFileSchema);
  return { ...file, reviews: { ...reviews, file: file.reviews.file } };
}

let shared: BrokerFacts | undefined;

/** The shipped facts (content/broker.yaml), read once per process: pages, e-mails and the server read these. */
export function getBrokerFacts(): BrokerFacts {
  shared ??= loadBrokerFacts();
  return shared;
}
