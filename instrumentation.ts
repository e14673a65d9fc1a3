/**
 * Runs once per server process: opens and migrates the database, then starts the lead delivery worker.
 * Only in the Node.js runtime; the edge runtime has neither node:sqlite nor SMTP.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getDb } = await import("@/lib/db");
  const { startDeliveryWorker } = await import("@/lib/leads");
  const { DELIVERY_CONTENT } = await import("@/lib/delivery-content");
  try {
    await getDb();
  } catch (error) {
    // Intake retries opening the database on the next request; the site's pages still serve.
    console.error(new Error("Database not ready at start-up", { cause: error }));
  }
  if (!startDeliveryWorker(DELIVERY_CONTENT))
    console.info("Lead delivery worker not started here (DELIVERY_WORKER=off)");
}
