import { leadRoute } from "@/lib/leads";

export const POST = leadRoute("leads/simple-create-sdk");
