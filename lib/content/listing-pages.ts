/**
 * Titles and descriptions of the listing pages that have no content file of their own (they are built
 * from posts, categories, the FAQ and the catalogue).
 */
import { siteConfig } from "@/lib/config/site";

const brand = siteConfig.name;

export const LISTING_PAGES = {
  blog: {
    title: "Car Shipping Blog: Costs, Preparation and Routes",
    heading: `The ${brand} blog`,
    description:
      "Practical guides to shipping a car, motorcycle, boat or heavy equipment: what it costs, how to prepare, insurance, seasonal routes and international shipping.",
  },
  categories: {
    title: "Blog Categories",
    heading: "Blog categories",
    description: `Browse every ${brand} blog category, from shipping costs and vehicle preparation to insurance, seasonal moves and heavy equipment.`,
  },
  faq: {
    title: "Frequently Asked Questions About Car Shipping",
    heading: "Frequently asked questions",
    description:
      "Answers to the questions customers ask most about car shipping: prices, timing, insurance, inspections, payment and what to do before pickup.",
  },
  guideFaq: {
    title: "Shipping Guide: Frequently Asked Questions",
    heading: "Shipping guide: frequently asked questions",
    description:
      "The shipping guide's question-and-answer page: quick answers on quotes, pickup windows, inspections, insurance and delivery for every kind of vehicle.",
  },
  services: {
    title: "Vehicle Shipping Services",
    heading: "Vehicle shipping services",
    description:
      `Every ${brand} service: open and enclosed auto transport, heavy equipment, Alaska and Hawaii, international shipping, motorcycles, boats and RVs.`,
  },
} as const;
