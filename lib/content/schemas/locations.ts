import { z } from "zod";
import { imageSrcSchema, sitePathSchema, slugSchema } from "./common";

const LOCATION_ICONS = ["ship", "truck"] as const;

type LocationNodeInput = {
  slug: string;
  name: string;
  lat: number;
  lng: number;
  icon: (typeof LOCATION_ICONS)[number];
  image?: string;
  url?: string;
  subtitle?: string;
  children?: LocationNodeInput[];
};

/** region > country > state or port; the same node shape at every depth. */
const locationNodeSchema: z.ZodType<LocationNodeInput> = z.lazy(() =>
  z.object({
    slug: slugSchema,
    name: z.string().min(1),
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    icon: z.enum(LOCATION_ICONS),
    image: imageSrcSchema.optional(),
    url: sitePathSchema.optional(),
    subtitle: z.string().min(1).optional(),
    children: z.array(locationNodeSchema).optional(),
  }),
);

export const locationsFileSchema = z.object({
  regions: z.array(locationNodeSchema).min(1),
});

export type LocationNode = LocationNodeInput;
