import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import "./globals.css";

export const metadata: Metadata = {
  title: {
    default: "Сосновый берег — дизайн-отель на Балтийском побережье",
    template: "%s — Сосновый берег",
  },
  description: "Дизайн-отель у соснового леса на Балтийском побережье, рядом с Куршской косой.",
};

export const viewport: Viewport = { themeColor: "#C28F6A", width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="ru">
      <body>{children}</body>
    </html>
  );
}
