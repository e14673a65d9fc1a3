import { ImageResponse } from "next/og";
import { siteConfig } from "@/lib/config/site";

export const alt = `${siteConfig.name}: car and vehicle shipping`;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

/** The default social-share image, rendered once at build time. */
export default function OpenGraphImage() {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "center",
        padding: 80,
        background: "linear-gradient(135deg, #0a1f44 0%, #0a58ec 100%)",
        color: "#ffffff",
      }}
    >
      <div style={{ fontSize: 88, fontWeight: 800 }}>{siteConfig.name}</div>
      <div style={{ fontSize: 40, marginTop: 24, maxWidth: 900 }}>
        Car, motorcycle, boat, RV and heavy equipment shipping across the USA, Canada and overseas.
      </div>
      <div style={{ fontSize: 32, marginTop: 48, color: "#ffb020" }}>{siteConfig.phones.main.display}</div>
    </div>,
    size,
  );
}
