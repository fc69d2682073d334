import type { ReactNode } from "react";
import { Card } from "../../../components/card/Card.tsx";
import "../pages/detail.css";

export function DetailSection({
  title,
  id,
  children,
}: {
  title: string;
  id: string;
  children: ReactNode;
}) {
  return (
    <section className="detail-section" aria-labelledby={id}>
      <Card
        title={
          <h2 id={id} className="detail-section-title">
            {title}
          </h2>
        }
      >
        {children}
      </Card>
    </section>
  );
}
