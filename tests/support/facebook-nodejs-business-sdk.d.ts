/** The one part of Meta's SDK the tests call (it ships no types): its server-side normalise-and-hash. */
declare module "facebook-nodejs-business-sdk" {
  export const ServerSideUtils: {
    normalizeAndHash(input: string, field: string): string | null;
  };
}
