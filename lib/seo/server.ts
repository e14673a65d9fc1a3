/** The server face of lib/seo: everything in @/lib/seo, plus the Organization JSON-LD (it reads the server environment). */
import "server-only";
export * from "./index";
export * from "./organization";
