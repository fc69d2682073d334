import type { ReactNode } from "react";
import { Card } from "./card/Card.tsx";
import "./auth-card.css";

/** The centred card of the sign-in, registration and password pages. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="auth-page">
      <Card className="auth-card">
        <h1 className="auth-card-title">{title}</h1>
        {subtitle ? <p className="auth-card-subtitle">{subtitle}</p> : null}
        {children}
        {footer ? <div className="auth-card-footer">{footer}</div> : null}
      </Card>
    </div>
  );
}
