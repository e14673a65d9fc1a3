/** Types of ports.mjs for the TypeScript tests that exercise the data build. */
import type { Grid } from "./geo.mjs";

export type GazetteerPlace = {
  name: string;
  country: string;
  admin1: string;
  lat: number;
  lng: number;
  population: number;
};
export type RawPort = { name?: string; city?: string; coordinates?: [number, number]; unlocs?: string[] };
export type CleanPort = {
  code: string;
  name: string;
  city: string;
  keys: string[];
  heads: string[];
  preferred: string;
  country: string;
  lat: number;
  lng: number;
};

export function cleanPorts(
  rawPorts: Record<string, RawPort>,
  places: { grid: Grid<GazetteerPlace>; byCountryName: Map<string, GazetteerPlace[]>; countries: Set<string> },
): { ports: CleanPort[]; log: string[] };
