import { leadRoute } from "@/lib/leads";

export const POST = leadRoute("contact");
